// Builds both packages when an output is missing or older than its sources, so `npm start` and
// `npm test` work on a fresh clone without a separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (dir) => {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
};
const outputs = {
  'docs-assistant': ['packages/docs-assistant/dist/docs-assistant.js', 'packages/docs-assistant/src'],
  'docs-assistant-platform': [
    'packages/docs-assistant-platform/dist/cli/bin.js',
    'packages/docs-assistant-platform/src',
  ],
};
for (const [workspace, [output, sources]] of Object.entries(outputs)) {
  if (existsSync(output) && statSync(output).mtimeMs >= newest(sources)) continue;
  process.stderr.write(`building ${workspace}\n`);
  execSync(`npm run build -w ${workspace}`, { stdio: 'inherit' });
}
