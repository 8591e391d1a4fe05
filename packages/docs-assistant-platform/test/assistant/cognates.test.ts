import { describe, expect, it } from 'vitest';
import { Cognates, plainSpelling, withCognates } from '../../src/assistant/cognates.js';

const docsStems = ['abbrevi', 'autocomplet', 'configur', 'document', 'actual', 'page'];
const known = (term: string) => docsStems.includes(term);

describe('cognates of the docs’ words', () => {
  it('writes words plainly to compare them across languages', () => {
    expect(plainSpelling('Abreviações')).toBe('abreviacoes');
    expect(plainSpelling('abbreviation')).toBe('abreviation');
    expect(plainSpelling('Konfiguration')).toBe('configuration');
  });

  it('finds the docs’ stem a reader’s word begins with, once both are written plainly', () => {
    const cognates = new Cognates(docsStems);
    expect(cognates.of('abreviações')).toBe('abbrevi');
    expect(cognates.of('autocompletar')).toBe('autocomplet');
    expect(cognates.of('Konfiguration')).toBe('configur');
    // A stem spanning too little of the word, or too short a word, says nothing.
    expect(cognates.of('documentación')).toBe('document');
    expect(cognates.of('Dokumentationsseitenleiste')).toBeUndefined();
    expect(cognates.of('pagina')).toBeUndefined();
  });

  it('searches with the cognates of words the docs do not use, beside what the glossary translated', () => {
    const cognates = new Cognates(docsStems);
    const translation = withCognates(
      { words: 'page', ideas: ['page página'], replaced: 'página' },
      'Como defino as abreviações em cada página?',
      ['pt'],
      cognates,
      known,
      'en',
    );
    // Searched with, not counted as the docs covering the question: a word alike by chance
    // ("distância" and distance) must not make an unrelated question seem answered. Nor is the
    // reader's word one the docs never use: they have a word for it.
    expect(translation).toEqual({
      words: 'page abbrevi',
      ideas: ['page página'],
      replaced: 'página',
      alike: 'abreviações',
    });
    // A question in the docs' own language has none, nor Latin words in Han or Kana text.
    expect(withCognates(null, 'how do I set abbreviations', [], cognates, known, 'en')).toBeNull();
    expect(withCognates(null, 'autocompletar を使えますか', ['ja'], cognates, known, 'en')).toBeNull();
  });
});
