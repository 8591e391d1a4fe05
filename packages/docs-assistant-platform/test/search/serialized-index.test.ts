import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DocsLibrary } from '../../src/assistant/docs-library.js';
import { retrieve } from '../../src/assistant/retrieval.js';
import { docIndexes, docSections } from '../../src/db/schema.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import type { DocSection } from '../../src/docs/types.js';
import { decodeIndex, encodeIndex } from '../../src/search/index-blob.js';
import { SearchPool } from '../../src/search/search-pool.js';
import { createProject } from '../../src/store/projects.js';
import { CORPUS, FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { openTestStore } from '../helpers/store.js';

/** Questions of every kind the search handles: typos, other languages, filters, context, follow-ups. */
const FIXTURE_QUESTIONS = [
  'roll back a deployment',
  'install with npm',
  'instal the cli',
  'rolback deploymnt',
  'installer la CLI avec npm',
  'how do I configure it',
  'depl',
];

/** The same sections in another order, as a store may return them. */
const shuffled = (sections: DocSection[]) => [...sections].reverse();

function expectSameAnswers(fresh: DocsIndex, loaded: DocsIndex, questions: string[], sections: DocSection[]) {
  const ids = (hits: { section: DocSection; score: number }[]) => hits.map((h) => [h.section.id, h.score]);
  const longest = sections.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  const passage = longest.text.slice(0, 120);
  for (const q of questions) {
    for (const opts of [
      { limit: 10 },
      { limit: 5, asYouType: true },
      { limit: 5, filter: { language: 'en' }, currentPath: sections[0]!.path },
      { limit: 5, conversation: questions[0], conversationWeight: 1, priorPaths: [sections[1]!.path] },
      { limit: 5, context: [{ type: 'textSelection' as const, value: passage }] },
    ])
      expect(ids(loaded.search(q, opts)), q).toEqual(ids(fresh.search(q, opts)));
    const input = {
      messages: [
        { role: 'user' as const, text: questions[0]! },
        { role: 'assistant' as const, text: 'An answer.' },
        { role: 'user' as const, text: q },
      ],
      context: [],
      pageSize: 5,
      priorPaths: [],
      siteUrl: 'https://docs.example.com/',
      language: null,
    };
    expect(retrieve(loaded, input), q).toEqual(retrieve(fresh, input));
  }
  expect(loaded.defaultLanguage).toBe(fresh.defaultLanguage);
  expect(loaded.size).toBe(fresh.size);
}

describe('a serialized index', () => {
  it('answers exactly as the freshly built one (fixture site)', async () => {
    const { sections } = await loadDocs(FIXTURE_DOCS);
    const fresh = DocsIndex.build(sections);
    const loaded = DocsIndex.load(structuredClone(fresh.serialize()), shuffled(sections));
    expectSameAnswers(fresh, loaded, FIXTURE_QUESTIONS, sections);
    // Through the stored blob, as the search threads load it.
    expectSameAnswers(fresh, decodeIndex(encodeIndex(fresh, sections)).index, FIXTURE_QUESTIONS, sections);
  });

  it.runIf(CORPUS)(
    'answers exactly as the freshly built one (Mintlify corpus)',
    { timeout: 300_000 },
    async () => {
      const { sections } = await loadDocs(CORPUS!);
      const fresh = DocsIndex.build(sections);
      const questions = (
        JSON.parse(
          readFileSync(new URL('../../../../bench/retrieval-questions.json', import.meta.url), 'utf8'),
        ) as {
          q: string;
        }[]
      )
        .slice(0, 10)
        .map((q) => q.q);
      expectSameAnswers(fresh, decodeIndex(encodeIndex(fresh, sections)).index, questions, sections);
    },
  );

  it('is refused when built from other sections or in another format', async () => {
    const { sections } = await loadDocs(FIXTURE_DOCS);
    const data = DocsIndex.build(sections).serialize();
    expect(() => DocsIndex.load(data, sections.slice(1))).toThrow(/other sections/);
    expect(() => DocsIndex.load({ ...data, format: -1 }, sections)).toThrow(/format/);
    // A blob stored in the layout before this one (gzipped JSON) is refused, so it is rebuilt.
    expect(() => decodeIndex(gzipSync(JSON.stringify({ index: { format: 1 }, sections })))).toThrow(/format/);
  });

  it('is stored by the first instance that loads the docs, and the next instance loads it', async () => {
    const store = await openTestStore('pglite');
    const pools = [new SearchPool({ threads: 1 }), new SearchPool({ threads: 1 })];
    try {
      const { projectId } = await createProject(store.db, { domain: 'stored.example.com' });
      const { ingestion } = await ingestDocs(store.db, projectId, FIXTURE_DOCS);
      const first = await new DocsLibrary(store.db, 60_000, pools[0]).indexFor(projectId);
      const [row] = await store.db.select().from(docIndexes).where(eq(docIndexes.ingestionId, ingestion.id));
      expect(row!.data.byteLength).toBeGreaterThan(0);
      // With its sections gone from the store, the docs can only come from the stored index.
      await store.db.delete(docSections).where(eq(docSections.ingestionId, ingestion.id));
      const second = await new DocsLibrary(store.db, 60_000, pools[1]).indexFor(projectId);
      for (const q of FIXTURE_QUESTIONS)
        expect(await second!.docs.search(q, { limit: 5 })).toEqual(await first!.docs.search(q, { limit: 5 }));
      expect(second!.docs.size).toBe(first!.docs.size);
    } finally {
      await Promise.all(pools.map((p) => p.close()));
      await store.close();
    }
  });
});
