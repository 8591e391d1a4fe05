import { asksAmount, asksBound } from './answer-cues.js';
import { analyze } from '../docs/analyze.js';
import { commonWords } from '../docs/common-words.js';
import { baseLanguage } from '../docs/stop-words.js';
import { readerWordsFor } from './reader-words.js';
import { editDistance, swapped } from './typos.js';

/**
 * A question with its misspelt words spelt right ("sevral" → "several", "conection" →
 * "connection", "sliently" → "silently"), where the word spelt right is one the docs use. Typos
 * are otherwise matched stem to stem, and a misspelling often stems apart from its word ("sevral"
 * stays whole while "several" becomes "sever"). Only words the docs never use and the language's
 * everyday words lack are read as typos; names, identifiers and numbers are left as written.
 */
export function spelledRight(
  text: string,
  language: string | null,
  known: (term: string) => boolean,
  /** Whether the docs use a term itself (`known` also takes a typo of one). */
  used: (term: string) => boolean = known,
): string {
  const dictionary = everydayByInitial(language);
  if (!dictionary) return text;
  return text.replace(WORD, (word, at: number) => {
    if (word.length < MIN_SWAPPED_LENGTH || !/^\p{Ll}+$/u.test(word)) return word;
    const terms = analyze(word, language);
    // A word the docs use only as a typo of one of theirs ("laod") is spelt right too: search
    // finds the word, not the slip.
    if (!terms.length || terms.every(used)) return word;
    const sized = SIZE_NEXT.test(text.slice(at + word.length));
    const plain = plainFormOf(word, language, used, dictionary.words, sized);
    if (plain) return plain;
    if (dictionary.words.has(word)) return word;
    const candidates = dictionary.byInitial.get(word[0]!) ?? [];
    // A short word is only read as a typo with two of its letters swapped ("laod").
    const right = word.length < MIN_LENGTH ? swappedIn(word, candidates) : closest(word, candidates);
    if (right && analyze(right, language).every(known)) return right;
    // A rarer word is looked for among the docs' own: their stems, one slip away from the word's.
    if (word.length < MIN_SLIP_LENGTH) return word;
    return slipOf(word, (candidate) => analyze(candidate, language).every(used)) ?? word;
  });
}

/** Superlatives of a lower bound; the others ("longest", "largest") ask for an upper one. */
const MINIMAL = /^(?:shortest|smallest|lowest|least|fewest|earliest)$/;
/** Superlatives of a size: "the biggest file" asks for the maximum size. */
const OF_SIZE = /^(?:biggest|largest|smallest)$/;
const SIZE_NEXT = /^\s+sizes?\b/i;

/**
 * The plain form of an English superlative or -ier comparative the docs never use, when they use
 * the plain one: "quickest" is "quick", "easiest" and "easier" are "easy"; one asking for a bound
 * ("longest", "smallest") is their "maximum" or "minimum", and "maximum size" for "biggest". The
 * stemmer keeps these endings, so "the quickest way" would never meet "a quick start". Plain -er
 * forms are left alone: "folder", "poster" and "shower" are not "fold", "post" and "show".
 */
function plainFormOf(
  word: string,
  language: string | null,
  used: (term: string) => boolean,
  /** Everyday words, tried first: "simplest" is "simple", not "simpl", which stems alike. */
  everyday: Set<string>,
  /** The word is followed by "size" ("the smallest size"), which need not be said twice. */
  sized = false,
): string | undefined {
  if (baseLanguage(language) !== 'en' || word.length < MIN_DEGREE_LENGTH) return undefined;
  // A word readers' words name already ("oldest" for a sort order) keeps its own meaning.
  if (analyze(word, language).some((term) => readerWordsFor(term, language).length)) return undefined;
  // One asking for a bound ("the longest I can set") asks for the docs' maximum, or keeps asking.
  if (asksBound(word) || asksAmount(word)) {
    const bound = MINIMAL.test(word) ? 'minimum' : 'maximum';
    if (!analyze(bound, language).every(used)) return undefined;
    return OF_SIZE.test(word) && !sized && analyze('size', language).every(used) ? `${bound} size` : bound;
  }
  const base = word.endsWith('est') ? word.slice(0, -3) : word.endsWith('ier') ? word.slice(0, -2) : null;
  if (!base || base.length < 3) return undefined;
  const candidates = base.endsWith('i')
    ? [`${base.slice(0, -1)}y`]
    : [base, `${base}e`, ...(base.at(-1) === base.at(-2) ? [base.slice(0, -1)] : [])];
  candidates.sort((a, b) => Number(everyday.has(b)) - Number(everyday.has(a)));
  return candidates.find((candidate) => {
    const terms = analyze(candidate, language);
    return terms.length > 0 && terms.every(used);
  });
}

