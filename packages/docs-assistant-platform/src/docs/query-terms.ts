import { analyze, analyzeQuestion } from './analyze.js';
import type { ContextItem } from './types.js';

export interface QueryTerms {
  /** Terms of the question itself, in order. */
  question: string[];
  /** Terms taken from page context (selection, code), weighted lower. */
  context: string[];
  /** Terms of earlier turns of the conversation that the question may refer to. */
  conversation: string[];
}

/** Words of code that say nothing about the docs: language keywords and common literals. */
const CODE_NOISE = new Set(
  'const let var function return import export from default class new this true false null undefined async await if else for while of in typeof void interface type extends implements public private static def self none print echo then fi do done end require module exports string number boolean object any'.split(
    ' ',
  ),
);

/** How many context terms join the question at most: enough to disambiguate, not to drown it. */
const MAX_CONTEXT_TERMS = 12;
/** Likewise for the earlier turns a follow-up refers to. */
const MAX_CONVERSATION_TERMS = 16;

export function queryTerms(
  question: string,
  language: string | null,
  context: ContextItem[] = [],
  conversation = '',
): QueryTerms {
  const terms = analyzeQuestion(question, language);
  const seen = new Set(terms);
  const extra: string[] = [];
  for (const item of context) {
    const source = item.type === 'code' ? codeWords(item.value) : item.value.slice(0, 600);
    for (const term of analyze(source, language)) {
      if (extra.length >= MAX_CONTEXT_TERMS) break;
      if (seen.has(term)) continue;
      seen.add(term);
      extra.push(term);
    }
  }
  const earlier: string[] = [];
  for (const term of analyzeQuestion(conversation, language)) {
    if (earlier.length >= MAX_CONVERSATION_TERMS) break;
    if (seen.has(term)) continue;
    seen.add(term);
    earlier.push(term);
  }
  return { question: terms, context: extra, conversation: earlier };
}

/** Identifiers and words of a code snippet, without keywords, numbers or punctuation. */
function codeWords(code: string): string {
  const words = code.slice(0, 2000).match(/[A-Za-z_][\w-]*/g) ?? [];
  return words.filter((w) => w.length > 2 && !CODE_NOISE.has(w.toLowerCase())).join(' ');
}
