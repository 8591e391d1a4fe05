import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/docs/analyze.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import type { DocSection } from '../../src/docs/types.js';
import { DocsCalls } from '../../src/search/docs-calls.js';
import { fullCollection } from '../../src/search/garbage-collector.js';
import { decodeIndex, encodeIndex } from '../../src/search/index-blob.js';
import { indexMemoryBytes } from '../../src/search/index-memory.js';
import { CORPUS, FIXTURE_DOCS } from '../helpers/fixture-docs.js';

const collect = fullCollection();

/** Heap and buffers in use, after a full collection. */
function inUse(): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * What `copies` indexes of `sections` take once loaded from their blob and used as a search thread
 * uses them (a retrieval, a search as you type, a passage located), per index.
 */
function measured(sections: DocSection[], copies: number): { measured: number; counted: number } {
  const blob = encodeIndex(DocsIndex.build(sections), sections);
  const held: DocsCalls[] = [];
  // What every index shares (word lists, stemmers' memos) is loaded before measuring.
  use(blob);
  const before = inUse();
  for (let i = 0; i < copies; i++) held.push(use(blob));
  const after = inUse();
  const { index, sections: loaded } = decodeIndex(blob);
  expect(held.length).toBe(copies);
  return { measured: (after - before) / copies, counted: indexMemoryBytes(index.serialize(), loaded) };
}

/** Loads an index from its blob and uses it as a search thread does. */
function use(blob: Uint8Array): DocsCalls {
  const { index, sections: loaded } = decodeIndex(blob.slice());
  const docs = new DocsCalls(index, loaded);
  docs.retrieve({
    messages: [{ role: 'user', text: 'how do I deploy' }],
    context: [],
    pageSize: 8,
    priorPaths: [],
    siteUrl: 'https://docs.example.com/',
    language: null,
  });
  docs.searchDocs({ query: 'depl', pageSize: 10 });
  index.locate([{ type: 'textSelection', value: 'a passage the reader selected' }], { limit: 3 });
  // Every page's words, as retrieval reads them once it has cited every page.
  for (const path of new Set(loaded.map((s) => s.path))) {
    const page = index.page(path);
    const text = page.map((s) =>
      [s.pageTitle, ...s.headings, s.text, ...s.code.map((c) => c.code)].join(' '),
    );
    index.pageWords(path, null, () => analyze(text.join(' '), null));
  }
  return docs;
}

describe('the memory an index is counted for', () => {
  it('is at least what it takes once loaded and used, and not twice as much (fixture site)', async () => {
    const { sections } = await loadDocs(FIXTURE_DOCS);
    const { measured: taken, counted } = measured(sections, 200);
    expect(counted).toBeGreaterThanOrEqual(taken);
    expect(counted).toBeLessThan(2 * taken);
  });

  it.runIf(CORPUS)(
    'is at least what it takes once loaded and used, and not twice as much (Mintlify corpus)',
    { timeout: 300_000 },
    async () => {
      const { sections } = await loadDocs(CORPUS!);
      const pages = new Set([...new Set(sections.map((s) => s.path))].slice(0, 100));
      // A 100-page site, and the whole corpus.
      for (const [site, copies] of [
        [sections.filter((s) => pages.has(s.path)), 10],
        [sections, 2],
      ] as const) {
        const { measured: taken, counted } = measured(site, copies);
        expect(counted).toBeGreaterThanOrEqual(taken);
        expect(counted).toBeLessThan(2 * taken);
      }
    },
  );
});