/**
 * The word `typo` is one slip of the fingers from, as `isWord` tells words: two neighbouring
 * letters swapped ("sliently" → "silently"), or a letter doubled. A letter left out or changed
 * for another more often makes a word the docs happen to stem alike ("pasting" → "pastaing").
 */
function slipOf(typo: string, isWord: (candidate: string) => boolean): string | undefined {
  for (let at = 0; at + 1 < typo.length; at++) {
    const candidate = typo.slice(0, at) + typo[at + 1] + typo[at] + typo.slice(at + 2);
    if (typo[at] !== typo[at + 1] && isWord(candidate)) return candidate;
  }
  for (let at = 1; at < typo.length; at++) {
    const candidate = typo.slice(0, at) + typo.slice(at + 1);
    if (typo[at] === typo[at - 1] && isWord(candidate)) return candidate;
  }
  // A double letter written once ("scafold", "sucess"), in a long word.
  if (typo.length < MIN_SINGLED_LENGTH) return undefined;
  for (let at = 1; at < typo.length - 1; at++) {
    const candidate = typo.slice(0, at + 1) + typo[at] + typo.slice(at + 1);
    if (typo[at] !== typo[at + 1] && typo[at] !== typo[at - 1] && isWord(candidate)) return candidate;
  }
  return undefined;
}

/** The everyday word `typo` is with two neighbouring letters swapped. */
function swappedIn(typo: string, candidates: string[]): string | undefined {
  return candidates.find((candidate) => candidate.length === typo.length && swapped(typo, candidate));
}

/** Words as readers write them; a word inside an identifier or a path is not one. */
const WORD = /(?<![\p{L}\p{N}_./-])\p{L}+(?![\p{L}\p{N}_/-])/gu;
/** Shorter words in -est or -ier are not superlatives or comparatives ("guest", "pier"). */
const MIN_DEGREE_LENGTH = 6;
/** Shorter words are one letter from too many others; shorter still, one swap from them. */
const MIN_LENGTH = 5;
const MIN_SWAPPED_LENGTH = 4;
/** Shorter words are one doubled letter from words they are not ("mat", "matt"). */
const MIN_SINGLED_LENGTH = 6;
/** Shorter words are one slip from words of other languages ("damit", "admit"). */
const MIN_SLIP_LENGTH = 6;
/** Everyday words looked through per language: the common vocabulary readers misspell. */
const EVERYDAY_WORDS = 10_000;

/**
 * The commonest everyday word `word` misspells by one slip of the fingers: a letter left out or
 * doubled, or two letters swapped ("sevral", "logg", "defualt"). A letter changed for another
 * more often makes another word ("wording", "runes"), which is left alone.
 */
function closest(word: string, candidates: string[]): string | undefined {
  for (const candidate of candidates) {
    const longer = candidate.length - word.length;
    if (Math.abs(longer) > 1 || candidate.length < MIN_LENGTH) continue;
    if (longer === 0 ? swapped(word, candidate) : editDistance(word, candidate, 1) === 1) return candidate;
  }
  return undefined;
}

interface Dictionary {
  words: Set<string>;
  /** By first letter, commonest first: a typo rarely changes the first letter. */
  byInitial: Map<string, string[]>;
}

const dictionaries = new Map<string, Dictionary | null>();
function everydayByInitial(language: string | null): Dictionary | null {
  const lang = baseLanguage(language);
  let dictionary = dictionaries.get(lang);
  if (dictionary === undefined) {
    const words = commonWords(lang, EVERYDAY_WORDS).filter((w) => /^\p{Ll}+$/u.test(w));
    const byInitial = new Map<string, string[]>();
    for (const word of words) {
      const same = byInitial.get(word[0]!);
      if (same) same.push(word);
      else byInitial.set(word[0]!, [word]);
    }
    dictionary = words.length ? { words: new Set(words), byInitial } : null;
    dictionaries.set(lang, dictionary);
  }
  return dictionary;
}
