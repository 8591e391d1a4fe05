import type { ContextItem, DocSection } from '../docs/types.js';

/** A retrieved page, numbered as the answer cites it: `[n]` is the source with `sourceId` `src-n`. */
export interface CitedSource {
  sourceId: string;
  url: string;
  title: string;
  /** The page's retrieved sections, best first. */
  sections: DocSection[];
  /**
   * Share of the question (weighed by rarity) the page covers in one passage, give or take, from 0
   * to 1 (above 1 for a long question, which is answered by less of its words); 1 when the reader
   * pointed at it.
   */
  match?: number;
  /** Share of the question the page has anywhere, passages aside: how close it comes. */
  near?: number;
  /** Every section of the page, in order, for an answerer that reads beyond the retrieved ones. */
  page?: DocSection[];
}

/** One earlier turn of the conversation, as plain text. */
export interface ConversationMessage {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * The docs of this request, for answerers that search and read on their own. Every page they
 * return is numbered for citing, and searches keep to the request's filters. Both throw once a
 * turn has made as many lookups as it may.
 */
export interface DocsAccess {
  /** The best pages for a query; pages not seen before in this turn get the next numbers. */
  search(query: string): Promise<CitedSource[]>;
  /** Every section of a page found earlier in this turn, by its number; undefined if none. */
  read(n: number): Promise<CitedSource | undefined>;
}

export interface AnswerRequest {
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ConversationMessage[];
  /** The pages the turn's retrieval found, best first: `[1]` is `sources[0]`. */
  sources: CitedSource[];
  /** Whether retrieval judged that the sources contain the question's terms. */
  covered: boolean;
  context: ContextItem[];
  /** Language of the docs searched, when known: the answer should use it. */
  language: string | null;
  docs: DocsAccess;
  signal: AbortSignal;
  /** The answer composed beside the retrieval, for an answerer that asked for it (`fromRetrieval`). */
  composed?: ComposedAnswer;
}

/**
 * An answer composed from the retrieval alone, where the docs are: only it crosses back to the
 * request, not the pages it was read from.
 */
export interface ComposedAnswer {
  /** Markdown; `[n]` cites the source with id `src-n`. */
  text: string;
  /** Whether it says the docs do not cover the question. */
  declined: boolean;
}

export type AnswerEvent =
  | { type: 'reasoning'; delta: string }
  | { type: 'text'; delta: string }
  /** The answerer searched the docs again. */
  | { type: 'searched'; query: string; found: CitedSource[] }
  /** The answerer read a whole page: it becomes a source of the answer. */
  | { type: 'read'; source: CitedSource }
  /** The answerer found that the docs do not cover the question. */
  | { type: 'declined' };

/** Turns a question and the retrieved docs into a streamed reply. */
export interface Answerer {
  readonly name: string;
  /**
   * Whether it answers from the turn's first retrieval alone: the answer is then composed where
   * the docs are (`retrieveTurn`) and given as `composed`, and its `sources` hold their best
   * section alone, without its text and code (what was read stays with the docs).
   */
  readonly fromRetrieval?: boolean;
  answer(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}
