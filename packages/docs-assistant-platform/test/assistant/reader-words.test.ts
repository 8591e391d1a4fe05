import { describe, expect, it } from 'vitest';
import { readerWordsFor } from '../../src/assistant/reader-words.js';
import { analyze } from '../../src/docs/analyze.js';

const term = (word: string, language = 'en') => analyze(word, language)[0]!;

describe('reader words', () => {
  it('finds the docs’ words for what a reader names otherwise, as analyzed terms', () => {
    expect(readerWordsFor(term('docs'), 'en')).toContain(term('documentation'));
    expect(readerWordsFor(term('block'), 'en')).toContain(term('affect'));
    expect(readerWordsFor(term('styling'), 'en')).toContain(term('css'));
    expect(readerWordsFor(term('hide'), 'en')).toContain(term('display'));
    expect(readerWordsFor(term('navbar'), 'en')).toContain(term('nav'));
    expect(readerWordsFor(term('docs', 'fr'), 'fr')).toContain(term('documentation', 'fr'));
    // Forms of one word the stemmer parts.
    expect(readerWordsFor(term('cited'), 'en')).toContain(term('citations'));
    expect(readerWordsFor(term('creation'), 'en')).toContain(term('create'));
    // What the docs say is persisted, readers say is remembered.
    expect(readerWordsFor(term('remembering'), 'en')).toContain(term('persist'));
    // ...and what is not persisted, readers lose; a chat is the docs' conversation, launching a release.
    expect(readerWordsFor(term('lose'), 'en')).toContain(term('persist'));
    expect(readerWordsFor(term('survive'), 'en')).toContain(term('persist'));
    expect(readerWordsFor(term('chat'), 'en')).toContain(term('conversation'));
    expect(readerWordsFor(term('close'), 'en')).toContain(term('dismiss'));
    expect(readerWordsFor(term('launched'), 'en')).toContain(term('released'));
    expect(readerWordsFor(term('separate'), 'en')).toContain(term('independent'));
    expect(readerWordsFor(term('literally'), 'en')).toContain(term('escape'));
  });

  it('knows what developers call things in other words: events listened to are fired, nginx is a proxy', () => {
    expect(readerWordsFor(term('listen'), 'en')).toContain(term('fires'));
    expect(readerWordsFor(term('nginx'), 'en')).toContain(term('proxy'));
    expect(readerWordsFor(term('cors'), 'en')).toContain(term('origins'));
    expect(readerWordsFor(term('hotkey'), 'en')).toContain(term('shortcut'));
    expect(readerWordsFor(term('replace'), 'en')).toContain(term('override'));
    expect(readerWordsFor(term('reachable'), 'en')).toContain(term('available'));
    expect(readerWordsFor(term('cap'), 'en')).toContain(term('limit'));
    expect(readerWordsFor(term('raise'), 'en')).toContain(term('increase'));
    expect(readerWordsFor(term('var'), 'en')).toContain(term('variable'));
    expect(readerWordsFor(term('oldest'), 'en')).toContain(term('newest'));
    expect(readerWordsFor(term('webpack'), 'en')).toContain(term('bundler'));
    expect(readerWordsFor(term('screen'), 'en')).toContain(term('viewport'));
    expect(readerWordsFor(term('ts'), 'en')).toContain(term('typescript'));
    expect(readerWordsFor(term('swagger'), 'en')).toContain(term('openapi'));
    expect(readerWordsFor(term('saas'), 'en')).toContain(term('hosted'));
    expect(readerWordsFor(term('cutoff'), 'en')).toContain(term('threshold'));
    expect(readerWordsFor(term('flowchart'), 'en')).toContain(term('diagram'));
    expect(readerWordsFor(term('pods'), 'en')).toContain(term('instances'));
    expect(readerWordsFor(term('fold'), 'en')).toContain(term('collapsed'));
    expect(readerWordsFor(term('colour'), 'en')).toContain(term('color'));
    expect(readerWordsFor(term('people'), 'en')).toContain(term('users'));
    expect(readerWordsFor(term('visitors'), 'en')).toContain(term('users'));
    expect(readerWordsFor(term('vanish'), 'en')).toContain(term('hidden'));
    expect(readerWordsFor(term('boxes'), 'en')).toContain(term('cards'));
    expect(readerWordsFor(term('mr'), 'en')).toContain(term('pr'));
    expect(readerWordsFor(term('params'), 'en')).toContain(term('parameters'));
    expect(readerWordsFor(term('dir'), 'en')).toContain(term('folder'));
    expect(readerWordsFor(term('img'), 'en')).toContain(term('picture'));
  });

  it('has nothing for a word outside its groups', () => {
    expect(readerWordsFor(term('admonition'), 'en')).toEqual([]);
  });
});
