import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CitationScanner, citedRuns } from '../../src/assistant/citation-scanner.js';
import { previousAnswerPaths } from '../../src/assistant/turn.js';
import { pageUrl, sitePagePath } from '../../src/docs/page-url.js';
import { AnswerRecord } from '../../src/assistant/turn-events.js';
import { MAX_LOOKUPS, TurnSources } from '../../src/assistant/turn-sources.js';
import { openTurn } from '../../src/assistant/turn-store.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { ApiError } from '../../src/http/errors.js';
import { InThreadDocs } from '../../src/search/docs-handle.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { askBody, readChunks } from '../helpers/ui-stream.js';

describe('citation markers in streamed text', () => {
  it('are found as they complete, across deltas, once each', () => {
    const scanner = new CitationScanner();
    const found = ['Run it [', '1', ']. See [2, ', '3][1] and [', '4]', '[5].'].map((d) => scanner.feed(d));
    expect(found).toEqual([[], [], [1], [2, 3], [4], [5]]);
  });

  it('begin runs of deltas where they first complete: sources listed where they would be delta by delta', () => {
    const deltas = ['Run ', 'it ', '[', '1', ']. ', 'See ', '[2, ', '3] ', 'and ', '[1] ', 'again ', '[4].'];
    // `]. ` completes [1] and `3] ` [2, 3]; [1] again lists nothing new.
    expect([...citedRuns(deltas)]).toEqual(['Run it [1', ']. See [2, ', '3] and [1] again ', '[4].']);
  });

  it('are not code indexing or long bracketed text', () => {
    const scanner = new CitationScanner();
    expect(scanner.feed('items[1] and f(x)[2] and [see the guide] and [0]')).toEqual([]);
    expect(scanner.feed('`a` [7]')).toEqual([7]);
  });
});

describe('the answer record', () => {
  it('keeps parts in stream order and joins the answer text', () => {
    const record = new AnswerRecord();
    record.add({ type: 'note', text: 'Searched.' });
    record.add({ type: 'thinking', delta: 'Hm' });
    record.add({ type: 'thinking', delta: 'm.' });
    record.add({ type: 'text', delta: 'Use ' });
    record.add({ type: 'source', source: { sourceId: 'src-1', url: 'https://d/x', title: 'X' } });
    record.add({ type: 'text', delta: 'x [1].' });
    record.add({ type: 'note', text: 'Read [2] Y.' });
    record.add({ type: 'note', text: 'Searched again.' });
    record.add({ type: 'text', delta: 'Also y.' });
    expect(record.parts).toEqual([
      { type: 'step-start' },
      { type: 'reasoning', text: 'Searched.' },
      { type: 'reasoning', text: 'Hmm.' },
      { type: 'text', text: 'Use x [1].' },
      { type: 'source-url', sourceId: 'src-1', url: 'https://d/x', title: 'X' },
      { type: 'reasoning', text: 'Read [2] Y.\n\nSearched again.' },
      { type: 'text', text: 'Also y.' },
    ]);
    expect(record.content).toBe('Use x [1].\n\nAlso y.');
  });
});

describe('the pages of a turn', () => {
  let sources: (filter?: { language: string }) => TurnSources;
  beforeAll(async () => {
    const { sections } = await loadDocs(FIXTURE_DOCS);
    const docs = new InThreadDocs(sections);
    sources = (filter) =>
      new TurnSources(docs, { filter, siteUrl: 'https://docs.example.com/', pageSize: 5 });
  });

  it('are numbered in the order they are found, and keep their numbers', async () => {
    const turn = sources();
    const first = await turn.search('roll back a deployment');
    expect(first[0]).toMatchObject({
      sourceId: 'src-1',
      title: 'Deploy your widget › Roll back a deployment',
    });
    const again = await turn.search('install with npm');
    const deploy = again.find((s) => s.url.includes('/guides/deploy'));
    if (deploy) expect(deploy.sourceId).toBe('src-1');
    expect(again.find((s) => s.url.includes('/guides/install'))!.sourceId).not.toBe('src-1');
    expect(turn.numbered(1)).toBe(first[0]);
  });

  it('are read whole, only when found before, and searches keep to the filters', async () => {
    const turn = sources({ language: 'fr' });
    expect(await turn.read(1)).toBeUndefined();
    const found = await turn.search('installer la CLI avec npm');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => new URL(s.url).pathname.startsWith('/fr/'))).toBe(true);
    const page = (await turn.read(1))!;
    expect(page.sections.map((s) => s.position)).toEqual([...page.sections.keys()]);
    expect(page.sections.every((s) => s.language === 'fr' && s.path === found[0]!.sections[0]!.path)).toBe(
      true,
    );
  });

  it('are looked up a bounded number of times per turn', async () => {
    const turn = sources();
    for (let i = 0; i < MAX_LOOKUPS; i++) await turn.search('deploy');
    await expect(turn.search('deploy')).rejects.toThrow(/No more searches or page reads in this answer/);
    await expect(turn.read(1)).rejects.toThrow(/No more searches/);
  });
});

