import { stemEnglish } from './stem-english.js';
import { stemFrench, stemSpanish } from './stem-romance.js';
import { baseLanguage, stopWords } from './stop-words.js';

/**
 * Turns text into index terms: lower case, accents folded, stop words dropped, words stemmed by
 * language, camelCase and snake_case split (the whole identifier kept too), and runs of Han, Kana
 * or Hangul (scripts written without spaces) indexed as overlapping character bigrams.
 */
export function analyze(text: string, language: string | null): string[] {
  const lang = baseLanguage(language);
  const stops = stopWords(lang);
  const stem = stemmerFor(lang);
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(TOKEN)) {
    const token = match[0];
    if (CJK_RUN.test(token)) {
      pushBigrams(token, terms);
      continue;
    }
    for (const word of wordVariants(token)) {
      const folded = fold(word);
      if (folded.length < 2 || stops.has(folded)) continue;
      terms.push(/^\d/.test(folded) ? folded : stem(folded));
    }
  }
  return terms;
}

const stemmers = new Map<string, (word: string) => string>();

/** Stemming is pure and the vocabulary small: each language remembers the stems it has made. */
function stemmerFor(lang: string): (word: string) => string {
  let cached = stemmers.get(lang);
  if (!cached) {
    const stem = lang === 'fr' ? stemFrench : lang === 'es' ? stemSpanish : stemEnglish;
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

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}ー';
const TOKEN = new RegExp(`[${CJK}]+|[\\p{L}\\p{M}\\p{N}_]+`, 'gu');
const CJK_RUN = new RegExp(`^[${CJK}]+$`, 'u');
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');

/** Whether a term comes from Han, Kana or Hangul text. */
export const hasCjk = (term: string) => CJK_CHAR.test(term);

function pushBigrams(run: string, terms: string[]): void {
  const chars = [...run];
  if (chars.length === 1) terms.push(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
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
