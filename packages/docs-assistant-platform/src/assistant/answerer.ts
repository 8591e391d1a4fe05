import type { ContextItem, DocSection } from '../docs/types.js';

/** A retrieved page, numbered as the answer cites it: `[1]` is `sources[0]`. */
export interface CitedSource {
  sourceId: string;
  url: string;
  title: string;
  /** The page's retrieved sections, best first. */
  sections: DocSection[];
}

export interface AnswerRequest {
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; text: string }[];
  sources: CitedSource[];
  context: ContextItem[];
  /** Language of the docs searched, when known: the answer should use it. */
  language: string | null;
  signal: AbortSignal;
}

export type AnswerEvent = { type: 'reasoning'; delta: string } | { type: 'text'; delta: string };

/** Turns a question and the retrieved docs into a streamed reply. */
export interface Answerer {
  readonly name: string;
  answer(request: AnswerRequest): AsyncIterable<AnswerEvent>;
}
