import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { askBody, readChunks } from '../helpers/ui-stream.js';
import { listenOnLoopback } from '../helpers/loopback.js';

describe('assistant limits, CORS and client options', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('limits per organization per hour', async () => {
    t = await createTestApp('pglite', { assistantPerOrg: { points: 2, duration: 3600 } });
    for (let i = 0; i < 2; i++) expect((await t.ask(askBody('hi'))).status).toBe(200);
    const limited = await t.ask(askBody('hi'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-limit')).toBe('2');
    const body = (await limited.json()) as { details: { message: string }[] };
    expect(body.details[0]!.message).toMatch(/per organization: at most 2 requests per hour/);
  });

  it('limits per IP per day, reading the right-most X-Forwarded-For entry behind a trusted proxy', async () => {
    t = await createTestApp(
      'pglite',
      { assistantPerIp: { points: 1, duration: 86_400 } },
      { trustProxy: true },
    );
    // The proxy appends the address it saw; the entries before it are the visitor's to forge.
    const from = (ip: string) =>
      t!.ask(askBody('hi'), {
        headers: { 'x-forwarded-for': `198.51.100.${(Math.random() * 250) | 0}, ${ip}` },
      });
    expect((await from('203.0.113.1')).status).toBe(200);
    const limited = await from('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { details: { message: string }[] }).details[0]!.message).toMatch(
      /per IP address.*per day/,
    );
    expect((await from('203.0.113.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a socket without a trusted proxy', async () => {
    t = await createTestApp('pglite', { assistantPerIp: { points: 1, duration: 86_400 } });
    const server = await listenOnLoopback(t.app.fetch);
    try {
      const from = (ip: string) =>
        fetch(`${server.url}/discovery/v2/assistant/${t!.a.domain}/message`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${t!.a.assistantKey}`,
            'x-forwarded-for': ip,
          },
          body: JSON.stringify(askBody('hi')),
        });
      const first = await from('203.0.113.1');
      expect(first.status).toBe(200);
      await first.text();
      const second = await from('203.0.113.2');
      expect(second.status).toBe(429);
      await second.text();
    } finally {
      await server.close();
    }
  });

  it('answers CORS preflights for allowed origins only and exposes the thread headers', async () => {
    t = await createTestApp('pglite', {}, { allowedOrigins: ['https://docs.acme.dev'] });
    const path = `/discovery/v2/assistant/${t.a.domain}/message`;
    const preflight = (origin: string) =>
      t!.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('https://docs.acme.dev');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://docs.acme.dev');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const denied = await preflight('https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();

    const res = await t.ask(askBody('hi'), { headers: { origin: 'https://docs.acme.dev' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://docs.acme.dev');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Thread-Id.*X-Thread-Key/);
  });

  it('can leave threadId off the top level of finish, for strict older clients', async () => {
    t = await createTestApp('pglite', {}, { finishThreadId: false });
    const res = await t.ask(askBody('hi'));
    const threadId = res.headers.get('x-thread-id');
    const finish = (await readChunks(res)).chunks.at(-1)!;
    expect(finish).toEqual({ type: 'finish', finishReason: 'stop', messageMetadata: { threadId } });
  });
});
