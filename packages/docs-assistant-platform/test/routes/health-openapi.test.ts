import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('health and OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers liveness without the database, and readiness with it', async () => {
    const res = await t.get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    const ready = await t.get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is alive but not ready when the store does not answer', async () => {
    const down = await createTestApp('pglite');
    await down.store.close();
    expect((await down.get('/healthz')).status).toBe(200);
    const ready = await down.get('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'store' });
  });

  it('serves an OpenAPI 3.1 document, version 1.0.0, with every route', async () => {
    const res = await t.get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, object>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/healthz',
        '/readyz',
        '/discovery/v2/assistant/{domain}/message',
        '/discovery/v1/assistant/{domain}/message',
        '/discovery/v1/search/{domain}',
        '/discovery/v1/page/{domain}',
        '/discovery/v1/feedback/{domain}',
        '/v1/analytics/{projectId}/feedback/{id}',
        '/v1/agent/{projectId}/job/{id}',
        '/v1/agent/{projectId}/jobs',
        '/v1/analytics/{projectId}/assistant',
        '/v1/analytics/{projectId}/assistant/threads/{threadId}',
        '/v1/analytics/{projectId}/feedback',
      ].sort(),
    );
    const feedback = doc.paths['/v1/analytics/{projectId}/feedback'] as {
      get: { parameters: { name: string }[]; responses: Record<string, unknown> };
    };
    expect(feedback.get.parameters.map((p) => p.name).sort()).toEqual(
      ['cursor', 'dateFrom', 'dateTo', 'limit', 'projectId', 'source', 'status'].sort(),
    );
    expect(Object.keys(feedback.get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429']),
    );
  });
});
