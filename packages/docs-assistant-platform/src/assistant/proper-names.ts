import { analyze } from '../docs/analyze.js';
import { baseLanguage } from '../docs/stop-words.js';
import { fold, isEveryday, readerLanguages } from './reader-language.js';
import { glossaryWordsOf } from './translate-question.js';

/**
 * A name: capitalized and then lower case somewhere ("Terraform", "PostgreSQL"), or an acronym of
 * four letters or more ("EPUB"); shorter ones ("UI", "DOM", "API") are the trade's common words.
 */
const NAME = /^\p{Lu}(?=.*\p{Ll})|^\p{Lu}{4,}$/u;

/**
 * Programming languages, runtimes and frameworks readers often type in lower case ("in python",
 * "with django"): names all the same, though some are everyday words too.
 */
const TECHNOLOGIES = new Set(
  (
    'python javascript typescript java rust golang ruby php perl kotlin scala haskell elixir erlang ' +
    'clojure lua julia fortran cobol csharp c# c++ django flask fastapi rails laravel symfony dotnet ' +
    'node deno bun jquery angular svelte flutter'
  ).split(' '),
);

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
  /** Whether the docs use a term: a compound of their words ("Statuscode") names nothing new. */
  known: (term: string) => boolean = () => false,
): Set<string> {
  const terms = new Set<string>();
  const readers = readerLanguages(question, language, docsLanguages);
  // Where every noun is capitalized, a name is a capitalized word that is neither an everyday or
  // glossary word there nor made of the docs' words.
  const capitalizing = [baseLanguage(language), ...readers].filter((lang) => CAPITALIZING.has(lang));
  const nounNamed = (word: string) => {
    const folded = fold(word.toLowerCase());
    return (
      !capitalizing.some((lang) => isEveryday(lang, folded) || glossaryWordsOf(lang).has(folded)) &&
      !ofDocsWords(folded, language, known)
    );
  };
  const named = (word: string) =>
    TECHNOLOGIES.has(word.toLowerCase()) || (NAME.test(word) && (!capitalizing.length || nounNamed(word)));
  // A quoted value is the reader's own example ('Page - MyBrand'), not what they ask about.
  const unquoted = question.replace(/`[^`]*`|"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’/gu, ' . ');
  for (const sentence of unquoted.split(/[.!?;:¿¡]\s+|\n/u)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’+#-]*/gu) ?? [];
    for (let at = 1; at < words.length; at++) {
      const word = words[at]!;
      if (!named(word)) continue;
      // A noun after an article ("zur Laufzeit", "den Root-Reducer") is a common one.
      if (capitalizing.length && ARTICLE.test(words[at - 1]!)) continue;
      for (const term of analyze(word, language)) terms.add(term);
    }
  }
  return terms;
}

/** Articles and the prepositions joined to them, in the capitalizing languages. */
const ARTICLE =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|keinem|zur|zum|im|am|vom|beim|ins|ans|d|de|eng)$/iu;

/** The shortest word a compound is read as beginning with. */
const COMPOUND_PART = 4;

/** Whether a compound begins with a word of the docs, or has one between its hyphens ("Request-Body"). */
function ofDocsWords(word: string, language: string | null, known: (term: string) => boolean): boolean {
  const isKnown = (part: string) => analyze(part, language).some(known);
  if (word.includes('-')) return word.split('-').some(isKnown);
  for (let cut = COMPOUND_PART; cut <= word.length - COMPOUND_PART; cut++)
    if (isKnown(word.slice(0, cut))) return true;
  return false;
}
