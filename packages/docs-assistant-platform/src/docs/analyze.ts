import { commonWords } from './common-words.js';
import { plainVerbs } from './phrasal-verbs.js';
import { stemEnglish } from './stem-english.js';
import { stemFrench, stemPortuguese, stemSpanish } from './stem-romance.js';
import { stemRussian } from './stem-russian.js';
import { baseLanguage, stopWords } from './stop-words.js';

/**
 * Turns text into index terms: lower case, accents folded, stop words dropped, words stemmed by
 * language, camelCase and snake_case split (the whole identifier kept too), and runs of Han, Kana
 * or Hangul (scripts written without spaces) indexed as overlapping character bigrams.
 */
export function analyze(text: string, language: string | null): string[] {
  if (text.length > SHORT_TEXT) return longText(text, language);
  return remembered(ANALYZED, text, language, () => analyzeText(text, language));
}

/**
 * A question's terms: as `analyze` makes them, except that Han and Kana text is first cut into
 * words. Only pairs of characters inside a word, or joining two one-character words (a compound
 * the dictionary lacks), are kept, and function words (可以, の) are dropped: "组件最多可以有几列"
 * gives 组件, 最多 and 几列, not 件最 or 以有, pairs that match pages by chance. Pages keep every
 * pair, so each of these is found where the words are. A Korean word's pairs are those of its stem,
 * without its particle or ending ("마크다운에서" gives those of 마크다운), and asking words are dropped.
 */
export function analyzeQuestion(text: string, language: string | null): string[] {
  const spaced = () => !UNSPACED.test(text) && !HANGUL.test(text);
  if (text.length > SHORT_TEXT && spaced()) return analyze(plainVerbs(text, language), language);
  // An answer reads its question a dozen times: remembered as written, its phrasal verbs are not
  // looked for again.
  return remembered(QUESTIONS, text, language, () =>
    spaced() ? analyze(plainVerbs(text, language), language) : analyzeText(text, language, true),
  );
}

/** Short texts' terms by language, as `analyze` makes them and as `analyzeQuestion` does. */
type Remembered = Map<string, Map<string, string[]>>;
const ANALYZED = 0;
const QUESTIONS = 1;

/**
 * Answers read the same sentences of the same pages again and again: short texts are remembered,
 * in two generations. A text is looked up in the recent one, then in the older (and brought back);
 * when the recent one is full, it becomes the older and the older is forgotten. Unlike a least
 * recently used order, nothing is moved or deleted on each read. Keyed by the text itself, not a
 * key made of it: a passage's text is the same string each time, its hash worked out once.
 */
function remembered(
  kind: typeof ANALYZED | typeof QUESTIONS,
  text: string,
  language: string | null,
  analyzeIt: () => string[],
): string[] {
  const lang = language ?? '';
  let terms = recentTexts[kind].get(lang)?.get(text);
  if (!terms) {
    terms = olderTexts[kind].get(lang)?.get(text) ?? analyzeIt();
    if (recentCount >= SHORT_TEXTS_KEPT / 2) {
      olderTexts = recentTexts;
      recentTexts = [new Map(), new Map()];
      recentCount = 0;
    }
    let texts = recentTexts[kind].get(lang);
    if (!texts) recentTexts[kind].set(lang, (texts = new Map()));
    texts.set(text, terms);
    recentCount++;
  }
  // A copy: callers may change what they are given.
  return terms.slice();
}

/** A sentence, a heading, a question: longer texts are sections and pages. */
const SHORT_TEXT = 320;
const SHORT_TEXTS_KEPT = 50_000;
let recentTexts: [Remembered, Remembered] = [new Map(), new Map()];
let olderTexts: [Remembered, Remembered] = [new Map(), new Map()];
/** Texts in the recent generation, every language and kind together. */
let recentCount = 0;

/**
 * Retrieval weighs the same pages' whole text against question after question: long texts are
 * remembered too, by language, up to this many characters in all.
 */
const LONG_TEXT_CHARS = 4_000_000;
/** Least recently used first. */
const longTexts = new Map<string, Map<string, string[]>>();
let longTextChars = 0;

function longText(text: string, language: string | null): string[] {
  const lang = language ?? '';
  let texts = longTexts.get(lang);
  if (!texts) longTexts.set(lang, (texts = new Map()));
  let terms = texts.get(text);
  if (terms) texts.delete(text);
  else {
    terms = analyzeText(text, language);
    longTextChars += text.length;
  }
  texts.set(text, terms);
  for (const [otherLang, kept] of longTexts) {
    for (const oldest of kept.keys()) {
      if (longTextChars <= LONG_TEXT_CHARS || oldest === text) break;
      kept.delete(oldest);
      longTextChars -= oldest.length;
    }
    if (kept.size === 0) longTexts.delete(otherLang);
  }
  return terms.slice();
}

