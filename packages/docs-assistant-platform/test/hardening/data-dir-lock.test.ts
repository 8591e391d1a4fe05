import { spawn } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock.js';
import { openStore } from '../../src/db/open.js';

const LOCK_MODULE = fileURLToPath(new URL('../../src/db/data-dir-lock.ts', import.meta.url));

/**
 * A process that waits for `go` (a time), tries the lock, prints `won` or `lost`, then holds
 * what it won for `holdMs` and exits — or, with `crash`, dies by SIGKILL while holding it.
 */
function contender(dir: string, go: number, holdMs: number, crash = false) {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
    while (Date.now() < ${go}) {}
    let lock;
    try { lock = acquireDataDirLock(${JSON.stringify(dir)}); console.log('won'); }
    catch (err) { console.log(err.name === 'DataDirLockedError' ? 'lost' : 'error ' + err.message); }
    await new Promise((r) => setTimeout(r, ${holdMs}));
    if (${crash} && lock) process.kill(process.pid, 'SIGKILL');
    lock?.release();`;
  return new Promise<string>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('close', () => resolve(out.trim()));
  });
}

describe('data directory lock', () => {
  it('admits exactly one owner among many processes racing, also for a lock left by a killed owner', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'da-lock-race-'));
    // Round 1 leaves a lock behind by SIGKILL; rounds 2 and 3 race to take over what it left.
    expect(await contender(dir, Date.now(), 0, true)).toBe('won');
    for (let round = 0; round < 2; round++) {
      const go = Date.now() + 2500;
      const results = await Promise.all(Array.from({ length: 10 }, () => contender(dir, go, 1500)));
      expect(results.filter((r) => r === 'won')).toHaveLength(1);
      expect(results.filter((r) => r === 'lost')).toHaveLength(9);
    }
  }, 60_000);

  it('starts after a crash that left a lock naming this very pid (a container restart)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'da-lock-pid-'));
    expect(await contender(dir, Date.now(), 0, true)).toBe('won');
    // What a dead owner with our pid leaves: its pid file, and the old pid-only lock file.
    writeFileSync(join(dir, 'owner.pid'), String(process.pid));
    writeFileSync(join(dir, 'owner.lock'), String(process.pid));
    const lock = acquireDataDirLock(dir);
    // While held, a second owner in this same process is refused too.
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  }, 30_000);

  it('refuses a live owner in another process, naming its pid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'da-lock-live-'));
    const held = contender(dir, Date.now(), 4000);
    await new Promise((r) => setTimeout(r, 2500));
    let error: unknown;
    try {
      acquireDataDirLock(dir).release();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBeGreaterThan(0);
    expect(await held).toBe('won');
  }, 30_000);

  it('creates the database files and folders for the owner only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'da-modes-')), 'data');
    const store = await openStore({ dataDir: dir });
    await store.ping();
    await store.close();
    const open: string[] = [];
    const walk = (path: string) => {
      const stats = lstatSync(path);
      if (stats.mode & 0o077) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
      if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dir);
    expect(readdirSync(join(dir, 'pgdata')).length).toBeGreaterThan(5);
    expect(open).toEqual([]);
  }, 60_000);
});
