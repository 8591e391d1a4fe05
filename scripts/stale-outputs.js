// Which packages' compiled outputs are missing or older than their sources: `npm start` and
// `npm test` build those first, and the scale bench checks a baseline checkout with it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Each workspace's compiled entry and its sources, relative to the checkout. */
const OUTPUTS = {
  'docs-assistant': ['packages/docs-assistant/dist/docs-assistant.js', 'packages/docs-assistant/src'],
  'docs-assistant-platform': [
    'packages/docs-assistant-platform/dist/cli/bin.js',
    'packages/docs-assistant-platform/src',
  ],
};

const newest = (dir) => {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
};

/** The workspaces of `checkout` whose output is missing or older than their sources. */
export function staleWorkspaces(checkout = '.') {
  return Object.entries(OUTPUTS)
    .filter(([, [output, sources]]) => {
      const file = join(checkout, output);
      return !existsSync(file) || statSync(file).mtimeMs < newest(join(checkout, sources));
    })
    .map(([workspace]) => workspace);
}