/** "No longer" says "anymore", a generic word: its "longer" is not the one of "make it longer". */
const NOT_ANY_MORE = /^(?:no|any) longer$/i;

function analyzeText(text: string, language: string | null, question = false): string[] {
  const lang = baseLanguage(language);
  const termsOf = tokenTermsFor(lang);
  const terms: string[] = [];
  let previous = '';
  for (const match of text.normalize('NFKC').matchAll(TOKEN)) {
    const token = match[0];
    if (!CJK_CHAR.test(token)) {
      if (!(lang === 'en' && NOT_ANY_MORE.test(`${previous} ${token}`)))
        for (const term of termsOf(token)) terms.push(term);
      previous = token;
      continue;
    }
    // A name runs into the CJK text around it ("Reduxを", "KTX로", "使用Mintlify的"): each script apart.
    let after = false;
    for (const [run] of token.matchAll(SCRIPT_RUN)) {
      const follows = after;
      after = true;
      if (!CJK_CHAR.test(run)) for (const term of termsOf(run)) terms.push(term);
      // One Hangul syllable after a name is its particle ("URL이", "Redux를"), not a word.
      else if (follows && HANGUL_SYLLABLE.test(run)) continue;
      else if (question && UNSPACED.test(run)) pushWordPairs(run, terms);
      else if (question && !follows) pushKoreanStemPairs(run, terms);
      else pushBigrams(run, terms);
    }
  }
  return terms;
}

const tokenTerms = new Map<string, (token: string) => readonly string[]>();

/**
 * A token's terms depend on the token and the language alone, and the docs' vocabulary is small:
 * each language remembers them, which spares answering and indexing most of their regular expressions.
 */
function tokenTermsFor(lang: string): (token: string) => readonly string[] {
  let cached = tokenTerms.get(lang);
  if (!cached) {
    const stops = stopWords(lang);
    const stem = stemmerFor(lang);
    const memo = new Map<string, readonly string[]>();
    cached = (token) => {
      let result = memo.get(token);
      if (result === undefined) {
        const terms: string[] = [];
        for (const word of wordVariants(token)) {
          const folded = fold(word);
          if (folded.length < 2 || stops.has(folded)) continue;
          // A number is its own term, said in the plural too ("getting 429s", "the 1990s").
          terms.push(/^\d/.test(folded) ? folded.replace(NUMBER_PLURAL, '') : stem(folded));
        }
        result = terms;
        if (memo.size < 200_000) memo.set(token, result);
      }
      return result;
    };
    tokenTerms.set(lang, cached);
  }
  return cached;
}

const stemmers = new Map<string, (word: string) => string>();

/** Russian pages name things in English too (`layouts`, `config`): those words stem as English. */
const stemCyrillicOrEnglish = (word: string) =>
  /\p{Script=Cyrillic}/u.test(word) ? stemRussian(word) : stemEnglish(word);

/** Stemming is pure and the vocabulary small: each language remembers the stems it has made. */
function stemmerFor(lang: string): (word: string) => string {
  let cached = stemmers.get(lang);
  if (!cached) {
    const stem =
      lang === 'fr'
        ? stemFrench
        : lang === 'es'
          ? stemSpanish
          : lang === 'pt'
            ? stemPortuguese
            : lang === 'ru'
              ? stemCyrillicOrEnglish
              : stemEnglish;
    const memo = new Map<string, string>();
    cached = (word) => {
      let result = memo.get(word);
      if (result === undefined) {
        result = stem(word);
        if (memo.size < 200_000) memo.set(word, result);
      }
      return result;
    };
    stemmers.set(lang, cached);
  }
  return cached;
}

/** The plural ending of a number: "429s" are responses with status 429. */
const NUMBER_PLURAL = /(?<=^\d+)s$/;

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}ー';
const TOKEN = new RegExp(`[${CJK}]+|[\\p{L}\\p{M}\\p{N}_]+`, 'gu');
const SCRIPT_RUN = new RegExp(`[${CJK}]+|[^${CJK}]+`, 'gu');
const HANGUL_SYLLABLE = /^\p{Script=Hangul}$/u;
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');

/** Whether a term comes from Han, Kana or Hangul text. */
export const hasCjk = (term: string) => CJK_CHAR.test(term);

