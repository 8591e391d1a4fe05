import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit } from '../../src/http/body-limit.js';
import { ApiError } from '../../src/http/errors.js';

const app = new Hono()
  .use(bodyLimit(16))
  .post('/', async (c) => c.json({ json: (await c.req.json()) as unknown, text: await c.req.text() }))
  .onError((err, c) => c.json({ status: err instanceof ApiError ? err.status : 500 }, 500));

const post = (body: string, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('the body limit', () => {
  it('hands the body on to its readers, with or without a declared length', async () => {
    for (const headers of [{}, { 'content-length': '8' }] as Record<string, string>[])
      expect(await (await post('{"a":"é"}', headers)).json()).toEqual({
        json: { a: 'é' },
        text: '{"a":"é"}',
      });
  });

  it('keeps a JSON body for its readers, and one that is no JSON fails its JSON read alone', async () => {
    const reading = new Hono().use(bodyLimit(64)).post('/', async (c) => {
      const text = await c.req.text();
      const json = await c.req.json().then(
        (value: unknown) => value,
        () => 'refused',
      );
      return c.json({ text, json });
    });
    const read = async (body: string) =>
      (
        await reading.request('/', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        })
      ).json();
    expect(await read('\uFEFF{"a":"é"}')).toEqual({ text: '{"a":"é"}', json: { a: 'é' } });
    expect(await read('{"a":')).toEqual({ text: '{"a":', json: 'refused' });
  });

  it('keeps the text a JSON read parses, so that the read makes no Response of the bytes', async () => {
    const kept = new Hono().use(bodyLimit(64)).post('/', async (c) => {
      const before = Object.keys(c.req.bodyCache);
      await c.req.json();
      return c.json({ before, after: Object.keys(c.req.bodyCache) });
    });
    const body = '{"a":1}';
    const res = await kept.request('/', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    expect(await res.json()).toEqual({ before: ['arrayBuffer', 'text'], after: ['arrayBuffer', 'text'] });
  });

  it('refuses a body over the limit, declared or not, and one longer than it said', async () => {
    const long = JSON.stringify({ a: 'x'.repeat(20) });
    for (const headers of [
      {},
      { 'content-length': String(long.length) },
      { 'content-length': '8' },
    ] as Record<string, string>[])
      expect(await (await post(long, headers)).json()).toEqual({ status: 413 });
  });
});
