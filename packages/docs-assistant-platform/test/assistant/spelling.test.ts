import { describe, expect, it } from 'vitest';
import { spelledRight } from '../../src/assistant/spelling.js';
import { analyze } from '../../src/docs/analyze.js';

/** Docs that use these words, as their terms. */
const docsUsing = (...words: string[]) => {
  const terms = new Set(words.flatMap((word) => analyze(word, 'en')));
  return (term: string) => terms.has(term);
};

describe('spelledRight', () => {
  const known = docsUsing(
    'several',
    'connection',
    'instances',
    'working',
    'posting',
    'rules',
    'indexed',
    'redis',
  );

  it('spells right a letter left out, doubled or swapped in an everyday word the docs use', () => {
    expect(spelledRight('redis conection string for sevral instances', 'en', known)).toBe(
      'redis connection string for several instances',
    );
    expect(spelledRight('what port does it listne on', 'en', docsUsing('listen', 'port'))).toBe(
      'what port does it listen on',
    );
  });

  it('reads a superlative or -ier comparative the docs never use as the plain word they use', () => {
    const docs = docsUsing('quick', 'easy', 'big', 'late', 'simple', 'folder', 'fold');
    expect(spelledRight('the quickest way to start', 'en', docs)).toBe('the quick way to start');
    expect(spelledRight('easiest or easier setup', 'en', docs)).toBe('easy or easy setup');
    expect(spelledRight('safest and simplest', 'en', docsUsing('safe', 'simple'))).toBe('safe and simple');
    // A bound asked for is the docs' maximum or minimum, or stays asked as written.
    expect(spelledRight('the longest I can set', 'en', docsUsing('maximum', 'long', 'set'))).toBe(
      'the maximum I can set',
    );
    expect(spelledRight('the smallest size', 'en', docsUsing('minimum', 'small', 'size'))).toBe(
      'the minimum size',
    );
    expect(spelledRight('the biggest file', 'en', docsUsing('big', 'file'))).toBe('the biggest file');
    // A size's superlative asks for the size ("the biggest file" is its maximum size), named once.
    const sizes = docsUsing('maximum', 'minimum', 'size', 'file', 'image');
    expect(spelledRight('the biggest file I can add', 'en', sizes)).toBe('the maximum size file I can add');
    expect(spelledRight('the smallest size of an image', 'en', sizes)).toBe('the minimum size of an image');
    // Other -er words are not comparatives; words the docs use, and names readers' words know, stay.
    expect(spelledRight('a new folder', 'en', docsUsing('fold'))).toBe('a new folder');
    expect(spelledRight('the quickest way', 'en', docsUsing('quickest', 'quick'))).toBe('the quickest way');
    expect(spelledRight('sort by oldest', 'en', docsUsing('old', 'sort'))).toBe('sort by oldest');
    expect(spelledRight('the latest version', 'en', docsUsing('late', 'version'))).toBe('the latest version');
  });

  it('spells right two swapped letters in a rarer word, by the words the docs use', () => {
    const docs = docsUsing('silent', 'port');
    expect(spelledRight('the dev server sliently moved to another port', 'en', docs)).toBe(
      'the dev server silently moved to another port',
    );
    // A letter left out or changed is not read as a slip here: it too often makes a word the docs
    // stem alike ("pasting" is not "pastaing").
    expect(spelledRight('pasting a diagram', 'en', docsUsing('pasta', 'diagram'))).toBe('pasting a diagram');
  });

  it('spells right two swapped letters of a short everyday word, and a double letter written once', () => {
    const docs = docsUsing('load', 'reducers', 'scaffold', 'project');
    // "laod" stands for "load" when the docs' words are compared, but search must find the word.
    const knownAsTypo = (term: string) => docs(term) || term === 'laod';
    expect(spelledRight('lazy laod the reducers', 'en', knownAsTypo, docs)).toBe('lazy load the reducers');
    expect(spelledRight('scafold a new project', 'en', docs)).toBe('scaffold a new project');
    // A short word with a letter changed is another word as often as a typo.
    expect(spelledRight('lazy lead the reducers', 'en', docs)).toBe('lazy lead the reducers');
  });

  it('leaves real words, names, identifiers and words the docs do not use as written', () => {
    // A letter changed for another more often makes another word.
    expect(spelledRight('change the wording of the link', 'en', known)).toBe(
      'change the wording of the link',
    );
    expect(spelledRight('svelte 5 runes', 'en', known)).toBe('svelte 5 runes');
    expect(spelledRight('store state in indexeddb', 'en', known)).toBe('store state in indexeddb');
    expect(spelledRight('sevral Sevral sevral_count ./sevral', 'en', known)).toBe(
      'several Sevral sevral_count ./sevral',
    );
    expect(spelledRight('sevral instances', 'en', docsUsing('instances'))).toBe('sevral instances');
  });
});
