/**
 * Building this tree's packages when they are not compiled from its current sources: the scale
 * bench runs the platform as operators do, from `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { staleWorkspaces } from '../scripts/stale-outputs.js';

/** Builds this tree's packages if needed (`npm run build:if-needed`); throws when that fails. */
export function buildIfNeeded(checkout: string): void {
  const run = spawnSync(process.execPath, ['scripts/build-if-needed.js'], {
    cwd: checkout,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`Building ${checkout} failed (${run.status ?? run.signal})`);
  const stale = staleWorkspaces(checkout);
  if (stale.length) throw new Error(`Still not built in ${checkout}: ${stale.join(', ')}`);
}
