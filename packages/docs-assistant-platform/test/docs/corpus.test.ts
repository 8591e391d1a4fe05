import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedDocs, loadDocs } from '../../src/docs/load-docs.js';
import { DocsIndex } from '../../src/docs/search-index.js';

import { CORPUS } from '../helpers/fixture-docs.js';

describe.runIf(CORPUS !== undefined)('retrieval on a real docs site', () => {
  let docs: LoadedDocs;
  let index: DocsIndex;

  beforeAll(async () => {
    docs = await loadDocs(CORPUS!);
    index = DocsIndex.build(docs.sections);
  }, 180_000);

  const pagesOf = (hits: { section: { path: string } }[]) => [...new Set(hits.map((h) => h.section.path))];

  const QUERIES = [
    'custom domain',
    'redirects',
    'install the cli',
    'openapi',
    'analytics',
    'navigation tabs',
    'code blocks',
    'authentication',
    'assistant',
    'deploy preview',
    'mint dev',
    'search',
  ];

  describe('the Mintlify corpus', () => {
    it('loads every page without failure', () => {
      expect(docs.failures).toEqual([]);
      expect(docs.pages).toBeGreaterThanOrEqual(1000);
      expect(docs.sections.length).toBeGreaterThan(docs.pages * 3);
      const languages = new Set(docs.sections.map((s) => s.language));
      expect([...languages].sort()).toEqual(['en', 'es', 'fr', 'zh']);
      // Reusable fragments and the repository readme are not pages.
      expect(docs.sections.some((s) => s.path.startsWith('/snippets'))).toBe(false);
      expect(docs.sections.some((s) => s.path === '/README')).toBe(false);
    });

    it('places pages by docs.json: languages from locale navigation, groups from navigation', () => {
      const quickstart = docs.sections.find((s) => s.path === '/fr/quickstart');
      expect(quickstart?.language).toBe('fr');
      expect(quickstart?.groups).toEqual(['Prise en main']);
      const badge = docs.sections.find((s) => s.path === '/components/badge');
      expect(badge).toMatchObject({
        language: 'en',
        groups: ['Create content', 'Components'],
        pageTitle: 'Badge',
      });
      expect(docs.sections.filter((s) => s.path.startsWith('/zh/')).every((s) => s.language === 'zh')).toBe(
        true,
      );
    });

    it('never returns sections outside the language filter', () => {
      for (const language of ['fr', 'es', 'zh']) {
        for (const query of QUERIES) {
          const hits = index.search(query, { limit: 10, filter: { language } });
          expect(hits.length, `${language}: ${query}`).toBeGreaterThan(0);
          for (const hit of hits) {
            expect(hit.section.language).toBe(language);
            expect(hit.section.path.startsWith(`/${language}/`) || hit.section.path === `/${language}`).toBe(
              true,
            );
          }
        }
      }
    });

    it('never returns sections outside the group filter', () => {
      for (const query of QUERIES) {
        const hits = index.search(query, { limit: 10, filter: { groups: ['Components'], language: 'en' } });
        for (const hit of hits) expect(hit.section.groups).toContain('Components');
      }
      const hits = index.search('custom domain', { limit: 5, filter: { groups: ['Components'] } });
      expect(
        hits.every(
          (h) => h.section.path.startsWith('/components/') || h.section.groups.includes('Components'),
        ),
      ).toBe(true);
    });

    it('prefers the default language without a filter; unversioned pages answer for every version', () => {
      const hits = index.search('custom domain', { limit: 5 });
      expect(hits[0]?.section.language).toBe('en');
      const versioned = index.search('custom domain', { limit: 5, filter: { version: 'v9' } });
      expect(versioned.map((h) => h.section.path)).toEqual(hits.map((h) => h.section.path));
      expect(versioned.every((h) => h.section.version === null)).toBe(true);
    });

    it('finds the page that answers, with at most two sections per page at the top', () => {
      const hits = index.search('how do I set up a custom domain', { limit: 8 });
      expect(hits[0]?.section.path).toBe('/customize/custom-domain');
      const perPage = new Map<string, number>();
      for (const hit of hits) perPage.set(hit.section.path, (perPage.get(hit.section.path) ?? 0) + 1);
      expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
      expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
    });

    it('tolerates typos', () => {
      const pages = pagesOf(index.search('custon domian', { limit: 5, filter: { language: 'en' } }));
      expect(pages).toContain('/customize/custom-domain');
    });

    it('finds a Chinese page from a Chinese question', () => {
      const hits = index.search('如何设置自定义域名', { limit: 5 });
      expect(hits[0]?.section.language).toBe('zh');
      expect(pagesOf(hits)).toContain('/zh/customize/custom-domain');
    });

    it('ranks sections of the current page a little higher, without overriding relevance', () => {
      const query = 'configure colors';
      const plain = pagesOf(index.search(query, { limit: 10, filter: { language: 'en' } }));
      const current = plain.find((path, i) => i > 0 && i < 4);
      expect(current).toBeDefined();
      const near = pagesOf(
        index.search(query, { limit: 10, filter: { language: 'en' }, currentPath: current }),
      );
      expect(near.indexOf(current!)).toBeLessThan(plain.indexOf(current!));
      // A page that does not match at all is not pulled in by being current.
      const unrelated = pagesOf(
        index.search('custom domain', { limit: 5, currentPath: '/components/badge' }),
      );
      expect(unrelated[0]).toBe('/customize/custom-domain');
    });

    it('folds page context into the question', () => {
      const question = 'what does this do';
      const context = [
        { type: 'code' as const, value: '<ParamField query="page" type="number">Page number</ParamField>' },
      ];
      const without = index.search(question, { limit: 5, filter: { language: 'en' } });
      const withContext = pagesOf(index.search(question, { limit: 5, filter: { language: 'en' }, context }));
      expect(withContext[0]).toBe('/components/fields');
      expect(pagesOf(without)[0]).not.toBe('/components/fields');
      const selection = [{ type: 'textSelection' as const, value: 'Mermaid flowchart' }];
      expect(
        pagesOf(
          index.search('how do I make one', { limit: 5, filter: { language: 'en' }, context: selection }),
        )[0],
      ).toBe('/components/mermaid-diagrams');
    });
  });
});
