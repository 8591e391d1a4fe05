import { analyze, analyzeQuestion, hasCjk } from '../docs/analyze.js';
import { commonWords, listedLanguages } from '../docs/common-words.js';
import { baseLanguage } from '../docs/stop-words.js';
import { glossaryLanguages } from './translate-question.js';

/** The words of a question in a language the docs are not written in, by what they say. */
export interface ReaderWords {
  /** Its commonest words ("wie", "ich", "für"): they say nothing, as stop words do. */
  functionWords: Set<string>;
  /** Its other everyday words ("Bilder", "aktiviere"): they may name the topic, in words the docs cannot have. */
  everyday: Set<string>;
  /** Its rarer words the docs never use: the reader's word for a topic ("Suchanfragen"), or a name. */
  rare: Set<string>;
}

/**
 * Words of a question written in a language the docs are not written in ("Wie ändere ich den
 * Port?" on English docs): the docs never use them, and that alone says nothing about whether
 * they cover the question; the words the docs share with it (`port`, product names, commands) do.
 * Terms are as `analyze` makes them in the docs' language.
 * None when the question is in a language the docs are written in.
 */
export function readerLanguageWords(
  question: string,
  docsLanguage: string | null,
  docsLanguages: ReadonlySet<string>,
  known: (term: string) => boolean,
): ReaderWords {
  const words: ReaderWords = { functionWords: new Set(), everyday: new Set(), rare: new Set() };
  // Han, Kana or Hangul text, in docs not written in its language.
  if (hasCjk(question) && readerLanguages(question, docsLanguage, docsLanguages).length)
    for (const term of analyzeQuestion(question, docsLanguage).filter(hasCjk))
      if (!known(term)) words.everyday.add(term);

  const { all, names } = wordsOf(question);
  if (!all.length) return words;
  const readers = spacedLanguages(question, baseLanguage(docsLanguage));
  // Docs written in the reader's language too may well use their words: then they are telling.
  if (!readers.length || readers.some((lang) => docsLanguages.has(lang))) return words;
  // German writes every noun capitalized: only a name written otherwise ("MongoDB") is one.
  const isName = (i: number) => names[i]! && (!readers.includes('de') || /^.+\p{Lu}/u.test(all[i]!));
  all.forEach((original, i) => {
    const word = fold(original.toLowerCase());
    const terms = analyze(word, docsLanguage);
    // Known or not, an everyday word of theirs is theirs: docs in other languages may use it by
    // chance (`come`, `de`, `pie`). A rarer word the docs never use may be theirs ("Suchanfragen"),
    // unless it is a name ("MongoDB"): the docs do not cover it.
    const kind = !readers.some((lang) => isEveryday(lang, word))
      ? terms.some(known) || isName(i)
        ? undefined
        : words.rare
      : readers.some((lang) => everydaySet(lang, FUNCTION_WORDS).has(word))
        ? words.functionWords
        : words.everyday;
    for (const term of terms) kind?.add(term);
  });
  return words;
}

/**
 * The languages a question is likely written in, when the docs are written in none of them
 * (several when they tie, or when its script is shared: Han is Chinese or Japanese); none when it
 * is in the docs' language.
 */
export function readerLanguages(
  question: string,
  docsLanguage: string | null,
  docsLanguages: ReadonlySet<string>,
): string[] {
  if (hasCjk(question)) {
    // Hangul is Korean and Kana Japanese; Han alone may be Chinese or Japanese.
    if (/\p{Script=Hangul}/u.test(question)) return docsLanguages.has('ko') ? [] : ['ko'];
    if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(question))
      return docsLanguages.has('ja') ? [] : ['ja', 'zh'];
    return docsLanguages.has('zh') || docsLanguages.has('ja') ? [] : ['zh', 'ja'];
  }
  const readers = spacedLanguages(question, baseLanguage(docsLanguage));
  return readers.some((lang) => docsLanguages.has(lang)) ? [] : readers;
}

/**
 * The language, other than `current`, of the docs' pages that a question is plainly written in
 * ("comment lancer le serveur ?" on docs with French pages), as a base code; null when none.
 */
export function docsLanguageOf(
  question: string,
  current: string | null,
  docsLanguages: ReadonlySet<string>,
): string | null {
  const base = baseLanguage(current);
  if (docsLanguages.size < 2) return null;
  let written: string | undefined;
  if (hasCjk(question)) {
    // Han alone is Chinese, or Japanese on docs with Japanese pages and no Chinese ones.
    written = /\p{Script=Hangul}/u.test(question)
      ? 'ko'
      : /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(question) || !docsLanguages.has('zh')
        ? 'ja'
        : 'zh';
  } else written = spacedLanguages(question, base).find((lang) => docsLanguages.has(lang));
  return written && written !== base && docsLanguages.has(written) ? written : null;
}

/**
 * The languages of a question written with spaces: by its everyday words, else by the words of
 * the glossary it uses that the docs' language does not have.
 */
