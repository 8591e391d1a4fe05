import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema.js';
import { createKey, revokeKey } from '../../src/store/keys.js';
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
