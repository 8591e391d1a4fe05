import { GLOSSARY, GLOSSARY_LANGUAGES } from './glossary-words.js';

/** A question's words put in the docs' language, where the glossary has them. */
export interface Translation {
  /** The docs' words for what the reader asked, space-separated. */
  words: string;
  /** The same, one idea at a time: any of an idea's words in a page finds it ("table grid"). */
  ideas: string[];
  /** The reader's words that were translated, space-separated. */
  replaced: string;
  /** The reader's words the docs have a cognate of ("deklariere", declare), space-separated. */
  alike?: string;
}

type Phrase = Word[];

/** Per glossary line, per language: its phrases, each as its words (a CJK one as one word). */
let rows: Phrase[][][] | undefined;
function glossaryRows(): Phrase[][][] {
  rows ??= GLOSSARY.trim()
    .split('\n')
    .map((line) =>
      line.split('|').map((column) =>
        column
          .split(',')
          .map((phrase) => wordsOf(phrase.trim()))
          .filter((words) => words.length > 0),
      ),
    );
  return rows;
}

/**
 * Per glossary column, its phrases by the first letter of their first word ('' when it has none):
 * a reader's word is a form of a glossary word only if it begins with the same letter (`sameWord`).
 */
let byInitial: Map<string, Phrase[]>[] | undefined;
function phrasesByInitial(): Map<string, Phrase[]>[] {
  byInitial ??= GLOSSARY_LANGUAGES.map((_, column) => {
    const phrases = new Map<string, Phrase[]>();
    for (const row of glossaryRows())
      for (const phrase of row[column] ?? []) {
        const initial = phrase[0]!.folded.charAt(0);
        phrases.set(initial, [...(phrases.get(initial) ?? []), phrase]);
      }
    return phrases;
  });
  return byInitial;
}

