import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createAssistantProxy } from 'docs-assistant/server';
import { assistantProxyRoute } from 'docs-assistant/server/hono';
import { createTestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { listenOnLoopback } from '../helpers/loopback.js';
import { askBody, readChunks } from '../helpers/ui-stream.js';

interface Entry {
  id: string;
  source: string;
  [field: string]: unknown;
}

let n = 0;
const clientId = () => `proxy-client-${(n++).toString().padStart(6, '0')}`;

/** The platform API on loopback and a site mounting the reference proxy at /api/assistant. */
async function stack(
  limits: Parameters<typeof createTestApp>[1] = {},
  perVisitor?: { points: number; duration: number },
) {
  const api = await createTestApp('pglite', limits, { trustProxy: true });
  const apiServer = await listenOnLoopback(api.app.fetch);
  const site = new Hono();
  site.route(
    '/api/assistant',
    assistantProxyRoute({
      upstream: apiServer.url,
      assistantKey: api.a.assistantKey,
      domain: api.a.domain,
      allowedOrigins: ['https://partner.example'],
      perVisitor,
    }),
  );
  const siteServer = await listenOnLoopback(site.fetch);
  const feedback = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${siteServer.url}/api/assistant/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const listed = async () => {
    const res = await api.get(`/v1/analytics/${api.a.projectId}/feedback?limit=100`, api.a.adminKey);
    return ((await res.json()) as { feedback: Entry[] }).feedback;
  };
  return {
    api,
    siteUrl: siteServer.url,
    feedback,
    listed,
    close: async () => {
      await siteServer.close();
      await apiServer.close();
      await api.close();
    },
  };
}

describe('reference proxy: feedback', () => {
  let s: Awaited<ReturnType<typeof stack>>;
  beforeAll(async () => {
    s = await stack({ analyticsPerOrg: { points: 100_000, duration: 3600 } });
    await ingestDocs(s.api.store.db, s.api.a.projectId, FIXTURE_DOCS);
  });
  afterAll(() => s.close());

  it('forwards thumbs on an answer asked through the proxy, with the key kept on the server', async () => {
    const asked = await fetch(`${s.siteUrl}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(askBody('how do I install the cli?')),
    });
    const threadId = asked.headers.get('x-thread-id')!;
    const start = (await readChunks(asked)).chunks.find((c) => c.type === 'start') as unknown as {
      messageId: string;
    };
    const body = {
      source: 'thumbs',
      clientId: clientId(),
      path: '/install',
      helpful: false,
      comment: 'Out of date',
      threadId,
      messageId: start.messageId,
    };
    // The browser's own Authorization is never passed on: the entry lands in the proxy's domain.
    const res = await s.feedback(body, { authorization: `Bearer ${s.api.b.assistantKey}` });
    expect(res.status).toBe(201);
    const entry = (await res.json()) as Entry;
    expect(entry).toMatchObject({
      source: 'contextual',
      helpful: false,
      threadId,
      messageId: start.messageId,
    });
    expect((await s.listed()).find((e) => e.id === entry.id)).toEqual(entry);

    const again = await s.feedback(body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Entry).id).toBe(entry.id);
  });

  it('forwards page ratings and code reports', async () => {
    const page = await s.feedback({ source: 'page', clientId: clientId(), path: '/a', helpful: true });
    expect(page.status).toBe(201);
    expect(await page.json()).toMatchObject({ source: 'contextual', helpful: true });
    const code = await s.feedback({
      source: 'code',
      clientId: clientId(),
      path: '/a',
      code: 'npm i',
      lang: 'sh',
    });
    expect(code.status).toBe(201);
    expect(await code.json()).toMatchObject({ source: 'code_snippet', code: 'npm i', lang: 'sh' });
  });

  it('refuses a bad body in the error body before calling the API', async () => {
    const before = (await s.listed()).length;
    const bad = await s.feedback({ source: 'page', clientId: 'short', path: '/a', helpful: true });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { message: string }[] }).details[0]!.message).toMatch(
      /^clientId/,
    );
    expect((await s.feedback('{')).status).toBe(400);
    const huge = await s.feedback({
      source: 'page',
      clientId: clientId(),
      path: '/a',
      helpful: true,
      comment: 'x'.repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await s.listed()).length).toBe(before);
  });

  it('passes the API’s refusals through: thumbs on an unknown answer', async () => {
    const res = await s.feedback({
      source: 'thumbs',
      clientId: clientId(),
      path: '/a',
      helpful: true,
      threadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      messageId: '01ARZ3NDEKTSV4RRFFQ69G5FAW',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Answer not found' });
  });

  it('applies the origin rules of the proxy', async () => {
    const body = { source: 'page', clientId: clientId(), path: '/a', helpful: true };
    const foreign = await s.feedback(body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const partner = await s.feedback(body, { origin: 'https://partner.example' });
    expect(partner.status).toBe(201);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const get = await fetch(`${s.siteUrl}/api/assistant/feedback`);
    expect(get.status).toBe(405);
  });

  it('answers 502 in the error body when the API is unreachable', async () => {
    const proxy = createAssistantProxy({ upstream: 'http://127.0.0.1:9', assistantKey: 'k', domain: 'd' });
    const res = await proxy(
      new Request('http://site.test/api/assistant/feedback', {
        method: 'POST',
        body: JSON.stringify({ source: 'page', clientId: clientId(), path: '/a', helpful: true }),
      }),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'Assistant unavailable' });
  });
});

describe('reference proxy: feedback limits', () => {
  it('limits each visitor at the proxy', async () => {
    const s = await stack({}, { points: 1, duration: 3600 });
    try {
      const body = () => ({ source: 'page', clientId: clientId(), path: '/a', helpful: true });
      expect((await s.feedback(body())).status).toBe(201);
      const limited = await s.feedback(body());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ error: 'Rate limit exceeded' });
    } finally {
      await s.close();
    }
  });

  it('passes the API’s per-visitor limit back with Retry-After', async () => {
    const s = await stack({ feedbackPerIp: { points: 1, duration: 3600 } });
    try {
      const body = () => ({ source: 'page', clientId: clientId(), path: '/a', helpful: true });
      expect((await s.feedback(body())).status).toBe(201);
      const limited = await s.feedback(body());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const error = (await limited.json()) as { details: { message: string }[] };
      expect(error.details[0]!.message).toMatch(/per IP address/);
    } finally {
      await s.close();
    }
  });
});
