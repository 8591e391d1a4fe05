import { Hono } from 'hono';
import { cors as honoCors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { cors, type CorsOptions } from '../../src/http/cors.js';

const options: CorsOptions = {
  origin: (origin) => (origin === 'https://docs.example.com' ? origin : null),
  allowMethods: ['POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Authorization'],
  exposeHeaders: ['X-Thread-Id', 'Retry-After'],
  maxAge: 600,
};

/** An app whose route streams, fails, or answers JSON, behind `middleware`. */
function appWith(middleware: ReturnType<typeof cors>) {
  return new Hono()
    .use(async (c, next) => {
      c.header('X-Request-Id', 'r1');
      await next();
    })
    .use(middleware)
    .post('/stream', (c) =>
      c.body(new Blob(['data: 1\n\n']).stream(), 200, { 'content-type': 'text/event-stream' }),
    )
    .post('/json', (c) => c.json({ ok: true }))
    .post('/fail', () => {
      throw new Error('no');
    })
    .onError((_err, c) => c.json({ error: true }, 500));
}

const headersOf = (res: Response) => {
  const all: Record<string, string> = {};
  res.headers.forEach(
    (value, name) => (all[name] = name === 'vary' ? value.split(/,\s*/).sort().join(',') : value),
  );
  return all;
};

describe('CORS', () => {
  it('answers as hono/cors does, preflights, routes and failures alike', async () => {
    const ours = appWith(cors(options));
    const theirs = appWith(honoCors({ ...options, origin: (origin) => options.origin(origin) }));
    for (const origin of ['https://docs.example.com', 'https://elsewhere.example', undefined])
      for (const [method, path] of [
        ['OPTIONS', '/stream'],
        ['POST', '/stream'],
        ['POST', '/json'],
        ['POST', '/fail'],
      ] as const) {
        const init: RequestInit = { method, headers: origin ? { origin } : {} };
        const [a, b] = [await ours.request(path, init), await theirs.request(path, init)];
        expect([method, path, origin, a.status, headersOf(a)]).toEqual([
          method,
          path,
          origin,
          b.status,
          headersOf(b),
        ]);
        expect(await a.text()).toBe(await b.text());
      }
  });
});
