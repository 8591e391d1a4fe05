import { analyze } from '../docs/analyze.js';
import { baseLanguage } from '../docs/stop-words.js';
import { readerLanguages } from './reader-language.js';

/**
 * A name: capitalized and then lower case somewhere ("Terraform", "PostgreSQL"), or an acronym of
 * four letters or more ("EPUB"); shorter ones ("UI", "DOM", "API") are the trade's common words.
 */
const NAME = /^\p{Lu}(?=.*\p{Ll})|^\p{Lu}{4,}$/u;

/** Languages that capitalize every noun: a capital there names nothing in particular. */
const CAPITALIZING = new Set(['de', 'lb']);

/**
 * The terms of the names a question gives inside its sentences ("SQL Server", "Terraform",
 * "EPUB"): capitalized words that do not open a sentence. A product or format the docs never
 * name is what the question is about far more surely than an everyday word they lack.
 */
export function properNameTerms(
  question: string,
  language: string | null,
  docsLanguages: ReadonlySet<string>,
): Set<string> {
  const terms = new Set<string>();
  const readers = readerLanguages(question, language, docsLanguages);
  if ([baseLanguage(language), ...readers].some((lang) => CAPITALIZING.has(lang))) return terms;
  // A quoted value is the reader's own example ('Page - MyBrand'), not what they ask about.
  const unquoted = question.replace(/`[^`]*`|"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’/gu, ' . ');
  for (const sentence of unquoted.split(/[.!?;:¿¡]\s+|\n/u)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’+#-]*/gu) ?? [];
    for (const word of words.slice(1)) {
      if (!NAME.test(word)) continue;
      for (const term of analyze(word, language)) terms.add(term);
    }
  }
  return terms;
}
