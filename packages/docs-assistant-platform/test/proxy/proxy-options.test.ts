import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantProxy, nodeSocketAddress, type AssistantProxyOptions } from 'docs-assistant/server';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';
import { askBody } from '../helpers/ui-stream.js';

/** An upstream that answers every question with one short stream and notes what it was sent. */
function recordingUpstream() {
  const seen: { headers: Headers; body: unknown }[] = [];
  const app = new Hono();
  app.post('/discovery/v2/assistant/:domain/message', async (c) => {
    seen.push({ headers: c.req.raw.headers, body: await c.req.json() });
    return c.body('data: {"type":"start"}\n\ndata: {"type":"finish"}\n\ndata: [DONE]\n\n', 200, {
      'content-type': 'text/event-stream',
    });
  });
  return { app, seen };
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Node's HTTP client, which (unlike `fetch`) sends the `Host` a browser would for another site. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown }) {
  return new Promise<Reply>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'POST',
        headers: { ...(body && { 'content-type': 'application/json' }), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('reference proxy options, over HTTP on loopback', () => {
  let upstream: ReturnType<typeof recordingUpstream>;
  let upstreamServer: Loopback;
  const servers: Loopback[] = [];

  beforeAll(async () => {
    upstream = recordingUpstream();
    upstreamServer = await listenOnLoopback(upstream.app.fetch);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await upstreamServer.close();
  });

  /** Serves a proxy as Node does: the socket's address is the visitor's unless `clientIp` says otherwise. */
  async function serveProxy(options: Partial<AssistantProxyOptions> = {}) {
    const proxy = createAssistantProxy({
      upstream: upstreamServer.url,
      assistantKey: 'da_asst_secret',
      domain: 'docs',
      ...options,
    });
    const server = await listenOnLoopback((request, env) =>
      proxy(request, options.clientIp ? {} : { clientIp: nodeSocketAddress(env) }),
    );
    servers.push(server);
    return `${server.url}/api/assistant`;
  }

  const lastSent = () => upstream.seen.at(-1)!;

  it('fails at construction, with a message naming the option, without upstream, key or domain', () => {
    const valid = { upstream: 'https://assistant.example', assistantKey: 'da_asst_x', domain: 'docs' };
    for (const name of ['upstream', 'assistantKey', 'domain'] as const) {
      expect(() => createAssistantProxy({ ...valid, [name]: undefined } as never)).toThrow(
        new TypeError(`createAssistantProxy: \`${name}\` is required (got undefined)`),
      );
      expect(() => createAssistantProxy({ ...valid, [name]: ' ' })).toThrow(`\`${name}\` is required`);
    }
    expect(() => createAssistantProxy({ ...valid, upstream: '/api' })).toThrow(
      'createAssistantProxy: `upstream` must be an absolute URL (got "/api")',
    );
    expect(() => createAssistantProxy({ ...valid, perVisitor: { points: 0, duration: 60 } })).toThrow(
      'createAssistantProxy: `perVisitor` needs points >= 1 and duration > 0 seconds',
    );
  });

  it('answers GET and other methods with 405 in the error body', async () => {
    const url = await serveProxy();
    const before = upstream.seen.length;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const reply = await send(url, { method });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe('POST, OPTIONS');
      expect(JSON.parse(reply.body)).toEqual({
        error: 'Method not allowed',
        details: [{ message: 'Use POST' }],
      });
    }
    expect(upstream.seen.length).toBe(before);
  });

  it("takes the site's own pages by their Host, whatever the host is called", async () => {
    const url = await serveProxy();
    const ownPage = await send(url, {
      headers: { host: 'docs.example.com', origin: 'https://docs.example.com' },
      body: askBody('hi'),
    });
    expect(ownPage.status).toBe(200);
    expect(ownPage.headers['access-control-allow-origin']).toBeUndefined();
    const otherSite = await send(url, {
      headers: { host: 'docs.example.com', origin: 'https://other.example.com' },
      body: askBody('hi'),
    });
    expect(otherSite.status).toBe(403);
    expect(JSON.parse(otherSite.body)).toEqual({
      error: 'Origin not allowed',
      details: [{ message: 'https://other.example.com may not call this assistant' }],
    });
  });

  it('believes X-Forwarded-Host (and keeps X-Forwarded-For) only behind a trusted proxy', async () => {
    const forwarded = {
      host: 'internal:3000',
      origin: 'https://docs.example.com',
      'x-forwarded-host': 'docs.example.com',
      'x-forwarded-for': '203.0.113.9',
    };
    const direct = await serveProxy();
    expect((await send(direct, { headers: forwarded, body: askBody('hi') })).status).toBe(403);

    const behindProxy = await serveProxy({ trustProxy: true });
    const reply = await send(behindProxy, { headers: forwarded, body: askBody('hi') });
    expect(reply.status).toBe(200);
    expect(lastSent().headers.get('x-forwarded-for')).toBe('203.0.113.9, 127.0.0.1');

    // A visitor's own X-Forwarded-For is not passed on when nothing trusted wrote it.
    const spoofed = await send(direct, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: askBody('hi'),
    });
    expect(spoofed.status).toBe(200);
    expect(lastSent().headers.get('x-forwarded-for')).toBe('127.0.0.1');
  });

  it('takes the visitor address from clientIp, forwards it and limits each visitor by it', async () => {
    const url = await serveProxy({
      clientIp: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
      perVisitor: { points: 1, duration: 60 },
    });
    const ask = (ip: string) => send(url, { headers: { 'cf-connecting-ip': ip }, body: askBody('hi') });
    expect((await ask('198.51.100.7')).status).toBe(200);
    expect(lastSent().headers.get('x-forwarded-for')).toBe('198.51.100.7');
    const limited = await ask('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body)).toMatchObject({ error: 'Rate limit exceeded' });
    expect((await ask('198.51.100.8')).status).toBe(200);
    expect(lastSent().headers.get('x-forwarded-for')).toBe('198.51.100.8');
  });

  it('sends the validated body upstream, anonymous when the client sends no fp', async () => {
    const url = await serveProxy();
    const { fp: _fp, ...withoutFp } = askBody('hi');
    const reply = await send(url, { body: { ...withoutFp, id: 'chat-1', trigger: 'submit-message' } });
    expect(reply.status).toBe(200);
    expect(lastSent().body).toEqual({
      fp: 'anonymous',
      messages: withoutFp.messages,
      retrievalPageSize: 5,
    });
    expect((await send(url, { body: { ...askBody('hi'), fp: '' } })).status).toBe(400);
  });
});
