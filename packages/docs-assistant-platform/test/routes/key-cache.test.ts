import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema.js';
import { createKey, revokeKey } from '../../src/store/keys.js';
import { updateProject } from '../../src/store/projects.js';
import { cachedLookups, LOOKUP_TTL_MS } from '../../src/store/lookups.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

describe.each(STORE_KINDS)('keys held between requests (%s)', (kind) => {
  let t: TestApp;
  let clock = 1_000_000;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (store) => ({
      lookups: cachedLookups(store.db, { now: () => clock }),
    }));
  });
  afterAll(() => t.close());

  const feedbackPath = () => `/v1/analytics/${t.a.projectId}/feedback`;

  it('refuses a revoked key once a held key row has expired, with the error body', async () => {
    const key = await createKey(t.store.db, { kind: 'admin', orgId: t.a.orgId });
    expect((await t.get(feedbackPath(), key.key)).status).toBe(200);
    await revokeKey(t.store.db, key.prefix);
    // Within the bound, a revocation made elsewhere (the CLI, another instance) is not seen yet.
    clock += LOOKUP_TTL_MS - 1;
    expect((await t.get(feedbackPath(), key.key)).status).toBe(200);
    clock += 2;
    const refused = await t.get(feedbackPath(), key.key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'API key revoked', details: [] });
  });

  it('drops a held key at once when the store announces its revocation', async () => {
    // Frozen clock: only the announcement can make the server look the key up again.
    let held!: ReturnType<typeof cachedLookups>;
    const frozen = await createTestApp(kind, {}, (store) => ({
      lookups: (held = cachedLookups(store.db, { now: () => 0, listen: store.listen })),
    }));
    await held.listening;
    try {
      const path = `/v1/analytics/${frozen.a.projectId}/feedback`;
      const key = await createKey(frozen.store.db, { kind: 'admin', orgId: frozen.a.orgId });
      expect((await frozen.get(path, key.key)).status).toBe(200);
      await revokeKey(frozen.store.db, key.prefix);
      // The announcement reaches a server's listening connection on its own schedule.
      await expect.poll(async () => (await frozen.get(path, key.key)).status, { timeout: 10_000 }).toBe(401);
      // A project's change is announced the same way.
      const lookups = cachedLookups(frozen.store.db, { now: () => 0, listen: frozen.store.listen });
      await lookups.listening;
      expect((await lookups.project(frozen.a.projectId))?.siteUrl).toBeNull();
      await updateProject(frozen.store.db, frozen.a.projectId, { siteUrl: 'https://elsewhere.example/' });
      await expect
        .poll(async () => (await lookups.project(frozen.a.projectId))?.siteUrl, { timeout: 10_000 })
        .toBe('https://elsewhere.example/');
    } finally {
      await frozen.close();
    }
  });

  it('checks the secret and the expiry date on every request', async () => {
    const key = await createKey(t.store.db, {
      kind: 'admin',
      orgId: t.a.orgId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await t.get(feedbackPath(), key.key)).status).toBe(200);
    // The right prefix with a wrong secret, while the row is held.
    const forged = `${key.key.slice(0, -4)}${key.key.endsWith('0000') ? '1111' : '0000'}`;
    const wrong = await t.get(feedbackPath(), forged);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'Invalid API key' });

    await t.store.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.prefix, key.prefix));
    clock += LOOKUP_TTL_MS + 1;
    const expired = await t.get(feedbackPath(), key.key);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'API key expired' });
  });

  it('never holds a key it did not find: one created meanwhile is admitted at once', async () => {
    const lookups = cachedLookups(t.store.db, { now: () => clock });
    const prefix = 'da_admin_00000000abcd';
    expect(await lookups.key(prefix)).toBeNull();
    await t.store.db
      .insert(apiKeys)
      .values({ prefix, kind: 'admin', hash: '0'.repeat(64), orgId: t.a.orgId });
    expect(await lookups.key(prefix)).toMatchObject({ prefix, kind: 'admin' });
  });
});
