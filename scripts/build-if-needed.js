// Builds both packages when an output is missing or older than its sources, so `npm start` and
// `npm test` work on a fresh clone without a separate build step.
import { execSync } from 'node:child_process';
import { staleWorkspaces } from './stale-outputs.js';

for (const workspace of staleWorkspaces()) {
  process.stderr.write(`building ${workspace}\n`);
  execSync(`npm run build -w ${workspace}`, { stdio: 'inherit' });
}
