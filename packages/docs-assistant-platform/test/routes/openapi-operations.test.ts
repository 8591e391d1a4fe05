import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string }>>;
}

/** What client generators need from the document: a name per operation, and where to send it. */
describe('OpenAPI operations and servers', () => {
  let t: TestApp;
  let server: Loopback;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    server = await listenOnLoopback(t.app.fetch);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('names every operation once, and its servers lead back to this server', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Document;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method} ${path}`,
        id: operation.operationId,
      })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(7);
    for (const { route, id } of operations) expect(id, route).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
    expect(operations).toContainEqual({
      route: 'post /discovery/v2/assistant/{domain}/message',
      id: 'createAssistantMessage',
    });

    expect(doc.servers?.length).toBeGreaterThan(0);
    const base = new URL(doc.servers![0]!.url, `${server.url}/openapi.json`);
    const health = await fetch(new URL('healthz', base));
    expect(health.status).toBe(200);
  });
});
