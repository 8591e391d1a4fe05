import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `../shared` beside the repository (or `SHARED_DIR`) holds the team's corpora and reference files.
 * A plain clone has none: the suites that read it skip, and say why.
 */
export const SHARED_DIR = process.env.SHARED_DIR
  ? `${process.env.SHARED_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../../../../../shared/', import.meta.url));

/** The absolute path of `../shared/<path>`, or undefined (with a printed reason) when it is absent. */
export function sharedPath(path: string, usedFor: string): string | undefined {
  const full = `${SHARED_DIR}${path}`;
  if (existsSync(full)) return full;
  process.stderr.write(`skipping ${usedFor}: ../shared/${path} is not beside the repository\n`);
  return undefined;
}