interface Word {
  surface: string;
  folded: string;
  /** The compound it is a part of (`compoundParts`). */
  compound?: string;
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A text's words, lower case and without accents to compare; CJK runs stay whole. */
function wordsOf(text: string): Word[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.map((surface) => ({
    surface,
    folded: UNSPACED.test(surface) ? surface : surface.normalize('NFD').replace(/\p{M}/gu, ''),
  }));
}

/** Words this long may be another form of a glossary word sharing all but its ending. */
const INFLECTED = 5;
/** How much of a glossary word's ending another form may change. */
const ENDING = 3;

/** An infinitive's ending ("quitar", "cacher", "ändern", "mostrare"): its forms change it. */
const INFINITIVE = /(ar|er|ir|re|en)$/;
/** The least of a verb that its forms keep. */
const VERB_STEM = 4;

/** Whether a reader's word is a glossary word or a form of it (`polices`, `configurées`, `quito`). */
function sameWord(word: string, entry: string): boolean {
  if (word === entry) return true;
  if (entry.length < INFLECTED) return word === `${entry}s`;
  const stem = entry.slice(0, -2);
  if (INFINITIVE.test(entry) && stem.length >= VERB_STEM && word.startsWith(stem))
    return word.length - stem.length <= ENDING + 2;
  let shared = 0;
  while (shared < word.length && shared < entry.length && word[shared] === entry[shared]) shared++;
  // The reader's word ends no longer than the entry's changed ending allows: "verwenden" (use) is
  // not a form of "verweis" (reference), though both begin "verwe".
  const ending = word.length - shared;
  return (
    shared >= Math.max(INFLECTED, entry.length - ENDING) &&
    ending <= ENDING + 1 &&
    ending <= Math.max(entry.length - shared + 1, 2)
  );
}

/** Where a phrase of the glossary stands in the reader's words, if it does. */
function phraseAt(words: Word[], phrase: Phrase): number {
  for (let at = 0; at + phrase.length <= words.length; at++)
    if (phrase.every((entry, i) => sameWord(words[at + i]!.folded, entry.folded))) return at;
  return -1;
}

/**
 * The languages whose glossary words a question uses, not counting words of the docs' language
 * (`isDocsWord`, and the glossary's own for it: "endpoint" is Italian too): "comment cacher la
 * barre latérale" has too few everyday words to tell it French, but "cacher" and "barre latérale"
 * do. Those using the most, at least two words.
 */
export function glossaryLanguages(
  question: string,
  docsLanguage: string,
  isDocsWord: (word: string) => boolean,
  least = MIN_GLOSSARY_WORDS,
): string[] {
  const own = glossaryWordsOf(docsLanguage);
  // A form of the docs' own glossary word ("migrating" of "migration") is theirs, not the French
  // "migration" of the same row.
  const ownWords = [...own];
  const ownForm = (word: string) =>
    own.has(word) || ownWords.some((entry) => entry[0] === word[0] && sameWord(word, entry));
  const words = wordsOf(question).filter(
    (w) => !UNSPACED.test(w.surface) && !isDocsWord(w.folded) && !ownForm(w.folded),
  );
  // A phrase begins with a form of its first word, which keeps that word's first letter.
  const initials = ['', ...new Set(words.map((w) => w.folded.charAt(0)))];
  let best = 0;
  let languages: string[] = [];
  GLOSSARY_LANGUAGES.forEach((lang, column) => {
    if (lang === docsLanguage) return;
    const used = new Set<string>();
    const phrases = phrasesByInitial()[column]!;
    for (const initial of initials)
      for (const phrase of phrases.get(initial) ?? []) {
        const at = phraseAt(words, phrase);
        if (at >= 0) for (const word of words.slice(at, at + phrase.length)) used.add(word.folded);
      }
    if (used.size > best) [best, languages] = [used.size, [lang]];
    else if (used.size === best && best > 0) languages.push(lang);
  });
  return best >= least ? languages : [];
}
const MIN_GLOSSARY_WORDS = 2;

const columnWords = new Map<string, Set<string>>();
/** Every word of a language's glossary column, folded. */
export function glossaryWordsOf(language: string): Set<string> {
  let words = columnWords.get(language);
  if (!words) {
    const column = GLOSSARY_LANGUAGES.indexOf(language as (typeof GLOSSARY_LANGUAGES)[number]);
    words = new Set(
      column < 0 ? [] : glossaryRows().flatMap((row) => (row[column] ?? []).flat().map((w) => w.folded)),
    );
    columnWords.set(language, words);
  }
  return words;
}

/** A glossary word of one Han character is inside too many others to tell. */
const MIN_CJK_CHARS = 2;

/**
 * A question asked in a language the docs are not written in, given the docs' words for its
 * words that name what documentation is about ("polices" → font, "默认" → default), so that it
 * can be searched and its pages found. Null when none of its words is in the glossary.
 */
export function translateQuestion(
  question: string,
  readerLanguages: string[],
  docsLanguage: string,
): Translation | null {
  const target = GLOSSARY_LANGUAGES.indexOf(docsLanguage as (typeof GLOSSARY_LANGUAGES)[number]);
  const sources = readerLanguages
    .map((lang) => GLOSSARY_LANGUAGES.indexOf(lang as (typeof GLOSSARY_LANGUAGES)[number]))
    .filter((column) => column >= 0 && column !== target);
  if (target < 0 || sources.length === 0) return null;
  const words = wordsOf(question).flatMap((word) => compoundParts(word, sources) ?? [word]);
  const rows = glossaryRows();
  const docsWordsOf = (row: Phrase[][]) =>
    (row[target] ?? []).map((phrase) => phrase.map((w) => w.surface).join(' ')).join(' ');
  const found = rows.map((row) => phrasesFound(row, sources, question, words));
  // A phrase inside a longer one whose translation says it already is left out: "ambiente" of
  // "variável de ambiente" (environment variable), but not "tema" of "tema escuro" (dark mode).
  const inLonger = (span: Span, row: number) =>
    found.some(
      (spans, other) =>
        other !== row &&
        spans.some(
          (longer) =>
            longer.unspaced === span.unspaced &&
            longer.start <= span.start &&
            longer.end >= span.end &&
            longer.end - longer.start > span.end - span.start,
        ) &&
        docsWordsOf(rows[other]!)
          .split(' ')
          .some((word) => docsWordsOf(rows[row]!).split(' ').includes(word)),
    );
  const translated: string[] = [];
  const ideas: string[] = [];
  const replaced = new Set<string>();
  rows.forEach((row, at) => {
    const spans = found[at]!.filter((span) => !inLonger(span, at));
    if (spans.length === 0) return;
    for (const span of spans) for (const word of span.replaced) replaced.add(word);
    // The reader's own words stand for the idea too: docs may share them ("panel", "plugin").
    const own = new Set(spans.flatMap((span) => span.own ?? []));
    const docsWords = docsWordsOf(row);
    translated.push(docsWords);
    ideas.push([docsWords, ...own].join(' '));
  });
  // A compound with a part the glossary knows is translated: its other part ("status" of
  // "Statusseite") is an idea of its own, in the reader's word.
  for (const word of words)
    if (
      word.compound &&
      !replaced.has(word.surface) &&
      words.some((w) => w.compound === word.compound && replaced.has(w.surface))
    ) {
      replaced.add(word.compound);
      translated.push(word.surface);
      ideas.push(word.surface);
    }
  return ideas.length ? { words: translated.join(' '), ideas, replaced: [...replaced].join(' ') } : null;
}

/** Where a glossary phrase stands in a question: characters of an unspaced run, else words. */
interface Span {
  unspaced: boolean;
  start: number;
  end: number;
  /** The reader's words it stands for. */
  replaced: string[];
  /** The reader's first word of a spaced phrase, which the docs may share. */
  own?: string;
}

/** Where a glossary row's phrases in the reader's languages stand in their question. */
function phrasesFound(row: Phrase[][], sources: number[], question: string, words: Word[]): Span[] {
  const spans: Span[] = [];
  for (const column of sources)
    for (const phrase of row[column] ?? []) {
      // Han and Kana are written without spaces, Hangul with its particles attached: found inside.
      if (phrase.every((w) => UNSPACED.test(w.surface))) {
        const whole = phrase.map((w) => w.surface).join(' ');
        const start = question.indexOf(whole);
        if ([...whole].length < MIN_CJK_CHARS || start < 0) continue;
        spans.push({ unspaced: true, start, end: start + whole.length, replaced: [whole] });
      } else {
        const at = phraseAt(words, phrase);
        if (at < 0) continue;
        const matched = words.slice(at, at + phrase.length).map((word) => word.surface);
        spans.push({
          unspaced: false,
          start: at,
          end: at + phrase.length,
          replaced: matched,
          own: matched[0],
        });
      }
    }
  return spans;
}

/** Languages that write a compound as one word ("Statusseite": status page). */
const COMPOUNDING = new Set<string>(['de']);
/** Letters of each part of a compound, at least: a verb's prefix is no part ("ver" + "linke"). */
const MIN_PART = 4;

/**
 * A compound of a reader's language split in two where one part is a glossary word as written:
 * its end ("status" + "seite"), else its start, a joining "s" aside ("versions" + "wechsler").
 * Null when neither is, or it is a glossary word itself.
 */
function compoundParts(word: Word, columns: number[]): Word[] | null {
  const { folded } = word;
  if (folded.length < 2 * MIN_PART + 1 || UNSPACED.test(folded)) return null;
  for (const column of columns) {
    const language = GLOSSARY_LANGUAGES[column]!;
    if (!COMPOUNDING.has(language)) continue;
    const glossary = glossaryWordsOf(language);
    // A form of a glossary word ("anfangswerte" of "anfangswert") is that word, not a compound.
    if ([...glossary].some((entry) => entry[0] === folded[0] && sameWord(folded, entry))) return null;
    const starts = (at: number) =>
      glossary.has(folded.slice(0, at)) || (folded[at - 1] === 's' && glossary.has(folded.slice(0, at - 1)));
    const splits = [...Array(folded.length - 2 * MIN_PART + 1).keys()].map((i) => i + MIN_PART);
    const at =
      splits.find((at) => glossary.has(folded.slice(at))) ?? splits.reverse().find((at) => starts(at));
    if (at === undefined) continue;
    // Folding takes accents off and keeps every letter in its place.
    const surface = word.surface.normalize('NFD').replace(/\p{M}/gu, '');
    return [
      { surface: surface.slice(0, at), folded: folded.slice(0, at), compound: word.surface },
      { surface: surface.slice(at), folded: folded.slice(at), compound: word.surface },
    ];
  }
  return null;
}
