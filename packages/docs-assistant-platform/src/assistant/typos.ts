import { baseLanguage, stopWords } from '../docs/stop-words.js';

/**
 * Same stem, or a typo of it: at most one edit apart, or two swaps in a long word
 * (`configuartoin`). Two other edits make another word as often as a typo: an unknown name
 * ("plantuml") would pass for a word of the docs ("plantill").
 */
export function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  // In a short word only two swapped letters are safely a typo (`bagde`, stemmed `bagd`).
  if (shorter === 4 && a.length === 4 && b.length === 4) return swapped(a, b);
  if (shorter < 5 || Math.abs(a.length - b.length) > 1) return false;
  // One edit first: most words are further than that, and are told so in a letter or two.
  if (editDistance(a, b, 1) <= 1) return true;
  return shorter >= 8 && sameLetters(a, b) && editDistance(a, b, 2) <= 2;
}

/** Whether two words are written with the same letters, as two with letters swapped are. */
function sameLetters(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  // Counted in a table of the letters' codes, without sorting copies of both words; a word
  // outside the table's range (an astral character's halves) is compared as before.
  for (let i = 0; i < a.length; i++)
    if (a.charCodeAt(i) >= LETTER_CODES || b.charCodeAt(i) >= LETTER_CODES)
      return [...a].sort().join('') === [...b].sort().join('');
  for (let i = 0; i < a.length; i++) {
    letterCounts[a.charCodeAt(i)]!++;
    letterCounts[b.charCodeAt(i)]!--;
  }
  // With as many letters in both, none left over in `a` means none in `b` either.
  let same = true;
  for (let i = 0; i < a.length; i++) if (letterCounts[a.charCodeAt(i)] !== 0) same = false;
  for (let i = 0; i < a.length; i++) letterCounts[a.charCodeAt(i)] = letterCounts[b.charCodeAt(i)] = 0;
  return same;
}

/** Codes below the surrogates' (every letter of a word in the scripts the docs use); counts kept at 0 between calls. */
const LETTER_CODES = 0xd800;
const letterCounts = new Int32Array(LETTER_CODES);

/**
 * Whether `typo`, a term the docs never use, is a misspelling of the docs' `word`: `sameTerm`, or
 * one of two slips `sameTerm` is too strict for, since the docs know one and not the other:
 * - a letter left out of a short word (`limt` for `limit`);
 * - a misspelt ending the stemmer cut differently (`vitepres` stemmed `vitepr`, for `vitepress`):
 *   the typo's stem begins the word, which is at most three letters longer.
 */
export function typoOf(typo: string, word: string): boolean {
  if (sameTerm(typo, word)) return true;
  if (typo.length === 4 && word.length === 5) return editDistance(typo, word, 1) <= 1;
  return typo.length >= 5 && word.length - typo.length <= 3 && word.startsWith(typo);
}

/**
 * Whether `term`, an English word in -ly the docs never use, is formed from the docs' `word`: the
 * stemmer keeps the ending (`hourly` gives `hourli`, `deeply` `deepli`), so "hourly cap" would
 * never meet "per hour".
 */
export function lyFormOf(term: string, word: string, language: string | null): boolean {
  // The language last: it is the dearest test, and most pairs fail on their lengths.
  return (
    word.length >= 3 &&
    term.length === word.length + 2 &&
    term.endsWith('li') &&
    term.startsWith(word) &&
    baseLanguage(language) === 'en'
  );
}

/** How far `typoOf` looks: words at most this many edits away, or starting with the typo. */
export const TYPO_DISTANCE = 2;

/**
 * Whether a word the docs never use is a misspelt stop word (`wich`, `whta`, `shoud`): it says
 * nothing about the topic. Only stop words of four letters or more, where one edit is a typo.
 */
export function isStopWordTypo(term: string, language: string | null): boolean {
  if (term.length < 3) return false;
  const lang = baseLanguage(language);
  let long = longStopWords.get(lang);
  if (!long) longStopWords.set(lang, (long = [...stopWords(lang)].filter((w) => w.length >= 4)));
  return long.some((word) => Math.abs(word.length - term.length) <= 1 && editDistance(term, word, 1) <= 1);
}
const longStopWords = new Map<string, string[]>();

/** Whether two words differ only by two neighbouring letters swapped. */
export function swapped(a: string, b: string): boolean {
  const at = [...a].findIndex((ch, i) => ch !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Rows of `editDistance`, reused: it runs for many word pairs per answer. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance where swapping two neighbouring letters is one edit (`defualt`, `teh`): the
 * commonest typo. Exact up to `max`; past it, some number above `max`. Only the cells at most
 * `max` from the diagonal are worked out: a cell further from it is more than `max` edits.
 */
export function editDistance(a: string, b: string, max: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > max) return max + 1;
  const far = max + 1;
  if (rows[0]!.length <= n + 1) rows = rows.map(() => new Int32Array(n + 2));
  let [twoBack, previous, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const ai = a.charCodeAt(i - 1);
    const low = Math.max(1, i - max);
    const high = Math.min(n, i + max);
    row[0] = i;
    // The cells beside the band read as too far.
    if (low > 1) row[low - 1] = far;
    if (high < n) row[high + 1] = far;
    let best = i;
    for (let j = low; j <= high; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, twoBack[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return far;
    const spare = twoBack;
    twoBack = previous;
    previous = row;
    row = spare;
  }
  return previous[n]!;
}