function pushBigrams(run: string, terms: string[]): void {
  const chars = [...run];
  if (chars.length === 1) terms.push(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
}

/** Han or Kana: scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KATAKANA_WORD = /^[\p{Script=Katakana}ー]+$/u;
/** A pair all in Hiragana ("いる", "とき", "です") is grammar: Japanese names things in Kanji, Katakana or Latin. */
const HIRAGANA = /^\p{Script=Hiragana}+$/u;
/** The commonest words of Chinese and Japanese ("的", "可以", "の"): in a question they ask, not name. */
const CJK_FUNCTION_WORDS = 100;

/** Pairs that ask rather than name ("几列" how many columns, "多久" how long, "哪个" which, "最多" at most). */
const ASKING_PAIR = /[几哪吗呢么谁]|多[少久长大]|[最至][多少]/u;

const segmenters = new Map<string, { words: Intl.Segmenter; functionWords: Set<string> }>();

function segmenterFor(lang: 'zh' | 'ja') {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    const functionWords = new Set(commonWords(lang, CJK_FUNCTION_WORDS).map((w) => w.normalize('NFKC')));
    segmenters.set(
      lang,
      (segmenter = { words: new Intl.Segmenter(lang, { granularity: 'word' }), functionWords }),
    );
  }
  return segmenter;
}

/** The character pairs of a run of Han or Kana that lie inside its words (see `analyzeQuestion`). */
function pushWordPairs(run: string, terms: string[]): void {
  const { words: segmenter, functionWords } = segmenterFor(KANA.test(run) ? 'ja' : 'zh');
  const words: string[] = [];
  for (const { segment } of segmenter.segment(run)) {
    // "サイド|バー" is one word to a reader: Katakana words run on.
    const last = words.at(-1);
    if (last && KATAKANA_WORD.test(last) && KATAKANA_WORD.test(segment))
      words[words.length - 1] = last + segment;
    else words.push(segment);
  }
  const chars: string[] = [];
  const wordAt: number[] = [];
  words.forEach((word, w) => {
    for (const char of word) {
      chars.push(char);
      wordAt.push(w);
    }
  });
  if (chars.length === 1 && !functionWords.has(chars[0]!)) terms.push(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = words[wordAt[i]!]!;
    const b = words[wordAt[i + 1]!]!;
    const inside = wordAt[i] === wordAt[i + 1];
    const joinsSingles = [...a].length === 1 && [...b].length === 1;
    const pair = chars[i]! + chars[i + 1]!;
    if (
      (inside || joinsSingles) &&
      !functionWords.has(a) &&
      !functionWords.has(b) &&
      // A word of two function characters ("我的" my, "都不" all not) is grammar too.
      !(functionWords.has(chars[i]!) && functionWords.has(chars[i + 1]!)) &&
      !HIRAGANA.test(pair) &&
      !ASKING_PAIR.test(pair)
    )
      terms.push(pair);
  }
}

const HANGUL = /\p{Script=Hangul}/u;

/**
 * Particles and endings a Korean word may carry ("마크다운에서", "링크한", "나요"), longest first. A
 * question's pairs across them ("운에", "일이") are not words: the pages have the word with other
 * endings, or none.
 */
const KOREAN_ENDINGS = (
  '해야하나요 하려면 하나요 되나요 있나요 없나요 인가요 할까요 습니까 합니까 됩니까 에서는 에서도 으로는 에게서 까지 부터 에서 에게 으로 처럼 보다 이나 나요 려면 는데 ' +
  '지만 해서 하면 하는 해야 했는데 하고 된 한 할 로 을 를 이 가 은 는 의 에 와 과 도 만 요'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);
/** Korean words that ask rather than name ("어떻게" how, "무엇" what). */
const KOREAN_ASKING = new Set('어떻게 어떤 무엇 무슨 어디 언제 누가 어느 얼마나 정말'.split(' '));

/** The character pairs of a Korean word's stem, without its particle or ending (see `analyzeQuestion`). */
function pushKoreanStemPairs(word: string, terms: string[]): void {
  if (KOREAN_ASKING.has(word)) return;
  const ending = KOREAN_ENDINGS.find((end) => word.endsWith(end) && [...word].length - [...end].length >= 2);
  const stem = ending === undefined ? word : word.slice(0, -ending.length);
  // What is left of an ending alone ("나요", "해야") or a one-syllable word says nothing on its own.
  if ([...stem].length < 2 || KOREAN_ENDINGS.includes(word)) return;
  pushBigrams(stem, terms);
}

/** `apiKey` and `api_key` give `api`, `key` and the identifier itself. */
function wordVariants(token: string): string[] {
  const parts = token
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean);
  const whole = token.toLowerCase();
  return parts.length > 1 ? [...parts.map((p) => p.toLowerCase()), whole.replace(/_/g, '')] : [whole];
}

function fold(word: string): string {
  return /^[a-z0-9_]*$/.test(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, '');
}
