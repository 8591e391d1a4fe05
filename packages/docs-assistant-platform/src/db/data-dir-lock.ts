import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}, most likely a ` +
        `running docs-assistant server. The embedded database has a single owner: stop that server first, ` +
        `or use a PostgreSQL server (DATABASE_URL) to run commands beside live servers.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** The file the kernel lock is held on; `owner.pid` beside it only names the owner in messages. */
export const LOCK_FILE = 'data-dir.lock';
const OWNER_FILE = 'owner.pid';
const SQLITE_BUSY = 5;

interface LockDatabase {
  exec(sql: string): void;
  close(): void;
}
type LockDatabaseConstructor = new (path: string) => LockDatabase;

/**
 * SQLite (built into Node) takes POSIX advisory locks on its file, which is the OS-level lock this
 * needs. Loading it prints an experimental-feature warning meant for developers, not operators.
 */
function lockDatabase(): LockDatabaseConstructor {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.includes('SQLite')) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const sqlite = createRequire(import.meta.url)('node:sqlite') as { DatabaseSync: LockDatabaseConstructor };
    return sqlite.DatabaseSync;
  } finally {
    process.emitWarning = emitWarning;
  }
}

function ownerPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, OWNER_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded store's data directory for this process. Two processes on one PGlite
 * directory silently lose each other's commits, so a second owner is refused.
 *
 * The lock is an exclusive OS lock on `data-dir.lock`, held by an open SQLite transaction for as
 * long as the process owns the directory. Taking it is one atomic step of the kernel, so racing
 * processes cannot both win, and the kernel drops it when its holder dies in any way (kill -9,
 * a crashed container), so a restart — even one that gets the same pid — never finds a stale
 * owner. A second store on the same directory in the same process is refused too.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const DatabaseSync = lockDatabase();
  const db = new DatabaseSync(join(dataDir, LOCK_FILE));
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    db.close();
    if ((err as { errcode?: number }).errcode === SQLITE_BUSY)
      throw new DataDirLockedError(dataDir, ownerPid(dataDir));
    throw err;
  }
  // Whole or absent: written aside and renamed into place.
  const temp = join(dataDir, `${OWNER_FILE}.${process.pid}`);
  writeFileSync(temp, String(process.pid), { mode: 0o600 });
  renameSync(temp, join(dataDir, OWNER_FILE));

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    db.exec('ROLLBACK');
    db.close();
  };
  process.on('exit', release);
  return { release };
}