describe('a follow-up turn', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  });
  afterAll(() => t.close());

  it('knows the pages the previous answer listed, from the thread or from the request', async () => {
    const first = await t.ask(askBody('how do I roll back a deployment?'));
    const thread = {
      threadId: first.headers.get('x-thread-id')!,
      threadKey: first.headers.get('x-thread-key')!,
    };
    const listed = (await readChunks(first)).chunks.filter((c) => c.type === 'source-url').map((c) => c.url);
    expect(listed.length).toBeGreaterThan(0);

    const opened = await openTurn(t.store.db, {
      projectId: t.a.projectId,
      fp: 'anonymous',
      ...thread,
      question: 'and on windows?',
      parts: [{ type: 'text', text: 'and on windows?' }],
      pagePath: null,
    });
    expect(opened.threadId).toBe(thread.threadId);
    expect(opened.threadKey).toBeUndefined();
    expect(opened.previousSourceUrls).toEqual(listed);
    expect(previousAnswerPaths(opened.previousSourceUrls, [])).toEqual(['/guides/deploy']);

    // A thread the server no longer has: the client's copy of the previous answer says it.
    const messages = [
      {
        id: 'a',
        role: 'assistant' as const,
        parts: [{ type: 'source-url' as const, sourceId: 's', url: 'https://x/old' }],
      },
      { id: 'b', role: 'user' as const, parts: [{ type: 'text' as const, text: 'q' }] },
      {
        id: 'c',
        role: 'assistant' as const,
        parts: [
          {
            type: 'source-url' as const,
            sourceId: 'src-1',
            url: 'https://docs.example.com/guides/install#npm',
          },
          { type: 'source-url' as const, sourceId: 'src-2', url: 'https://docs.example.com/guides/install' },
          { type: 'source-url' as const, sourceId: 'src-3', url: 'not a url' },
        ],
      },
      { id: 'd', role: 'user' as const, parts: [{ type: 'text' as const, text: 'and then?' }] },
    ];
    expect(previousAnswerPaths([], messages)).toEqual(['/guides/install']);
  });

  it('reads the page the reader is on under a site URL with a path of its own', () => {
    const site = 'https://example.com/docs/';
    expect(sitePagePath(site, '/docs/guides/install/')).toBe('/guides/install/');
    expect(sitePagePath(site, '/docs/')).toBe('/');
    expect(sitePagePath('https://example.com/', '/guides/install')).toBe('/guides/install');
    // A path outside the site keeps its whole path.
    expect(sitePagePath(site, '/blog/post')).toBe('/blog/post');
  });

  it('finds the previous pages again under a site URL with a path of its own', () => {
    const site = 'https://example.com/docs/';
    const cited = [pageUrl(site, '/guides/install', 'npm'), pageUrl(site, '/api/overview', null)];
    expect(cited[0]).toBe('https://example.com/docs/guides/install#npm');
    expect(previousAnswerPaths(cited, [], site)).toEqual(['/guides/install', '/api/overview']);
    // The same without the trailing slash, and an address on another site keeps its whole path.
    expect(previousAnswerPaths(cited, [], 'https://example.com/docs')).toEqual([
      '/guides/install',
      '/api/overview',
    ]);
    expect(previousAnswerPaths(['https://other.example/docs/x'], [], site)).toEqual(['/docs/x']);
    const messages = [
      {
        id: 'a',
        role: 'assistant' as const,
        parts: [{ type: 'source-url' as const, sourceId: 'src-1', url: cited[1]! }],
      },
      { id: 'b', role: 'user' as const, parts: [{ type: 'text' as const, text: 'and the limits?' }] },
    ];
    expect(previousAnswerPaths([], messages, site)).toEqual(['/api/overview']);
  });

  it('reads the pages of the thread’s last answer, and refuses the thread to another thread’s key', async () => {
    const first = await t.ask(askBody('how do I roll back a deployment?'));
    const thread = {
      threadId: first.headers.get('x-thread-id')!,
      threadKey: first.headers.get('x-thread-key')!,
    };
    await readChunks(first);
    const second = await t.ask(askBody('how do I install it with npm?', thread));
    const listed = (await readChunks(second)).chunks.filter((c) => c.type === 'source-url').map((c) => c.url);
    expect(listed.length).toBeGreaterThan(0);
    const turn = (threadKey: string) =>
      openTurn(t.store.db, {
        projectId: t.a.projectId,
        fp: 'anonymous',
        threadId: thread.threadId.toLowerCase(),
        threadKey,
        question: 'and then?',
        parts: [{ type: 'text', text: 'and then?' }],
        pagePath: null,
      });
    const opened = await turn(thread.threadKey);
    expect(opened.previousSourceUrls).toEqual(listed);
    // An opened turn is saved at least once: until then the thread's next turns wait for it.
    await opened.save({ content: '', parts: [], status: 'partial', answered: null });
    const other = await t.ask(askBody('how do I deploy?'));
    await readChunks(other);
    await expect(turn(other.headers.get('x-thread-key')!)).rejects.toMatchObject({ status: 404 });
  });

  it('is refused without the thread’s key, and stores nothing', async () => {
    const before = (await t.store.db.query.messages.findMany()).length;
    const attempt = openTurn(t.store.db, {
      projectId: t.a.projectId,
      fp: 'anonymous',
      threadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      threadKey: 'guess',
      question: 'q',
      parts: [],
      pagePath: null,
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    expect((await t.store.db.query.messages.findMany()).length).toBe(before);
  });
});
