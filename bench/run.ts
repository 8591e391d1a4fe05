/**
 * Runs every benchmark in turn and prints their figures: `npm run bench`.
 * One benchmark: `npm run bench -- feedback-pages`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const skip = new Set([
  'run.ts',
  'stats.ts',
  'corpus.ts',
  'compiled-platform.ts',
  'scale-answer-server.ts',
  'scale-tenant-server.ts',
  'main-thread-trace.ts',
]);
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !skip.has(f))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.ts$/, '')));

let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file.replace(/\.ts$/, '')}\n`);
  const result = spawnSync(
    process.execPath,
    ['--conditions=docs-assistant-source', '--expose-gc', '--import', 'tsx', `${dir}${file}`],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
