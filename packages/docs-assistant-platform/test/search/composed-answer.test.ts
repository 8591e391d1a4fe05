import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextItem } from '../../src/docs/types.js';
import type { ConversationMessage } from '../../src/assistant/answerer.js';
import { extractAnswer } from '../../src/assistant/extractive-answerer.js';
import { retrieve, sourceAt } from '../../src/assistant/retrieval.js';
import type { TurnRetrievalInput } from '../../src/assistant/retrieve-turn.js';
import { TURN_FAILED } from '../../src/assistant/turn.js';
import { DocsLibrary } from '../../src/assistant/docs-library.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import { PooledDocs } from '../../src/search/pooled-docs.js';
import { SearchPool } from '../../src/search/search-pool.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { askBody, readChunks, textOf } from '../helpers/ui-stream.js';

const DEMO_DOCS = fileURLToPath(new URL('../../../../demo/docs', import.meta.url));

interface QuestionSet {
  facts: { q: string; language?: string }[];
  followUps: { turns: [string, string] }[];
  context: { q: string; currentPath: string; context: ContextItem[] }[];
  unanswerable: { q: string; language?: string }[];
}

/** The demo docs' answer benchmark questions: facts, follow-ups, attached code, off-topic ones. */
function questions(): TurnRetrievalInput[] {
  const base = {
    priorPaths: [],
    context: [],
    pageSize: 8,
    siteUrl: 'https://docs.example.com/',
    language: 'en',
  };
  const user = (text: string): ConversationMessage => ({ role: 'user', text });
  return ['', '-check', '-fresh', '-holdout'].flatMap((set) => {
    const file = new URL(`../../../../bench/answers-demo${set}.json`, import.meta.url);
    const { facts, followUps, context, unanswerable } = JSON.parse(readFileSync(file, 'utf8')) as QuestionSet;
    return [
      ...[...facts, ...unanswerable].map((f) => ({
        ...base,
        messages: [user(f.q)],
        filter: f.language ? { language: f.language } : undefined,
      })),
      ...followUps.map(({ turns: [first, second] }) => ({
        ...base,
        messages: [user(first), { role: 'assistant' as const, text: 'An earlier answer.' }, user(second)],
      })),
      ...context.map((c) => ({
        ...base,
        messages: [user(c.q)],
        currentPath: c.currentPath,
        context: c.context,
      })),
    ];
  });
}

describe('the extractive answer composed in a search thread', () => {
  let index: DocsIndex;
  let pool: SearchPool;
  let docs: PooledDocs;
  beforeAll(async () => {
    const { sections } = await loadDocs(DEMO_DOCS);
    index = DocsIndex.build(sections);
    pool = new SearchPool({ threads: 1 });
    docs = new PooledDocs(pool, 'demo', (await pool.place('demo', async () => ({ sections }))).info);
  });
  afterAll(() => pool.close());

  it('is the answer composed in the calling thread, and only the answer crosses back', async () => {
    const inputs = questions();
    expect(inputs.length).toBeGreaterThan(200);
    for (const input of inputs) {
      const here = retrieve(index, input);
      const expected = extractAnswer({
        question: [here.spelled ?? input.messages.at(-1)!.text, here.translated].filter(Boolean).join(' '),
        history: input.messages.slice(0, -1),
        sources: here.sources,
        covered: here.covered,
        context: input.context,
        language: here.language ?? input.language,
      });
      const there = await docs.retrieve({ ...input, compose: true });
      expect(there.composed).toEqual({ text: expected.text, declined: expected.cited.length === 0 });
      expect(there.sources.every((s) => s.page === undefined)).toBe(true);
      // Each source with its best section alone, which page it is, without what it says; the page
      // the answer opens by quoting, with the section quoted.
      expect(there.sources).toEqual(
        here.sources.map(({ page: _page, ...s }) => {
          const quoted = s.sourceId === expected.cited[0]?.sourceId ? expected.opensWith : undefined;
          const shown = quoted ?? s.sections[0]!;
          return {
            ...s,
            ...(shown === s.sections[0] ? {} : sourceAt(shown, input.siteUrl)),
            sections: [{ ...shown, text: '', code: [] }],
          };
        }),
      );
      expect(there.reasoning).toBe(here.reasoning);
    }
  });
});

describe('a search thread that crashes while composing an answer', () => {
  const crashes = new Int32Array(new SharedArrayBuffer(4));
  let t: TestApp;
  let pool: SearchPool;
  beforeAll(async () => {
    pool = new SearchPool({ threads: 1, faults: { crashOnQuery: 'how do I deploy?', crashes } });
    t = await createTestApp('pglite', {}, (store) => ({ library: new DocsLibrary(store.db, 0, pool) }));
    await ingestDocs(t.store.db, t.a.projectId, DEMO_DOCS);
  });
  afterAll(async () => {
    await t.close();
    await pool.close();
  });

  it('is retried once on a new thread, which answers alike', async () => {
    const calm = textOf((await readChunks(await t.ask(askBody('how do I deploy?')))).chunks);
    Atomics.store(crashes, 0, 1);
    const { chunks, done } = await readChunks(await t.ask(askBody('how do I deploy?')));
    expect(Atomics.load(crashes, 0)).toBe(0);
    expect(done).toBe(true);
    expect(chunks.at(-1)!.type).toBe('finish');
    expect(textOf(chunks)).toBe(calm);
  });

  it('ends the answer with the error chunk when it crashes again', async () => {
    Atomics.store(crashes, 0, 2);
    const { chunks, done } = await readChunks(await t.ask(askBody('how do I deploy?')));
    expect(done).toBe(true);
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: TURN_FAILED });
    // The next question is answered by the replacement thread.
    const next = await readChunks(await t.ask(askBody('how do I deploy?')));
    expect(next.chunks.at(-1)!.type).toBe('finish');
  });
});
