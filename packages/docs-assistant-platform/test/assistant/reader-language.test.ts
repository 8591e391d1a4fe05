import { describe, expect, it } from 'vitest';
import { readerLanguages, readerLanguageWords } from '../../src/assistant/reader-language.js';

const english = new Set(['en']);
/** Docs that know only a few words. */
const knows =
  (...terms: string[]) =>
  (term: string) =>
    terms.includes(term);

describe('words of a question in the reader’s language', () => {
  it('sorts a German question’s words the English docs lack into function and everyday words', () => {
    const words = readerLanguageWords(
      'Wie aktiviere ich Lazy Loading für Bilder?',
      'en',
      english,
      knows('lazi', 'load'),
    );
    expect([...words.functionWords].sort()).toEqual(['fur', 'ich', 'wie']);
    // `aktiviere` is a form of the listed `aktivieren`.
    expect([...words.everyday].sort()).toEqual(['aktivier', 'bilder']);
  });

  it('takes a rarer word the docs lack for the reader’s, but not a name', () => {
    const de = readerLanguageWords('Wo sehe ich Suchanfragen ohne Ergebnisse?', 'en', english, knows());
    expect([...de.rare]).toContain('suchanfragen');
    const es = readerLanguageWords(
      '¿se puede usar con MongoDB en lugar de PostgreSQL?',
      'en',
      english,
      knows(),
    );
    expect([...es.rare, ...es.everyday]).not.toContain('mongodb');
  });

  it('reads the language from the reader’s words, not from the names they quote', () => {
    const it = readerLanguageWords(
      'come aggiungo Google Tag Manager alla documentazione?',
      'en',
      english,
      knows(),
    );
    expect(it.functionWords.size + it.everyday.size).toBeGreaterThan(0);
  });

  it('tells a question with as many everyday words of the docs’ language by a word of the glossary', () => {
    // "como", "o" and "no" are Portuguese, and "o", "no" English too: "conectar" tells.
    expect(
      readerLanguages('como conectar o Google Analytics 4 no mkdocs material?', 'en', english),
    ).toContain('pt');
    expect(readerLanguages('no more errors, o well', 'en', english)).toEqual([]);
  });

  it('has none for a question in the docs’ language', () => {
    const words = readerLanguageWords('how do I enable lazy loading for images', 'en', english, knows());
    expect(words.functionWords.size + words.everyday.size).toBe(0);
  });

  it('reads an English form of an English glossary word as English ("migrating", not French "migration")', () => {
    expect(readerLanguages('migrating from jest to vitest', 'en', english)).toEqual([]);
    expect(readerLanguages('comment migrer vers la version 2', 'en', english)).toEqual(['fr']);
  });

  it('has none when the docs are also written in the reader’s language', () => {
    const words = readerLanguageWords(
      '¿cómo cambio el puerto del servidor?',
      'en',
      new Set(['en', 'es']),
      knows(),
    );
    expect(words.functionWords.size + words.everyday.size).toBe(0);
  });

  it('takes Han text the docs cannot have for the reader’s words, unless the docs are in Chinese', () => {
    expect([...readerLanguageWords('PORT 默认值', 'en', english, knows('port')).everyday]).toEqual(['默认']);
    expect(readerLanguageWords('PORT 默认值', 'en', new Set(['en', 'zh']), knows('port')).everyday.size).toBe(
      0,
    );
  });
});
