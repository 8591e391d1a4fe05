import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openStore, type Store } from '../../src/db/open.js';

export type StoreKind = 'pglite' | 'postgres';

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL names one. */
export const STORE_KINDS: StoreKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A new, empty, migrated store. PostgreSQL gets a database of its own, dropped on close. */
export async function openTestStore(kind: StoreKind): Promise<Store> {
  if (kind === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openStore({ pglite: await PGlite.create({ loadDataDir: blob }) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `da_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const store = await openStore({ databaseUrl: url.toString() });
  return {
    ...store,
    close: async () => {
      await store.close();
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/**
 * Drops a test database and whatever is still connected to it. An autovacuum worker may be on a
 * new database, and a role without `pg_signal_backend` may not end it: the drop waits it out.
 */
export async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const denied = (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE;
      if (!denied || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
    }
  }
}
const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 20;
const DROP_RETRY_MS = 250;
