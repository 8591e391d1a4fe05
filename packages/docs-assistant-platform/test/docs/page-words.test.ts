import { describe, expect, it } from 'vitest';
import { coverage } from '../../src/assistant/retrieval.js';
import { analyze } from '../../src/docs/analyze.js';
import { loadDocs } from '../../src/docs/load-docs.js';
import { PageWords } from '../../src/docs/page-words.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import { TermVocabulary } from '../../src/docs/term-vocabulary.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';

describe("a page's words", () => {
  it('has and finds the same words as the set of them, in the vocabulary or not', () => {
    const words = ['deploy', 'roll', 'back', 'zzz-unknown', 'deploy'];
    const page = new PageWords(words, new TermVocabulary(['back', 'deploy', 'install', 'roll']));
    for (const word of ['deploy', 'roll', 'back', 'zzz-unknown', 'install', 'other'])
      expect(page.has(word), word).toBe(words.includes(word));
    expect(page.some((w) => w.startsWith('zzz'))).toBe(true);
    expect(page.some((w) => w === 'install')).toBe(false);
  });

  it("held by the index, give coverage the figures the page's text gives", async () => {
    const { sections } = await loadDocs(FIXTURE_DOCS);
    const index = DocsIndex.build(sections);
    const path = sections[0]!.path;
    const page = index.page(path);
    const source = { sourceId: 'src-1', url: path, title: '', sections: page };
    const cached = {
      rarity: (term: string) => index.rarity(term),
      used: (term: string) => index.frequency(term) > 0,
      languages: index.languages,
      known: () => true,
      wordsOf: () =>
        index.pageWords(path, 'en', () =>
          analyze(
            page
              .map((s) =>
                [
                  s.pageTitle,
                  ...s.headings,
                  s.text,
                  ...(s.keywords ?? []),
                  ...s.code.map((c) => c.code),
                ].join(' '),
              )
              .join(' '),
            'en',
          ),
        ),
    };
    const plain = {
      rarity: cached.rarity,
      used: cached.used,
      languages: cached.languages,
      known: cached.known,
    };
    for (const question of [
      'roll back a deployment',
      'install the cli',
      'deploymnt rollback',
      'nothing here',
    ])
      for (let round = 0; round < 2; round++)
        expect(coverage(question, [source], 'en', cached), question).toBe(
          coverage(question, [source], 'en', plain),
        );
  });
});