function spacedLanguages(question: string, docsLanguage: string): string[] {
  // A turn asks it of the same question several times (retrieval, coverage, unknown words).
  const key = `${docsLanguage}\n${question}`;
  let languages = recentLanguages.get(key);
  if (!languages) {
    const { telling } = wordsOf(question);
    const { likely, tied, docsHits } = likelyLanguages(telling, docsLanguage);
    const docsWords = everydaySet(docsLanguage, EVERYDAY_WORDS);
    const isDocsWord = (word: string) => docsWords.has(word);
    // A question mostly in the docs' everyday words is theirs, whatever glossary words it has ("predefined").
    languages =
      likely.length || docsHits * 2 > telling.length
        ? likely
        : glossaryLanguages(question, docsLanguage, isDocsWord);
    // As many everyday words of another language as of the docs' ("como … o … no"): one word of
    // its glossary ("conectar") tells.
    if (!languages.length && tied.length)
      languages = glossaryLanguages(question, docsLanguage, isDocsWord, 1).filter((lang) =>
        tied.includes(lang),
      );
    if (recentLanguages.size >= RECENT_QUESTIONS)
      recentLanguages.delete(recentLanguages.keys().next().value!);
    recentLanguages.set(key, languages);
  }
  return [...languages];
}
/** The languages of the last questions asked (by docs language and question), oldest first. */
const recentLanguages = new Map<string, string[]>();
const RECENT_QUESTIONS = 64;

/**
 * A question's words: `all` as written, `telling` in lower case without the names inside it
 * ("Google Tag Manager", capitalized after its first word), which say nothing of the language it
 * is asked in; `names` tells which words those are.
 */
function wordsOf(question: string): { all: string[]; telling: string[]; names: boolean[] } {
  const all = question.normalize('NFKC').match(/[\p{L}\p{M}]+/gu) ?? [];
  const names = all.map((w, i) => i > 0 && /^\p{Lu}/u.test(w));
  return { all, telling: all.filter((_, i) => !names[i]).map((w) => w.toLowerCase()), names };
}

/** A question is in another language when more of its words are that language's commonest... */
const COMMON_WORDS = 1_000;
/** ...at least this many of them. */
const MIN_COMMON_WORDS = 2;
/** How many plain words an everyday word written with an accent counts for. */
const ACCENTED_WEIGHT = 2;
/** The commonest words of all ("wie", "ich", "pour"): they say no more than stop words. */
const FUNCTION_WORDS = 300;
/** The reader's words a question may use: the commonest of their language. */
const EVERYDAY_WORDS = 10_000;

/**
 * The languages, other than the docs', whose commonest words the question uses most (several
 * when they tie: Spanish and Portuguese share many), or none when the docs' language uses more.
 */
function likelyLanguages(
  words: string[],
  docsLanguage: string,
): { likely: string[]; tied: string[]; docsHits: number } {
  let best = 0;
  let languages: string[] = [];
  let docsHits = 0;
  const folded = words.map(fold);
  for (const lang of listedLanguages()) {
    const common = everydaySet(lang, COMMON_WORDS);
    // An accented word ("cómo", "página") tells more than a bare one: English has none.
    const hits = folded.reduce(
      (sum, word, i) => sum + (common.has(word) ? (word === words[i] ? 1 : ACCENTED_WEIGHT) : 0),
      0,
    );
    if (lang === docsLanguage) docsHits = hits;
    else if (hits > best) [best, languages] = [hits, [lang]];
    else if (hits === best) languages.push(lang);
  }
  // Lists of everyday words take in English ones (`what`, `does` in Thai subtitles): a tie is the docs'.
  const enough = best >= MIN_COMMON_WORDS;
  return {
    likely: enough && best > docsHits ? languages : [],
    tied: enough && best === docsHits ? languages : [],
    docsHits,
  };
}

/**
 * Whether a word is an everyday word of a language, or a form of one the list does not have
 * (`aktiviere` of `aktivieren`): a listed word begins with all of it but its last two letters.
 */
export function isEveryday(lang: string, word: string): boolean {
  if (everydaySet(lang, EVERYDAY_WORDS).has(word)) return true;
  if (word.length < INFLECTED_LENGTH) return false;
  const stem = word.slice(0, -2);
  const sorted = everydaySorted(lang);
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < stem) low = mid + 1;
    else high = mid;
  }
  return sorted[low]?.startsWith(stem) ?? false;
}
/** Words this long or longer may be forms the list lacks. */
const INFLECTED_LENGTH = 6;

const sorted = new Map<string, string[]>();
function everydaySorted(lang: string): string[] {
  let words = sorted.get(lang);
  if (!words) sorted.set(lang, (words = [...everydaySet(lang, EVERYDAY_WORDS)].sort()));
  return words;
}

const sets = new Map<string, Set<string>>();
function everydaySet(lang: string, count: number): Set<string> {
  const key = `${lang}:${count}`;
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new Set(commonWords(lang, count).map(fold))));
  return set;
}

/** A word without its accents, as the lists of everyday words are kept (`isEveryday`). */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}
