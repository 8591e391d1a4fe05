import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../../src/store/keys.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

describe.each(STORE_KINDS)('auth and tenancy (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const feedbackPath = () => `/v1/analytics/${t.a.projectId}/feedback`;

  async function expectError(res: Response, status: number, error: RegExp) {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; details: { message: string }[] };
    expect(body.error).toMatch(error);
    expect(Array.isArray(body.details)).toBe(true);
    return body;
  }

  it('admits the organization’s admin key', async () => {
    const res = await t.get(feedbackPath(), t.a.adminKey);
    expect(res.status).toBe(200);
  });

  it('answers 401 without a key, with a malformed key and with an unknown key', async () => {
    await expectError(await t.get(feedbackPath()), 401, /missing/i);
    await expectError(await t.get(feedbackPath(), 'not-a-key'), 401, /malformed/i);
    const unknown = t.a.adminKey.slice(0, -4) + '0000';
    await expectError(
      await t.get(feedbackPath(), unknown === t.a.adminKey ? unknown.replace(/.$/, '1') : unknown),
      401,
      /invalid/i,
    );
    const res = await t.app.request(feedbackPath(), { headers: { authorization: `Basic ${t.a.adminKey}` } });
    await expectError(res, 401, /malformed/i);
  });

  it('answers 401 for a revoked and for an expired key', async () => {
    const revoked = await createKey(t.store.db, { kind: 'admin', orgId: t.a.orgId });
    expect(await revokeKey(t.store.db, revoked.prefix)).toBe(true);
    expect(await revokeKey(t.store.db, revoked.prefix)).toBe(false);
    await expectError(await t.get(feedbackPath(), revoked.key), 401, /revoked/i);
    const expired = await createKey(t.store.db, {
      kind: 'admin',
      orgId: t.a.orgId,
      expiresAt: new Date(Date.now() - 1000),
    });
    await expectError(await t.get(feedbackPath(), expired.key), 401, /expired/i);
  });

  it('answers 403 for an assistant key on analytics and agent routes', async () => {
    await expectError(await t.get(feedbackPath(), t.a.assistantKey), 403, /admin/i);
    await expectError(await t.get(`/v1/agent/${t.a.projectId}/jobs`, t.a.assistantKey), 403, /admin/i);
    await expectError(
      await t.get(`/v1/analytics/${t.a.projectId}/assistant`, t.a.assistantKey),
      403,
      /admin/i,
    );
  });

  it('hides another organization’s project exactly like a missing one', async () => {
    const paths = (projectId: string) => [
      `/v1/analytics/${projectId}/feedback`,
      `/v1/analytics/${projectId}/assistant`,
      `/v1/analytics/${projectId}/assistant/threads/01HZZZZZZZZZZZZZZZZZZZZZZZ`,
      `/v1/agent/${projectId}/jobs`,
      `/v1/agent/${projectId}/job/some-job`,
    ];
    const missingId = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    for (const path of paths(t.b.projectId)) {
      const foreign = await t.get(path, t.a.adminKey);
      const missing = await t.get(path.replace(t.b.projectId, missingId), t.a.adminKey);
      expect(foreign.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(await foreign.json()).toEqual(await missing.json());
    }
  });

  it('never answers 500 to odd input', async () => {
    const odd = [
      `/v1/analytics/${'x'.repeat(500)}/feedback`,
      `/v1/analytics/%00/feedback`,
      `/v1/analytics/${t.a.projectId}/feedback?limit=1e309`,
      `/v1/analytics/${t.a.projectId}/feedback?cursor=${'%FF'.repeat(20)}`,
      `/v1/analytics/${t.a.projectId}/feedback?dateFrom=2024-02-30`,
      `/v1/analytics/${t.a.projectId}/feedback?status=,,`,
      `/v1/analytics/${t.a.projectId}/assistant/threads/${'Z'.repeat(26)}`,
      `/v1/analytics/${t.a.projectId}/assistant?cursor=abc`,
      `/v1/agent/${t.a.projectId}/jobs?skip=-1&take=0`,
      `/v1/agent/${t.a.projectId}/job/${'y'.repeat(300)}`,
    ];
    for (const path of odd) {
      const res = await t.get(path, t.a.adminKey);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as { error?: string };
      expect(res.status === 200 || typeof body.error === 'string', path).toBe(true);
    }
  });

  it('answers unknown routes with the error body', async () => {
    await expectError(await t.get('/v1/nothing-here', t.a.adminKey), 404, /not found/i);
  });
});
