import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createAssistantProxy } from 'docs-assistant/server';
import { assistantProxyRoute } from 'docs-assistant/server/hono';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';
import { askBody, readChunks, textOf } from '../helpers/ui-stream.js';

/** An upstream that streams numbered events slowly, and notes what it was sent. */
function slowUpstream() {
  const seen: { headers: Headers; body: string }[] = [];
  let resolveCancelled!: () => void;
  const cancelled = new Promise<void>((r) => (resolveCancelled = r));
  const app = new Hono();
  app.post('/discovery/v2/assistant/:domain/message', async (c) => {
    seen.push({ headers: c.req.raw.headers, body: await c.req.text() });
    let n = 0;
    let timer: ReturnType<typeof setInterval>;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => {
          controller.enqueue(
            new TextEncoder().encode(`data: {"type":"text-delta","id":"t","delta":"${n++} "}\n\n`),
          );
          if (n === 40) {
            clearInterval(timer);
            controller.enqueue(new TextEncoder().encode('data: [DONE]\n\n'));
            controller.close();
          }
        }, 25);
      },
      cancel() {
        clearInterval(timer);
        resolveCancelled();
      },
    });
    return c.body(stream, 200, {
      'content-type': 'text/event-stream',
      'x-thread-id': 'T1',
      'x-thread-key': 'K1',
      'set-cookie': 'up=1',
    });
  });
  return { app, seen, cancelled };
}

describe('reference proxy', () => {
  let api: TestApp;
  let apiServer: Loopback;
  let proxyServer: Loopback;

  beforeAll(async () => {
    api = await createTestApp('pglite', {}, { trustProxy: true });
    await ingestDocs(api.store.db, api.a.projectId, FIXTURE_DOCS);
    apiServer = await listenOnLoopback(api.app.fetch);
    const site = new Hono();
    site.route(
      '/api/assistant',
      assistantProxyRoute({
        upstream: apiServer.url,
        assistantKey: api.a.assistantKey,
        domain: api.a.domain,
        allowedOrigins: ['https://partner.example'],
      }),
    );
    proxyServer = await listenOnLoopback(site.fetch);
  });
  afterAll(async () => {
    await proxyServer.close();
    await apiServer.close();
    await api.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${proxyServer.url}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers through the platform API with the key kept on the server, threads included', async () => {
    const first = await post(askBody('how do I install the cli?'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/event-stream');
    expect(first.headers.get('cache-control')).toBe('no-cache, no-transform');
    const threadId = first.headers.get('x-thread-id')!;
    const threadKey = first.headers.get('x-thread-key')!;
    expect(threadId).toBeTruthy();
    const { chunks, done } = await readChunks(first);
    expect(done).toBe(true);
    expect(textOf(chunks)).toContain('npm install -g acme-cli');

    const follow = await post(askBody('and deploy?', { threadId, threadKey }));
    const finish = (await readChunks(follow)).chunks.at(-1);
    expect(finish).toMatchObject({ type: 'finish', threadId });
  });

  it('validates before calling upstream, and passes upstream errors through', async () => {
    const bad = await post({ fp: 'x', messages: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { message: string }[] }).details[0]!.message).toMatch(
      /^messages/,
    );
    expect((await post('{')).status).toBe(400);
    expect((await post(askBody('x'.repeat(1024 * 1024)))).status).toBe(413);
    const wrongThread = await post(askBody('hi', { threadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', threadKey: 'k' }));
    expect(wrongThread.status).toBe(404);
    expect(await wrongThread.json()).toMatchObject({ error: 'Thread not found' });
  });

  it('answers 502 in the error body when upstream is unreachable', async () => {
    const proxy = createAssistantProxy({ upstream: 'http://127.0.0.1:9', assistantKey: 'k', domain: 'd' });
    const res = await proxy(
      new Request('http://site.test/api/assistant', { method: 'POST', body: JSON.stringify(askBody('hi')) }),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: 'Assistant unavailable',
      details: [{ message: 'The assistant service could not be reached' }],
    });
  });

  it('allows same-origin and listed origins only, and answers preflights', async () => {
    const preflight = await fetch(`${proxyServer.url}/api/assistant`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const partner = await post(askBody('hi'), { origin: 'https://partner.example' });
    expect(partner.headers.get('access-control-expose-headers')).toMatch(/X-Thread-Id, X-Thread-Key/);
    await partner.text();
    const same = await post(askBody('hi'), { origin: proxyServer.url });
    expect(same.status).toBe(200);
    await same.text();
    const evil = await post(askBody('hi'), { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(
      (
        await fetch(`${proxyServer.url}/api/assistant`, {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('streams as it arrives, forwards no browser credentials, and aborts upstream when the visitor leaves', async () => {
    const upstream = slowUpstream();
    const upstreamServer = await listenOnLoopback(upstream.app.fetch);
    const site = new Hono();
    site.route(
      '/chat',
      assistantProxyRoute({ upstream: upstreamServer.url, assistantKey: 'da_asst_secret', domain: 'docs' }),
    );
    const siteServer = await listenOnLoopback(site.fetch);
    try {
      const abort = new AbortController();
      const res = await fetch(`${siteServer.url}/chat`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer browser-token',
          cookie: 'session=s3cret',
          'x-forwarded-for': '6.6.6.6',
        },
        body: JSON.stringify(askBody('hi')),
        signal: abort.signal,
      });
      expect(res.headers.get('x-thread-id')).toBe('T1');
      expect(res.headers.get('x-thread-key')).toBe('K1');
      expect(res.headers.get('set-cookie')).toBeNull();
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      // The first read starts with the first event and ends long before the last: it was passed on
      // as the upstream wrote it (a busy machine may join a few events into one read).
      expect(first.startsWith('data: {"type":"text-delta","id":"t","delta":"0 "}\n\n')).toBe(true);
      expect(first).not.toContain('[DONE]');
      abort.abort();
      await upstream.cancelled;

      const sent = upstream.seen[0]!;
      expect(sent.headers.get('authorization')).toBe('Bearer da_asst_secret');
      expect(sent.headers.get('cookie')).toBeNull();
      expect(sent.headers.get('x-forwarded-for')).toBe('127.0.0.1');
      expect(JSON.parse(sent.body)).toMatchObject({
        fp: 'anonymous',
        messages: [{ role: 'user', parts: [{ type: 'text', text: 'hi' }] }],
      });
    } finally {
      await siteServer.close();
      await upstreamServer.close();
    }
  });

  it('limits each visitor when asked to', async () => {
    const proxy = createAssistantProxy({
      upstream: apiServer.url,
      assistantKey: api.a.assistantKey,
      domain: api.a.domain,
      perVisitor: { points: 1, duration: 60 },
    });
    const ask = (ip: string) =>
      proxy(
        new Request('http://site.test/api/assistant', {
          method: 'POST',
          body: JSON.stringify(askBody('hi')),
        }),
        { clientIp: ip },
      );
    const ok = await ask('198.51.100.7');
    expect(ok.status).toBe(200);
    await ok.text();
    const limited = await ask('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const other = await ask('198.51.100.8');
    expect(other.status).toBe(200);
    await other.text();
  });
});
