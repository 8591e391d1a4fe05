import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { makeOwnerOnly } from './owner-only.js';
import { useNativeBytea } from './pglite-bytea.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `onPayload` with each `pg_notify(channel, payload)` of any process on this database, from
   * when the returned promise resolves; it resolves to the function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type StoreLocation =
  | { databaseUrl: string }
  | { dataDir: string }
  /** An already opened PGlite (tests load a migrated snapshot). */
  | { pglite: PGlite };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: instances agree on it to migrate one at a time. */
const MIGRATION_LOCK = 7_274_001;

/**
 * Brings a PostgreSQL server's schema up to date. Instances starting together would run the same
 * migrations at once; an advisory lock, held on the one connection that migrates, serializes them.
 */
async function migrateServer(databaseUrl: string): Promise<void> {
  const connection = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
    await connection`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await connection.end({ timeout: 5 });
  }
}

/**
 * Opens the store and brings its schema up to date. A PGlite data directory is owned by one
 * process: opening one that a live process holds throws `DataDirLockedError`.
 */
export async function openStore(location: StoreLocation): Promise<Store> {
  if ('databaseUrl' in location) {
    await migrateServer(location.databaseUrl);
    const client = postgres(location.databaseUrl, { onnotice: () => {}, max: 10 });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if ('dataDir' in location) {
    lock = acquireDataDirLock(location.dataDir);
    try {
      makeOwnerOnly(location.dataDir);
      pglite = await PGlite.create(`${location.dataDir}/pgdata`);
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    pglite = location.pglite;
  }
  useNativeBytea(pglite);
  // PGlite runs in the server's thread: zero-filling each new 16 MB WAL segment there holds every
  // request for tens of milliseconds, and gives nothing a file that is simply extended does not.
  await pglite.exec('SET wal_init_zero = off');
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  if ('dataDir' in location) makeOwnerOnly(location.dataDir);
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await pglite.query('select 1')),
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    close: async () => {
      await pglite.close();
      if ('dataDir' in location) makeOwnerOnly(location.dataDir);
      lock?.release();
    },
  };
}
