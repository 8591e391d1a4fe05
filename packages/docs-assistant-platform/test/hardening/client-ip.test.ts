import { serve, type ServerType } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFromChain, parseProxyTrust } from '../../src/http/client-ip.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('client address behind trusted proxies', () => {
  it('takes the right-most address no trusted proxy wrote', () => {
    const chain = ['6.6.6.6', '203.0.113.7', '10.0.0.2', '127.0.0.1'];
    expect(clientFromChain(chain, null)).toBe('127.0.0.1');
    expect(clientFromChain(chain, parseProxyTrust('1'))).toBe('10.0.0.2');
    expect(clientFromChain(chain, parseProxyTrust('2'))).toBe('203.0.113.7');
    expect(clientFromChain(chain, parseProxyTrust('true'))).toBe('10.0.0.2');
    expect(clientFromChain(chain, parseProxyTrust('127.0.0.1, 10.0.0.0/8'))).toBe('203.0.113.7');
    expect(clientFromChain(['::ffff:10.0.0.9', '127.0.0.1'], parseProxyTrust('127.0.0.1,10.0.0.0/8'))).toBe(
      '::ffff:10.0.0.9',
    );
    // More hops than addresses: the left-most, never past it.
    expect(clientFromChain(['203.0.113.7', '127.0.0.1'], parseProxyTrust('5'))).toBe('203.0.113.7');
    expect(parseProxyTrust('false')).toBeNull();
    expect(() => parseProxyTrust('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });

  let t: TestApp | undefined;
  let server: ServerType | undefined;
  afterAll(async () => {
    server?.close();
    await t?.close();
  });

  it.each(['1', '127.0.0.1'])(
    'TRUST_PROXY=%s: a forged X-Forwarded-For does not escape the per-IP limit',
    async (setting) => {
      await t?.close();
      server?.close();
      t = await createTestApp(
        'pglite',
        { assistantPerIp: { points: 5, duration: 3600 } },
        {
          trustProxy: parseProxyTrust(setting),
        },
      );
      const app = t.app;
      const port = await new Promise<number>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
      });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        // The visitor forges a first entry; the proxy in front (this loopback peer) appended the real one.
        const res = await fetch(`http://127.0.0.1:${port}/discovery/v2/assistant/${t.a.domain}/message`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${t.a.assistantKey}`,
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
          },
          body: JSON.stringify({
            fp: 'anonymous',
            messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] }],
          }),
        });
        await res.text();
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    },
    60_000,
  );
});
