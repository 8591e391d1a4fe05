import { request } from 'node:http';
import type { Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answerer } from '../../src/assistant/answerer.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { askBody } from '../helpers/ui-stream.js';

/** An answer that comes later than the stream's first events. */
const later: Answerer = {
  name: 'later',
  async *answer() {
    await new Promise((r) => setTimeout(r, 20));
    yield { type: 'text', delta: 'Run the installer.' };
  },
};

describe('head with body', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  /** What the server's connection wrote, one entry a socket write. */
  const writes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { answerer: later });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as { port: number }).port;
    server.on('connection', (socket: Socket) => {
      type Chunk = { chunk: Buffer | string };
      const writable = socket as unknown as {
        _write(chunk: Buffer | string, ...rest: unknown[]): void;
        _writev(chunks: Chunk[], ...rest: unknown[]): void;
      };
      const write = writable._write.bind(socket);
      const writev = writable._writev.bind(socket);
      writable._write = (chunk, ...rest) => (writes.push(String(chunk)), write(chunk, ...rest));
      writable._writev = (chunks, ...rest) => (
        writes.push(chunks.map((c) => String(c.chunk)).join('')),
        writev(chunks, ...rest)
      );
    });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it("sends a streamed answer's head in the same write as its first events", async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const req = request(
        `http://127.0.0.1:${port}/discovery/v2/assistant/${t.a.domain}/message`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${t.a.assistantKey}`, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(askBody('How do I install it?')));
    });
    expect(text).toContain('Run the installer.');
    expect(writes[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(writes[0]).toContain('"type":"start"');
    // The answer itself came later, in writes of its own.
    expect(writes[0]).not.toContain('Run the installer.');
  });
});
