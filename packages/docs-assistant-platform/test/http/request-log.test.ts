import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLimiters, DEFAULT_LIMITS } from '../../src/http/rate-limit.js';
import { createTenant, type Tenant } from '../helpers/app.js';
import { openTestStore } from '../helpers/store.js';
import type { Store } from '../../src/db/open.js';
import { askBody } from '../helpers/ui-stream.js';

describe('request logs', () => {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  let store: Store;
  let tenant: Tenant;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    store = await openTestStore('pglite');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw += chunk.toString();
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = createApp({
      store,
      logger: pino({ level: 'info' }, sink),
      limiters: createLimiters(DEFAULT_LIMITS),
    });
    tenant = await createTenant(store, 'logged');
  });
  afterAll(() => store.close());

  it('logs one structured line per request, without keys or thread keys', async () => {
    const res = await app.request(`/v1/analytics/${tenant.projectId}/feedback?limit=5`, {
      headers: { authorization: `Bearer ${tenant.adminKey}` },
    });
    expect(res.status).toBe(200);
    const first = await app.request(`/discovery/v2/assistant/${tenant.domain}/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.assistantKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(askBody('hello')),
    });
    const threadId = first.headers.get('x-thread-id')!;
    const threadKey = first.headers.get('x-thread-key')!;
    await first.text();
    const second = await app.request(`/discovery/v2/assistant/${tenant.domain}/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.assistantKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(askBody('again', { threadId, threadKey })),
    });
    await second.text();

    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      route: '/v1/analytics/:projectId/feedback',
      status: 200,
    });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      route: '/discovery/v2/assistant/:domain/message',
      status: 200,
    });
    for (const line of requests) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof line.durationMs).toBe('number');
    }
    expect(res.headers.get('x-request-id')).toBe(requests[0]!.reqId);
    for (const secret of [tenant.adminKey, tenant.assistantKey, threadKey]) expect(raw).not.toContain(secret);
  });
});
