import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThread, insertMessage } from '../../src/store/threads.js';
import { createTestApp, type TestApp, type Tenant } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

interface Entry {
  id: string;
  source: string;
  status: string;
  path: string;
  comment: string | null;
  [field: string]: unknown;
}

let counter = 0;
/** A fresh client id per post, as the element makes one per rating. */
const clientId = () => `client-${Date.now().toString(36)}-${(counter++).toString().padStart(6, '0')}`;

async function answerIn(t: TestApp, tenant: Tenant) {
  const { threadId } = await createThread(t.store.db, { projectId: tenant.projectId, fp: 'fp' });
  const question = await insertMessage(t.store.db, {
    threadId,
    projectId: tenant.projectId,
    role: 'user',
    content: 'How do I install it?',
  });
  const answer = await insertMessage(t.store.db, {
    threadId,
    projectId: tenant.projectId,
    role: 'assistant',
    content: 'Run npm install.',
    replyTo: question,
  });
  return { threadId, questionId: question, messageId: answer };
}

describe.each(STORE_KINDS)('POST /discovery/v1/feedback/{domain} (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { analyticsPerOrg: { points: 100_000, duration: 3600 } });
  });
  afterAll(() => t.close());

  function post(
    body: unknown,
    opts: { key?: string | null; domain?: string; ip?: string } = {},
  ): Promise<Response> {
    const key = opts.key === undefined ? t.a.assistantKey : opts.key;
    return Promise.resolve(
      t.app.request(`/discovery/v1/feedback/${opts.domain ?? t.a.domain}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  }

  async function listed(tenant: Tenant = t.a): Promise<Entry[]> {
    const res = await t.get(`/v1/analytics/${tenant.projectId}/feedback?limit=100`, tenant.adminKey);
    expect(res.status).toBe(200);
    return ((await res.json()) as { feedback: Entry[] }).feedback;
  }

  it('records a page rating as contextual feedback, listed as posted', async () => {
    const res = await post({
      source: 'page',
      clientId: clientId(),
      path: '/guides/install',
      helpful: false,
      comment: 'The Windows steps are missing.',
      contact: 'reader@example.com',
    });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as Entry;
    expect(entry).toMatchObject({
      source: 'contextual',
      status: 'pending',
      path: '/guides/install',
      helpful: false,
      comment: 'The Windows steps are missing.',
      contact: 'reader@example.com',
    });
    expect(entry.id).toMatch(/^[0-9A-Z]{26}$/);
    expect((await listed()).find((e) => e.id === entry.id)).toEqual(entry);
  });

  it('records a code report as code_snippet feedback', async () => {
    const res = await post({
      source: 'code',
      clientId: clientId(),
      path: '/api/client',
      code: 'client.connect({ retries: 3 })',
      filename: 'connect.ts',
      lang: 'ts',
      comment: 'retries is not an option any more',
    });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as Entry;
    expect(entry).toMatchObject({
      source: 'code_snippet',
      code: 'client.connect({ retries: 3 })',
      filename: 'connect.ts',
      lang: 'ts',
      comment: 'retries is not an option any more',
    });
    expect((await listed()).find((e) => e.id === entry.id)).toEqual(entry);
  });

  it('records thumbs on an answer, tied to its thread and message; a reason makes it contextual', async () => {
    const answer = await answerIn(t, t.a);
    const plain = await post({
      source: 'thumbs',
      clientId: clientId(),
      path: '/guides/install',
      helpful: true,
      threadId: answer.threadId.toLowerCase(),
      messageId: answer.messageId,
    });
    expect(plain.status).toBe(201);
    expect(await plain.json()).toMatchObject({
      source: 'thumbs_only',
      helpful: true,
      threadId: answer.threadId,
      messageId: answer.messageId,
      comment: null,
    });
    const reasoned = await post({
      source: 'thumbs',
      clientId: clientId(),
      path: '/guides/install',
      helpful: false,
      comment: 'Not accurate',
      threadId: answer.threadId,
      messageId: answer.messageId,
    });
    expect(reasoned.status).toBe(201);
    const entry = (await reasoned.json()) as Entry;
    expect(entry).toMatchObject({
      source: 'contextual',
      helpful: false,
      comment: 'Not accurate',
      threadId: answer.threadId,
    });
    const thumbs = (await listed()).filter((e) => e.threadId === answer.threadId);
    expect(thumbs.map((e) => e.source).sort()).toEqual(['contextual', 'thumbs_only']);
  });

  it('is idempotent by clientId: a repeat answers 200 with the first entry, unchanged', async () => {
    const id = clientId();
    const body = { source: 'page', clientId: id, path: '/a', helpful: true };
    const first = await post(body);
    expect(first.status).toBe(201);
    const entry = (await first.json()) as Entry;
    const again = await post({ ...body, helpful: false, comment: 'changed my mind' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(entry);
    expect((await listed()).filter((e) => e.id === entry.id)).toHaveLength(1);
    expect((await listed()).filter((e) => e.path === '/a')).toHaveLength(1);
  });

  it('writes one entry when the same post arrives several times at once', async () => {
    const body = { source: 'page', clientId: clientId(), path: '/concurrent', helpful: true };
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as Entry).id)));
    expect(ids.size).toBe(1);
    expect((await listed()).filter((e) => e.path === '/concurrent')).toHaveLength(1);
  });

  it('keeps client ids per project: the same id in another domain is another entry', async () => {
    const id = clientId();
    const a = await post({ source: 'page', clientId: id, path: '/shared-id', helpful: true });
    const b = await post(
      { source: 'page', clientId: id, path: '/shared-id', helpful: false },
      { key: t.b.assistantKey, domain: t.b.domain },
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(((await a.json()) as Entry).id).not.toBe(((await b.json()) as Entry).id);
    expect((await listed(t.b)).filter((e) => e.path === '/shared-id')).toHaveLength(1);
  });

  const ok = { source: 'page', path: '/p', helpful: true };
  const invalid: [string, unknown, RegExp][] = [
    ['no source', { clientId: 'x'.repeat(20), path: '/p', helpful: true }, /source/],
    ['an unknown source', { ...ok, source: 'stars', clientId: 'x'.repeat(20) }, /source/],
    ['no clientId', ok, /clientId/],
    ['a short clientId', { ...ok, clientId: 'abc' }, /clientId/],
    ['a clientId with spaces', { ...ok, clientId: 'a b c d e f g h i j k' }, /clientId/],
    ['no path', { source: 'page', helpful: true, clientId: 'x'.repeat(20) }, /path/],
    ['a relative path', { ...ok, path: 'guides', clientId: 'x'.repeat(20) }, /path/],
    ['a long path', { ...ok, path: `/${'a'.repeat(300)}`, clientId: 'x'.repeat(20) }, /path/],
    ['helpful as a string', { ...ok, helpful: 'yes', clientId: 'x'.repeat(20) }, /helpful/],
    ['a contact that is not an e-mail', { ...ok, contact: 'me', clientId: 'x'.repeat(20) }, /contact/],
    ['a huge comment', { ...ok, comment: 'a'.repeat(5001), clientId: 'x'.repeat(20) }, /comment/],
    ['an unknown field', { ...ok, rating: 5, clientId: 'x'.repeat(20) }, /rating/],
    [
      'thumbs without a message',
      {
        source: 'thumbs',
        path: '/p',
        helpful: true,
        threadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        clientId: 'x'.repeat(20),
      },
      /messageId/,
    ],
    [
      'thumbs with a thread id that is no ULID',
      {
        source: 'thumbs',
        path: '/p',
        helpful: true,
        threadId: 'thread-1',
        messageId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        clientId: 'x'.repeat(20),
      },
      /threadId/,
    ],
    [
      'a code report without code',
      { source: 'code', path: '/p', code: '', clientId: 'x'.repeat(20) },
      /code/,
    ],
    ['an array', [ok], /./],
    ['not JSON', '{"source":', /./],
  ];

  it.each(invalid)('refuses %s with the error body and stores nothing', async (_, body, detail) => {
    const before = (await listed()).length;
    const res = await post(body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: string; details: { message: string }[] };
    expect(typeof error.error).toBe('string');
    expect(Array.isArray(error.details)).toBe(true);
    expect(error.details.map((d) => d.message).join('\n') || error.error).toMatch(detail);
    expect((await listed()).length).toBe(before);
  });

  it('strips NUL characters rather than failing on them', async () => {
    const res = await post({ ...ok, clientId: clientId(), comment: 'a\u0000b' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Entry).comment).toBe('ab');
  });

  it('answers a key of another organization, or an unknown domain, as a missing domain', async () => {
    const body = { ...ok, clientId: clientId() };
    for (const res of [
      await post(body, { key: t.b.assistantKey }),
      await post(body, { domain: 'nowhere.example' }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Domain not found', details: [] });
    }
    expect((await post(body, { key: null })).status).toBe(401);
    expect((await post(body, { key: t.a.adminKey })).status).toBe(403);
  });

  it('refuses thumbs on another project’s thread, or on anything but an answer of the thread', async () => {
    const mine = await answerIn(t, t.a);
    const theirs = await answerIn(t, t.b);
    const thumbs = (threadId: string, messageId: string) =>
      post({ source: 'thumbs', clientId: clientId(), path: '/p', helpful: false, threadId, messageId });
    const before = (await listed()).length;
    for (const res of [
      await thumbs(theirs.threadId, theirs.messageId),
      await thumbs(mine.threadId, theirs.messageId),
      await thumbs(mine.threadId, mine.questionId),
      await thumbs('01ARZ3NDEKTSV4RRFFQ69G5FAV', mine.messageId),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('Answer not found');
    }
    expect((await listed()).length).toBe(before);
    expect((await listed(t.b)).some((e) => e.threadId === theirs.threadId)).toBe(false);
  });
});

describe('feedback rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      feedbackPerIp: { points: 2, duration: 3600 },
      feedbackPerOrg: { points: 5, duration: 3600 },
    });
  });
  afterAll(() => t.close());

  const post = (ip: string, key = t.a.assistantKey, domain = t.a.domain) =>
    Promise.resolve(
      t.app.request(`/discovery/v1/feedback/${domain}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${key}`,
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ source: 'page', clientId: clientId(), path: '/p', helpful: true }),
      }),
    );

  it('limits each visitor, then each organization, with Retry-After and the error body', async () => {
    expect((await post('192.0.2.1')).status).toBe(201);
    const second = await post('192.0.2.1');
    expect(second.status).toBe(201);
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    const limited = await post('192.0.2.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited.json()) as { error: string; details: { message: string }[] };
    expect(body.error).toBe('Rate limit exceeded');
    expect(body.details[0]!.message).toMatch(/per IP address/);

    // Other visitors of the organization go on until its own budget (5, the limited post included) runs out.
    expect((await post('192.0.2.2')).status).toBe(201);
    expect((await post('192.0.2.3')).status).toBe(201);
    const orgLimited = await post('192.0.2.4');
    expect(orgLimited.status).toBe(429);
    expect(((await orgLimited.json()) as { details: { message: string }[] }).details[0]!.message).toMatch(
      /per organization/,
    );
    // Another organization has its own.
    expect((await post('192.0.2.5', t.b.assistantKey, t.b.domain)).status).toBe(201);
  });
});
