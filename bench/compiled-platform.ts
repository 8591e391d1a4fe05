/**
 * Whether a checkout's packages are compiled from its current sources, and building this tree's
 * when they are not: the scale bench runs the platform as operators do, from `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Each package's compiled entry and its sources (as `scripts/build-if-needed.js` checks them). */
const OUTPUTS: [string, string][] = [
  ['packages/docs-assistant/dist/docs-assistant.js', 'packages/docs-assistant/src'],
  ['packages/docs-assistant-platform/dist/cli/bin.js', 'packages/docs-assistant-platform/src'],
];

const newest = (dir: string) => {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return time;
};

/** Outputs of `checkout` missing or older than their sources. */
export function staleOutputs(checkout: string): string[] {
  return OUTPUTS.filter(([output, sources]) => {
    const file = join(checkout, output);
    return !existsSync(file) || statSync(file).mtimeMs < newest(join(checkout, sources));
  }).map(([output]) => output);
}

/** Builds this tree's packages if needed (`npm run build:if-needed`); throws when that fails. */
export function buildIfNeeded(checkout: string): void {
  const run = spawnSync(process.execPath, ['scripts/build-if-needed.js'], {
    cwd: checkout,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`Building ${checkout} failed (${run.status ?? run.signal})`);
  const stale = staleOutputs(checkout);
  if (stale.length) throw new Error(`Still not built in ${checkout}: ${stale.join(', ')}`);
}
