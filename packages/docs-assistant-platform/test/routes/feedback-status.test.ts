import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeedback } from '../../src/import/import-feedback.js';
import { FEEDBACK_STATUSES } from '../../src/schemas/feedback.js';
import { FEEDBACK_TRANSITIONS } from '../../src/schemas/feedback-write.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

type Status = (typeof FEEDBACK_STATUSES)[number];

describe.each(STORE_KINDS)('PATCH /v1/analytics/{projectId}/feedback/{id} (%s)', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { analyticsPerOrg: { points: 100_000, duration: 3600 } });
  });
  afterAll(() => t.close());

  async function entry(status: Status, projectId = t.a.projectId): Promise<string> {
    const id = `fb-${kind}-${n++}`;
    await importFeedback(
      t.store.db,
      projectId,
      JSON.stringify({ id, path: '/p', comment: 'c', source: 'contextual', helpful: false, status }),
    );
    return id;
  }

  const patch = (id: string, body: unknown, key = t.a.adminKey, projectId = t.a.projectId) =>
    Promise.resolve(
      t.app.request(`/v1/analytics/${projectId}/feedback/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  async function statusOf(id: string): Promise<string | undefined> {
    const res = await t.get(`/v1/analytics/${t.a.projectId}/feedback?limit=100`, t.a.adminKey);
    const list = (await res.json()) as { feedback: { id: string; status: string }[] };
    return list.feedback.find((e) => e.id === id)?.status;
  }

  const moves = FEEDBACK_STATUSES.flatMap((from) => FEEDBACK_STATUSES.map((to) => [from, to] as const));

  it.each(moves)('%s → %s follows the documented transitions', async (from, to) => {
    const id = await entry(from);
    const res = await patch(id, { status: to });
    const allowed = from === to || FEEDBACK_TRANSITIONS[from].includes(to);
    if (allowed) {
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, status: to, source: 'contextual' });
      expect(await statusOf(id)).toBe(to);
    } else {
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: string; details: { message: string }[] };
      expect(body.error).toBe('Status change not allowed');
      expect(body.details[0]!.message).toContain(`${from} can move to`);
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('documents the transitions: everything is reachable, and every state can be left', () => {
    for (const s of FEEDBACK_STATUSES) expect(FEEDBACK_TRANSITIONS[s].length).toBeGreaterThan(0);
    const reachable = new Set<Status>(['pending']);
    for (let i = 0; i < 4; i++)
      for (const s of reachable) FEEDBACK_TRANSITIONS[s].forEach((x) => reachable.add(x));
    expect([...reachable].sort()).toEqual([...FEEDBACK_STATUSES].sort());
  });

  it('is in the OpenAPI document with its transitions and error answers', async () => {
    const doc = (await (await t.get('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths['/v1/analytics/{projectId}/feedback/{id}']!.patch!;
    expect(op.description).toContain('`resolved` → `in_progress`');
    expect(Object.keys(op.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
      '500',
    ]);
    const post = doc.paths['/discovery/v1/feedback/{domain}']!.post!;
    expect(Object.keys(post.responses).sort()).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '413',
      '429',
      '500',
    ]);
  });

  it('refuses a bad body with the error body and changes nothing', async () => {
    const id = await entry('pending');
    for (const body of [{ status: 'done' }, {}, { status: 'resolved', comment: 'x' }, 'nope', [1]]) {
      const res = await patch(id, body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { error: string; details: unknown[] };
      expect(typeof error.error).toBe('string');
      expect(Array.isArray(error.details)).toBe(true);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('keeps tenants apart: another organization’s entry or project is not found', async () => {
    const theirs = await entry('pending', t.b.projectId);
    const mine = await entry('pending');
    const notFound = [
      await patch(theirs, { status: 'resolved' }),
      await patch('no-such-entry', { status: 'resolved' }),
      await patch(theirs, { status: 'resolved' }, t.a.adminKey, t.b.projectId),
      await patch(mine, { status: 'resolved' }, t.b.adminKey, t.a.projectId),
    ];
    for (const res of notFound) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toMatch(/not found/);
    }
    expect((await patch(mine, { status: 'resolved' }, t.a.assistantKey)).status).toBe(403);
    expect(await statusOf(mine)).toBe('pending');
    const b = await t.get(`/v1/analytics/${t.b.projectId}/feedback`, t.b.adminKey);
    expect(((await b.json()) as { feedback: { status: string }[] }).feedback[0]!.status).toBe('pending');
  });

  it('moves an entry once when two triagers race', async () => {
    const id = await entry('pending');
    const [x, y] = await Promise.all([patch(id, { status: 'resolved' }), patch(id, { status: 'dismissed' })]);
    // One wins; the other now starts from the winner's state, where its move is not allowed.
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(['resolved', 'dismissed']).toContain(await statusOf(id));
  });
});

describe('PATCH feedback counts against the analytics limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { analyticsPerOrg: { points: 2, duration: 3600 } });
  });
  afterAll(() => t.close());

  it('shares the budget of the organization’s analytics requests', async () => {
    await importFeedback(
      t.store.db,
      t.a.projectId,
      JSON.stringify({ id: 'fb-1', path: '/p', comment: null, source: 'agent', status: 'pending' }),
    );
    const patch = () =>
      Promise.resolve(
        t.app.request(`/v1/analytics/${t.a.projectId}/feedback/fb-1`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${t.a.adminKey}` },
          body: JSON.stringify({ status: 'in_progress' }),
        }),
      );
    expect((await patch()).status).toBe(200);
    expect((await t.get(`/v1/analytics/${t.a.projectId}/feedback`, t.a.adminKey)).status).toBe(200);
    const limited = await patch();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toBe('Rate limit exceeded');
  });
});
