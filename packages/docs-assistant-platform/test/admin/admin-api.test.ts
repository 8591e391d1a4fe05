import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/admin/sessions.js';
import { revokeKey } from '../../src/store/keys.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { daysAgo, seedConversation, seedFeedback } from '../helpers/dashboard-seed.js';
import { STORE_KINDS } from '../helpers/store.js';

const ORIGIN = 'http://admin.test';

describe.each(STORE_KINDS)('the dashboard API (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const sessions = new SessionStore({ idleMs: 60_000, absoluteMs: 600_000, max: 3 }, () => clock);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { adminSessions: sessions });
  });
  afterAll(() => t.close());

  const request = (
    method: string,
    path: string,
    opts: { cookie?: string; body?: unknown; origin?: string | null; csrf?: string; host?: string } = {},
  ) =>
    Promise.resolve(
      t.app.request(`${ORIGIN}${path}`, {
        method,
        headers: {
          host: opts.host ?? 'admin.test',
          ...(opts.origin === null ? {} : { origin: opts.origin ?? ORIGIN }),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.csrf ? { 'x-csrf-token': opts.csrf } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      }),
    );

  async function signIn(key = t.a.adminKey) {
    const res = await request('POST', '/admin/api/session', { body: { key } });
    expect(res.status).toBe(201);
    const setCookie = res.headers.get('set-cookie')!;
    const session = (await res.json()) as {
      csrfToken: string;
      projects: { id: string }[];
      keyPrefix: string;
    };
    return { cookie: setCookie.split(';')[0]!, setCookie, session };
  }

  it('signs in with an admin key into an HttpOnly, SameSite=Strict cookie holding a random id, never the key', async () => {
    const { setCookie, cookie, session } = await signIn();
    expect(setCookie).toMatch(/^da_admin_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/admin/);
    // Plain HTTP on loopback: not Secure, or the browser would drop it.
    expect(setCookie).not.toMatch(/Secure/);
    expect(cookie).not.toContain(t.a.adminKey);
    expect(JSON.stringify(session)).not.toContain(t.a.adminKey.slice(9));
    expect(session.projects.map((p) => p.id)).toEqual([t.a.projectId]);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const res = await Promise.resolve(
      t.app.request('https://admin.test/admin/api/session', {
        method: 'POST',
        headers: { host: 'admin.test', origin: 'https://admin.test', 'content-type': 'application/json' },
        body: JSON.stringify({ key: t.a.adminKey }),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('refuses a wrong key, an assistant key and a revoked key with the error body', async () => {
    for (const key of [`${t.a.adminKey.slice(0, -4)}zzzz`, t.a.assistantKey, 'not a key']) {
      const res = await request('POST', '/admin/api/session', { body: { key } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'Invalid admin key', details: [expect.any(Object)] });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const bad = await request('POST', '/admin/api/session', { body: { key: 1 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Invalid request body' });
  });

  it('ends the session when its key is revoked', async () => {
    const { createKey } = await import('../../src/store/keys.js');
    const extra = await createKey(t.store.db, { kind: 'admin', orgId: t.a.orgId });
    const { cookie } = await signIn(extra.key);
    expect((await request('GET', '/admin/api/session', { cookie })).status).toBe(200);
    await revokeKey(t.store.db, extra.prefix);
    const res = await request('GET', '/admin/api/session', { cookie });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/da_admin_session=;/);
  });

  it('expires idle sessions and signs out by destroying the session', async () => {
    const first = await signIn();
    clock += 61_000;
    expect((await request('GET', '/admin/api/session', { cookie: first.cookie })).status).toBe(401);
    const second = await signIn();
    const out = await request('DELETE', '/admin/api/session', {
      cookie: second.cookie,
      csrf: second.session.csrfToken,
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/da_admin_session=;.*Max-Age=0/);
    // The old id is dead even if a copy of the cookie survives.
    expect((await request('GET', '/admin/api/session', { cookie: second.cookie })).status).toBe(401);
  });

  it('refuses state changes from another origin or without the CSRF token', async () => {
    const { cookie, session } = await signIn();
    const [entry] = await seedFeedback(t.store.db, t.a.projectId, [
      { source: 'contextual', path: '/p', helpful: false, at: daysAgo(1) },
    ]);
    const path = `/admin/api/projects/${t.a.projectId}/feedback/${entry}`;
    const body = { status: 'in_progress' };
    const foreign = await request('PATCH', path, {
      cookie,
      body,
      csrf: session.csrfToken,
      origin: 'http://evil.test',
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await request('PATCH', path, { cookie, body, csrf: session.csrfToken, origin: null });
    expect(noOrigin.status).toBe(403);
    const noToken = await request('PATCH', path, { cookie, body });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({ error: 'Missing or wrong CSRF token' });
    const signInElsewhere = await request('POST', '/admin/api/session', {
      body: { key: t.a.adminKey },
      origin: 'http://evil.test',
    });
    expect(signInElsewhere.status).toBe(403);
    const ok = await request('PATCH', path, { cookie, body, csrf: session.csrfToken });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: entry, status: 'in_progress' });
    // The documented transitions hold here too.
    await request('PATCH', path, { cookie, body: { status: 'resolved' }, csrf: session.csrfToken });
    const back = await request('PATCH', path, {
      cookie,
      body: { status: 'dismissed' },
      csrf: session.csrfToken,
    });
    expect(back.status).toBe(409);
  });

  it('answers another organization’s project like a missing one, on every route', async () => {
    const { cookie, session } = await signIn();
    const theirs = await seedConversation(t.store.db, t.b.projectId, [
      { question: 'Their question', answer: 'Their answer', answered: true, at: daysAgo(0) },
    ]);
    const [theirFeedback] = await seedFeedback(t.store.db, t.b.projectId, [
      { source: 'contextual', path: '/p', helpful: true, at: daysAgo(0) },
    ]);
    const missing = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    for (const projectId of [t.b.projectId, missing]) {
      for (const path of [
        `/conversations`,
        `/threads/${theirs.threadId}`,
        `/gaps`,
        `/stats`,
        `/feedback`,
        `/jobs`,
      ]) {
        const res = await request('GET', `/admin/api/projects/${projectId}${path}`, { cookie });
        expect(res.status, path).toBe(404);
        expect(await res.json()).toEqual({ error: 'Project not found', details: [] });
      }
      const patch = await request('PATCH', `/admin/api/projects/${projectId}/feedback/${theirFeedback}`, {
        cookie,
        csrf: session.csrfToken,
        body: { status: 'resolved' },
      });
      expect(patch.status).toBe(404);
    }
    // Their thread through our project: not found either.
    const cross = await request('GET', `/admin/api/projects/${t.a.projectId}/threads/${theirs.threadId}`, {
      cookie,
    });
    expect(cross.status).toBe(404);
    const anonymous = await request('GET', `/admin/api/projects/${t.a.projectId}/conversations`);
    expect(anonymous.status).toBe(401);
  });

  it('groups unanswered and thumbs-down questions by their stemmed terms', async () => {
    const { cookie } = await signIn();
    const q = (question: string, answered: boolean, at: Date) =>
      seedConversation(t.store.db, t.a.projectId, [{ question, answer: 'a', answered, at }]);
    await q('How do I deploy to Kubernetes?', false, daysAgo(2));
    await q('Deploying on kubernetes', false, daysAgo(1));
    await q('kubernetes deployment guide', false, daysAgo(1, 12));
    await q('Is there a dark theme?', false, daysAgo(3));
    const rated = await q('How do I rotate an API key?', true, daysAgo(1));
    await seedFeedback(t.store.db, t.a.projectId, [
      {
        source: 'contextual',
        path: '/keys',
        helpful: false,
        comment: 'Does not say where',
        threadId: rated.threadId,
        messageId: rated.answerIds[0],
        at: daysAgo(0),
      },
    ]);
    await q('How can I rotate API keys', false, daysAgo(4));
    await q('How do I install it?', true, daysAgo(1));
    const res = await request('GET', `/admin/api/projects/${t.a.projectId}/gaps?days=30`, { cookie });
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      groups: {
        label: string;
        terms: string[];
        count: number;
        unanswered: number;
        thumbsDown: number;
        questions: { text: string; comment: string | null }[];
      }[];
    };
    const kube = report.groups.find((g) => g.questions.some((q) => /kubernetes/i.test(q.text)))!;
    expect(kube.count).toBe(3);
    const keys = report.groups.find((g) => g.questions.some((q) => /rotate/i.test(q.text)))!;
    expect(keys).toMatchObject({ count: 2, unanswered: 1, thumbsDown: 1 });
    // Shown as the words readers wrote, not as stems.
    expect(keys.terms).toEqual(expect.arrayContaining(['rotate', 'key']));
    expect(keys.questions.map((q) => q.comment)).toContain('Does not say where');
    expect(report.groups.find((g) => /dark theme/.test(g.label))?.count).toBe(1);
    expect(report.groups.flatMap((g) => g.questions.map((q) => q.text))).not.toContain(
      'How do I install it?',
    );
    expect(report.groups[0]!.count).toBeGreaterThanOrEqual(report.groups.at(-1)!.count);
    const bad = await request('GET', `/admin/api/projects/${t.a.projectId}/gaps?days=9999`, { cookie });
    expect(bad.status).toBe(400);
  });

  it('counts questions per day, the answered rate and the top cited pages', async () => {
    const { cookie } = await signIn();
    const fresh = await createTestApp(kind);
    try {
      const sources = [{ url: 'https://docs.example.com/install', title: 'Install' }];
      await seedConversation(fresh.store.db, fresh.a.projectId, [
        { question: 'one', answer: 'a', answered: true, sources, at: daysAgo(1) },
        { question: 'two', answer: 'b', answered: false, at: daysAgo(1, 11) },
      ]);
      await seedConversation(fresh.store.db, fresh.a.projectId, [
        {
          question: 'three',
          answer: 'c',
          answered: true,
          sources: [...sources, { url: 'https://docs.example.com/keys', title: 'Keys' }],
          at: daysAgo(0, 0),
        },
      ]);
      const { projectStats } = await import('../../src/admin/stats.js');
      const stats = await projectStats(fresh.store.db, fresh.a.projectId, 7);
      expect(stats.perDay).toHaveLength(7);
      expect(stats.perDay.at(-2)).toMatchObject({ questions: 2, answered: 1 });
      expect(stats.perDay.at(-1)).toMatchObject({ questions: 1, answered: 1 });
      expect(stats).toMatchObject({ questions: 3, answered: 2 });
      expect(stats.answeredRate).toBeCloseTo(2 / 3);
      expect(stats.topPages).toEqual([
        { url: 'https://docs.example.com/install', title: 'Install', citations: 2 },
        { url: 'https://docs.example.com/keys', title: 'Keys', citations: 1 },
      ]);
    } finally {
      await fresh.close();
    }
    const res = await request('GET', `/admin/api/projects/${t.a.projectId}/stats?days=7`, { cookie });
    expect(res.status).toBe(200);
  });

  it('keeps at most its limit of sessions, dropping the least recently used', async () => {
    const all = [await signIn(), await signIn(), await signIn(), await signIn()];
    expect(sessions.size).toBeLessThanOrEqual(3);
    expect((await request('GET', '/admin/api/session', { cookie: all[0]!.cookie })).status).toBe(401);
    expect((await request('GET', '/admin/api/session', { cookie: all[3]!.cookie })).status).toBe(200);
  });

  it('serves the page under a strict CSP and its own bundle', async () => {
    const page = await request('GET', '/admin');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|https?:/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<style|style=/);
    expect(html).toContain('src="/admin/assets/admin.js"');
  });
});
