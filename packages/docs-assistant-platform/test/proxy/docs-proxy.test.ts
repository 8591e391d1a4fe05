import { Hono } from 'hono';
import type { PageContent, SearchResult } from 'docs-assistant/protocol';
import { createAssistantProxy } from 'docs-assistant/server';
import { assistantProxyRoute } from 'docs-assistant/server/hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';

describe('reference proxy: docs search and page content', () => {
  let api: TestApp;
  let apiServer: Loopback;
  let proxyServer: Loopback;
  const upstreamCalls: string[] = [];

  beforeAll(async () => {
    api = await createTestApp('pglite', {}, { trustProxy: true });
    await ingestDocs(api.store.db, api.a.projectId, FIXTURE_DOCS);
    apiServer = await listenOnLoopback((request) => {
      upstreamCalls.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
      return api.app.fetch(request);
    });
    const site = new Hono();
    site.route(
      '/api/assistant',
      assistantProxyRoute({
        upstream: apiServer.url,
        assistantKey: api.a.assistantKey,
        domain: api.a.domain,
        perVisitor: { points: 1, duration: 60 },
        perVisitorSearch: { points: 8, duration: 60 },
      }),
    );
    proxyServer = await listenOnLoopback(site.fetch);
  });
  afterAll(async () => {
    await proxyServer.close();
    await apiServer.close();
    await api.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${proxyServer.url}/api/assistant/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('forwards <path>/search and <path>/page with the key kept on the server', async () => {
    upstreamCalls.length = 0;
    // The browser's own Authorization header goes nowhere.
    const res = await post(
      'search',
      { query: 'install npm', pageSize: 2 },
      { authorization: 'Bearer stolen' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('ratelimit-limit')).toBe('10000');
    const results = (await res.json()) as SearchResult[];
    expect(results).toHaveLength(2);
    expect(results[0]!.metadata.href).toBe('/guides/install#install-with-npm');

    const page = await post('page', { path: '/guides/deploy' });
    expect(page.status).toBe(200);
    expect(((await page.json()) as PageContent).content).toMatch(/^# Deploy your widget/);
    expect(upstreamCalls).toEqual([
      `/discovery/v1/search/${api.a.domain} Bearer ${api.a.assistantKey}`,
      `/discovery/v1/page/${api.a.domain} Bearer ${api.a.assistantKey}`,
    ]);
  });

  it('checks the body before calling upstream, and passes upstream errors through', async () => {
    upstreamCalls.length = 0;
    const bad = await post('search', { query: '', pageSize: 99 });
    expect(bad.status).toBe(400);
    const details = ((await bad.json()) as { details: { message: string }[] }).details.map((d) => d.message);
    expect(details).toEqual(
      expect.arrayContaining([expect.stringMatching(/^query/), expect.stringMatching(/^pageSize/)]),
    );
    expect((await post('page', { groups: ['x'] })).status).toBe(400);
    expect((await post('page', '{')).status).toBe(400);
    expect(upstreamCalls).toEqual([]);

    const missing = await post('page', { path: '/nope' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Page not found' });
  });

  it('counts search requests per visitor apart from questions', async () => {
    const proxy = createAssistantProxy({
      upstream: apiServer.url,
      assistantKey: api.a.assistantKey,
      domain: api.a.domain,
      perVisitor: { points: 1, duration: 60 },
      perVisitorSearch: { points: 2, duration: 60 },
    });
    const call = (path: string) =>
      proxy(
        new Request(`http://site.test/api/assistant${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(path === '/page' ? { path: '/guides/install' } : { query: 'npm' }),
        }),
        { clientIp: '203.0.113.9' },
      );
    expect((await call('/search')).status).toBe(200);
    expect((await call('/page')).status).toBe(200);
    const over = await call('/search');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    // Questions have their own budget.
    const question = await proxy(
      new Request('http://site.test/api/assistant', {
        method: 'POST',
        body: JSON.stringify({
          fp: 'anonymous',
          messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'how do I deploy?' }] }],
        }),
      }),
      { clientIp: '203.0.113.9' },
    );
    expect(question.status).toBe(200);
    await question.body?.cancel();
  });
});
