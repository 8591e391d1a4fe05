import type { PageContent, SearchResult } from 'docs-assistant/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { hasReferenceSchemas, referenceValidator } from '../helpers/reference-schemas.js';
import { STORE_KINDS } from '../helpers/store.js';

interface ErrorBody {
  error: string;
  details: { message: string }[];
}

describe.each(STORE_KINDS)('docs search and page endpoints (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { searchPerOrg: { points: 60, duration: 3600 } });
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  });
  afterAll(() => t.close());

  const post = (
    what: 'search' | 'page',
    body: unknown,
    key: string | null = t.a.assistantKey,
    domain = t.a.domain,
  ) =>
    Promise.resolve(
      t.app.request(`/discovery/v1/${what}/${domain}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const search = async (body: unknown) => {
    const res = await post('search', body);
    expect(res.status).toBe(200);
    return (await res.json()) as SearchResult[];
  };

  it('finds sections with their page, heading, anchor and a relative score, best first', async () => {
    const results = await search({ query: 'install with npm' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results[0]).toMatchObject({
      path: '/guides/install',
      metadata: {
        title: 'Install the CLI',
        section: 'Install with npm',
        anchor: 'install-with-npm',
        href: '/guides/install#install-with-npm',
        score: 1,
      },
    });
    expect(results[0]!.content).toContain('Install the CLI globally with npm');
    const scores = results.map((r) => r.metadata.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('matches an unfinished last word, as a reader types', async () => {
    for (const query of ['rollb', 'deplo', 'roll ba']) {
      const results = await search({ query });
      expect(
        results.map((r) => r.path),
        query,
      ).toContain('/guides/deploy');
    }
  });

  it('keeps to pageSize, scoreThreshold and every filter', async () => {
    expect(await search({ query: 'acme', pageSize: 1 })).toHaveLength(1);
    const strict = await search({ query: 'npm rollback production', scoreThreshold: 0.9 });
    expect(strict.every((r) => r.metadata.score >= 0.9)).toBe(true);
    const all = await search({ query: 'npm rollback production' });
    expect(strict.length).toBeLessThan(all.length);

    const french = await search({ query: 'installer npm', filter: { language: 'fr' } });
    expect(french.length).toBeGreaterThan(0);
    expect(french.every((r) => r.metadata.language === 'fr')).toBe(true);
    expect(await search({ query: 'install', filter: { groups: ['No such group'] } })).toEqual([]);
    expect(await search({ query: 'install', filter: { version: 'v9' } })).not.toEqual([]); // unversioned pages are in every version
    const tagged = await search({ query: 'install', filter: { tag: 'setup' } });
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((r) => r.path === '/guides/install')).toBe(true);
    expect(await search({ query: 'install', filter: null })).not.toEqual([]);
  });

  it('rejects a bad body with one detail per problem', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /query/],
      [{ query: '   ' }, /query: must not be empty/],
      [{ query: 'x'.repeat(501) }, /query/],
      [{ query: 'npm', pageSize: 0 }, /pageSize/],
      [{ query: 'npm', pageSize: 51 }, /pageSize/],
      [{ query: 'npm', pageSize: 2.5 }, /pageSize/],
      [{ query: 'npm', scoreThreshold: 1.5 }, /scoreThreshold/],
      [{ query: 'npm', filter: { groups: 'Guides' } }, /filter.groups/],
      ['{"query":', /JSON|Malformed|Invalid/i],
    ];
    for (const [body, message] of cases) {
      const res = await post('search', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()) as ErrorBody;
      expect(`${error.error} ${error.details.map((d) => d.message).join(' ')}`).toMatch(message);
    }
    const big = await post('search', { query: 'npm', pad: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
  });

  it('returns a page as Markdown, by any spelling of its path', async () => {
    for (const path of ['/guides/install', 'guides/install/', '/guides/install#install-with-npm']) {
      const res = await post('page', { path });
      expect(res.status, path).toBe(200);
      const page = (await res.json()) as PageContent;
      expect(page.path).toBe('/guides/install');
      expect(page.content).toMatch(/^# Install the CLI\n/);
      expect(page.content).toContain('## Install with npm');
      expect(page.content).toContain('```bash\nnpm install -g acme-cli');
    }
  });

  it('answers 404 for a missing page, or one outside the groups asked for', async () => {
    for (const body of [{ path: '/nope' }, { path: '/guides/install', groups: ['No such group'] }]) {
      const res = await post('page', body);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error).toBe('Page not found');
    }
    expect((await post('page', { path: '' })).status).toBe(400);
  });

  it('needs the domain’s assistant key; another organization’s domain answers like a missing one', async () => {
    for (const what of ['search', 'page'] as const) {
      const body = what === 'search' ? { query: 'npm' } : { path: '/guides/install' };
      expect((await post(what, body, null)).status).toBe(401);
      expect((await post(what, body, `${t.a.assistantKey.slice(0, -4)}zzzz`)).status).toBe(401);
      expect((await post(what, body, t.a.adminKey)).status).toBe(403);
      const other = await post(what, body, t.b.assistantKey);
      const missing = await post(what, body, t.a.assistantKey, 'nowhere');
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual(await missing.json());
    }
    // A domain without docs yet: nothing found, no error.
    const empty = await post('search', { query: 'npm' }, t.b.assistantKey, t.b.domain);
    expect(await empty.json()).toEqual([]);
  });

  it('counts search and page requests per organization, with Retry-After past the limit', async () => {
    const limited = await createTestApp(kind, { searchPerOrg: { points: 2, duration: 3600 } });
    try {
      const call = (what: string, body: unknown, key: string) =>
        limited.app.request(`/discovery/v1/${what}/${limited.a.domain}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify(body),
        });
      const first = await call('search', { query: 'npm' }, limited.a.assistantKey);
      expect(first.headers.get('ratelimit-limit')).toBe('2');
      expect(first.headers.get('ratelimit-remaining')).toBe('1');
      expect((await call('page', { path: '/x' }, limited.a.assistantKey)).status).toBe(404);
      const over = await call('search', { query: 'npm' }, limited.a.assistantKey);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await over.json()) as ErrorBody).details[0]!.message).toMatch(
        /Search requests per organization/,
      );
    } finally {
      await limited.close();
    }
  });

  it.runIf(hasReferenceSchemas)('answers in the shapes the real service documents', async () => {
    const discovery = 'discovery-openapi.json';
    const searchShape = referenceValidator(discovery, '/v1/search/{domain}', '200', undefined, 'post');
    expect(searchShape(await search({ query: 'install' }))).toMatchObject({ ok: true });
    const pageShape = referenceValidator(discovery, '/v1/page/{domain}', '200', undefined, 'post');
    expect(pageShape(await (await post('page', { path: '/guides/install' })).json())).toMatchObject({
      ok: true,
    });
  });

  it('is in the OpenAPI document with its limits', async () => {
    const doc = (await (await t.get('/openapi.json')).json()) as {
      paths: Record<
        string,
        {
          post: {
            requestBody: { content: Record<string, { schema: { $ref?: string } }> };
            responses: Record<string, unknown>;
          };
        }
      >;
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    const searchOp = doc.paths['/discovery/v1/search/{domain}']!.post;
    expect(Object.keys(searchOp.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429']),
    );
    const request = doc.components.schemas.SearchRequest!.properties;
    expect(request.pageSize).toMatchObject({ minimum: 1, maximum: 50, default: 10 });
    expect(request.scoreThreshold).toMatchObject({ minimum: 0, maximum: 1 });
    expect(Object.keys(doc.paths['/discovery/v1/page/{domain}']!.post.responses)).toContain('404');
    expect(doc.components.schemas.AssistantRequestV1).toBeDefined();
  });
});
