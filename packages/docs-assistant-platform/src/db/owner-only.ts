import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Takes group and other permissions off a data directory and everything in it. The embedded
 * database writes its files with the process's umask (often 0666 and 0777): without this, any
 * local user could read the questions, or change them.
 */
export function makeOwnerOnly(path: string): void {
  const stack = [path];
  while (stack.length > 0) {
    const current = stack.pop()!;
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      continue; // removed meanwhile
    }
    if (stats.isSymbolicLink()) continue;
    const mode = stats.mode & 0o7777;
    if (mode & 0o077) chmodSync(current, mode & 0o700);
    if (stats.isDirectory()) for (const name of readdirSync(current)) stack.push(join(current, name));
  }
}
