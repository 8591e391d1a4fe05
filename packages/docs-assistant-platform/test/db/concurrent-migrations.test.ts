import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/db/open.js';
import { createProject, findProject } from '../../src/store/projects.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('instances starting together on a new PostgreSQL database', () => {
  it('migrate one at a time and all open the same schema', async () => {
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    const name = `da_race_${randomBytes(5).toString('hex')}`;
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const stores = await Promise.all([1, 2, 3, 4].map(() => openStore({ databaseUrl: url.toString() })));
      const { projectId } = await createProject(stores[0]!.db, { domain: 'race' });
      for (const store of stores)
        expect(await findProject(store.db, projectId)).toMatchObject({ domain: 'race' });
      await Promise.all(stores.map((s) => s.close()));
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
