import { analyze, hasCjk } from '../docs/analyze.js';
import { stemEnglish } from '../docs/stem-english.js';
import { stopWords } from '../docs/stop-words.js';
import type { Translation } from './translate-question.js';

/**
 * Cognates: a reader asking in another language often uses the docs' own word in their spelling
 * ("abreviações" for abbreviations, "autocompletar" for autocomplete, "configuración"), which no
 * glossary lists in full. Such a word begins with the docs' stem once both are written plainly.
 */

/** Letters of a docs stem at least, and the share of the reader's word it must span. */
const MIN_STEM = 5;
const MIN_SHARE = 0.5;
/** Letters of a reader's word at least: shorter ones begin too many words by chance. */
const MIN_WORD = 6;

/**
 * A word written plainly to be compared across languages: lower case, no accents, the spellings
 * that differ between them made one (k/c, ph/f, th/t, y/i), double letters single.
 */
export function plainSpelling(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/k/g, 'c')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/** The stems of English docs (index terms of plain letters), by their plain spelling. */
export class Cognates {
  private readonly stems = new Map<string, string>();

  constructor(terms: Iterable<string>) {
    for (const term of terms) {
      if (term.length < MIN_STEM || !/^[a-z]+$/.test(term)) continue;
      // Only a stem the analyzer makes again from itself can be searched with as a word.
      if (stemEnglish(term) !== term) continue;
      const plain = plainSpelling(term);
      if (plain.length >= MIN_STEM && !this.stems.has(plain)) this.stems.set(plain, term);
    }
  }

  /** The docs' stem a reader's word begins with, longest first; undefined when none. */
  of(word: string): string | undefined {
    const plain = plainSpelling(word);
    if (plain.length < MIN_WORD) return undefined;
    const least = Math.max(MIN_STEM, Math.ceil(plain.length * MIN_SHARE));
    for (let end = plain.length; end >= least; end--) {
      const stem = this.stems.get(plain.slice(0, end));
      if (stem) return stem;
    }
    return undefined;
  }
}

/**
 * A translation with the cognates of a question's words the docs do not use and no glossary
 * translated, to search with as the docs' words. They do not count toward the docs covering the
 * question: a word alike by chance ("distância", distance) would make an unrelated one seem answered.
 */
export function withCognates(
  translation: Translation | null,
  question: string,
  readerLanguages: string[],
  cognates: Cognates,
  known: (term: string) => boolean,
  docsLanguage: string | null,
): Translation | null {
  // Latin words in Han, Kana or Hangul text are the docs' own already ("IndexedDB").
  if (!readerLanguages.length || hasCjk(question)) return translation;
  const replaced = new Set(translation?.replaced.split(' '));
  const stop = readerLanguages.map((lang) => stopWords(lang));
  const found: [string, string][] = [];
  for (const word of new Set(question.toLowerCase().match(/\p{Script=Latin}+/gu) ?? [])) {
    if (replaced.has(word) || stop.some((words) => words.has(word))) continue;
    // A word the docs use as it is needs no cognate ("plugin", "markdown").
    if (analyze(word, docsLanguage).some(known)) continue;
    const stem = cognates.of(word);
    if (stem && !found.some(([, s]) => s === stem)) found.push([word, stem]);
  }
  if (!found.length) return translation;
  return {
    words: [translation?.words, ...found.map(([, stem]) => stem)].filter(Boolean).join(' '),
    ideas: translation?.ideas ?? [],
    replaced: translation?.replaced ?? '',
    alike: found.map(([word]) => word).join(' '),
  };
}
