import { request as httpRequest, Agent, type Server } from 'node:http';
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { assistantProxyRoute } from 'docs-assistant/server/hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answerer } from '../../src/assistant/answerer.js';
import { applyConnectionTimeouts } from '../../src/http/server-timeouts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** An answer that keeps coming, 64 KB at a time, until it is stopped. */
const endless: Answerer = {
  name: 'endless',
  async *answer(request) {
    const chunk = 'lorem ipsum '.repeat(5461);
    for (let i = 0; i < 10_000 && !request.signal.aborted; i++) {
      yield { type: 'text', delta: chunk };
      await new Promise((r) => setImmediate(r));
    }
  },
};

const listen = (fetch: (r: Request) => Response | Promise<Response>) =>
  new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, port: info.port }),
    );
  });

const BODY = JSON.stringify({
  fp: 'anonymous',
  messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] }],
});

describe('streams and early responses', () => {
  let t: TestApp;
  let api: { server: ServerType; port: number };
  let site: { server: ServerType; port: number };
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { answerer: endless });
    api = await listen(t.app.fetch);
    applyConnectionTimeouts(api.server as Server, { idleMs: 1000, requestMs: 10_000 });
    const proxied = new Hono();
    proxied.route(
      '/api/assistant',
      assistantProxyRoute({
        upstream: `http://127.0.0.1:${api.port}`,
        assistantKey: t.a.assistantKey,
        domain: t.a.domain,
      }),
    );
    site = await listen(proxied.fetch);
  });
  afterAll(async () => {
    api?.server.close();
    site?.server.close();
    await t?.close();
  });

  it.each(['nothing', 'one byte at a time'])(
    'closes the connection of a reader who reads %s, and keeps the answer as partial',
    async (pace) => {
      const socket = connect(api.port, '127.0.0.1');
      socket.write(
        `POST /discovery/v2/assistant/${t.a.domain}/message HTTP/1.1\r\nHost: x\r\n` +
          `Authorization: Bearer ${t.a.assistantKey}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`,
      );
      socket.pause();
      const timer =
        pace === 'nothing'
          ? undefined
          : setInterval(() => {
              socket.read(1);
            }, 100);
      // The server lets go of the connection while this client still holds it open.
      await new Promise((r) => setTimeout(r, 200));
      for (let open = 1; open > 0; await new Promise((r) => setTimeout(r, 100)))
        open = await new Promise<number>((resolve) => api.server.getConnections((_e, n) => resolve(n)));
      clearInterval(timer);
      socket.destroy();
      // The answer row was saved, cut short.
      let partial = false;
      for (let i = 0; i < 50 && !partial; i++) {
        const list = await t.get(`/v1/analytics/${t.a.projectId}/assistant`, t.a.adminKey);
        const { conversations } = (await list.json()) as { conversations: { response: string }[] };
        partial = conversations.length > 0 && conversations.every((c) => c.response.length > 0);
        if (!partial) await new Promise((r) => setTimeout(r, 100));
      }
      expect(partial).toBe(true);
    },
    30_000,
  );

  it.each([
    ['the API', () => `http://127.0.0.1:${api.port}/discovery/v2/assistant/${t.a.domain}/message`],
    ['the proxy', () => `http://127.0.0.1:${site.port}/api/assistant`],
  ])(
    'answers a 2 MB body with a readable 413 five times on one connection to %s',
    async (_name, url) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const body = Buffer.alloc(2 * 1024 * 1024, 'a');
      const results: { status: number; error: string; port: number }[] = [];
      for (let i = 0; i < 5; i++) {
        results.push(
          await new Promise((resolve, reject) => {
            const req = httpRequest(
              url(),
              {
                method: 'POST',
                agent,
                headers: {
                  authorization: `Bearer ${t.a.assistantKey}`,
                  'content-type': 'application/json',
                  'content-length': body.length,
                },
              },
              (res) => {
                let text = '';
                res.on('data', (d: Buffer) => (text += d));
                res.on('end', () =>
                  resolve({
                    status: res.statusCode ?? 0,
                    error: (JSON.parse(text) as { error: string }).error,
                    port: req.socket?.localPort ?? 0,
                  }),
                );
              },
            );
            req.on('error', reject);
            req.end(body);
          }),
        );
      }
      agent.destroy();
      expect(results.map((r) => r.status)).toEqual([413, 413, 413, 413, 413]);
      expect(results.every((r) => r.error === 'Request body too large')).toBe(true);
    },
    60_000,
  );
});
