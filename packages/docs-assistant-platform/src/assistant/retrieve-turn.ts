import type { DocsIndex } from '../docs/search-index.js';
import { composed, extractAnswer } from './extractive-answerer.js';
import { retrieve, sourceAt, type Retrieval, type RetrievalInput } from './retrieval.js';

/** What a turn asks of its docs: the retrieval, and the extractive answer composed from it if asked. */
export interface TurnRetrievalInput extends RetrievalInput {
  /** Compose the extractive answer beside the retrieval (see `Answerer.fromRetrieval`). */
  compose?: boolean;
}

/**
 * A turn's retrieval, run where the docs are. When the answer is composed there too, what it
 * read stays there: the sources come back without their pages, each with its best section alone
 * (which page it is) without its text and code, and the answer's text beside them.
 */
export function retrieveTurn(index: DocsIndex | null, input: TurnRetrievalInput): Retrieval {
  const { compose, ...rest } = input;
  const retrieval = retrieve(index, rest);
  if (!compose) return retrieval;
  // The request as the turn gives it to an answerer: the question is the last message, with the
  // docs' words for it when it is asked in another language.
  const question = retrieval.spelled ?? input.messages.at(-1)?.text ?? '';
  const answer = extractAnswer({
    question: retrieval.translated ? `${question} ${retrieval.translated}` : question,
    // A question the reader said is about something new is answered by its own words alone.
    history: retrieval.newTopic ? [] : input.messages.slice(0, -1),
    sources: retrieval.sources,
    covered: retrieval.covered,
    context: input.context,
    language: retrieval.language ?? input.language,
  });
  // The page the answer opens by quoting links to the section quoted, not to the one search liked best.
  const opening = answer.cited[0];
  const quoted = answer.opensWith;
  return {
    ...retrieval,
    // The turn reads of a source its number, link and title, and which page it is: the best
    // section's text and code would be most of what the reply copies between threads, for nothing.
    sources: retrieval.sources.map(({ page: _page, sections: [best], ...source }) => {
      const shown = source.sourceId === opening?.sourceId && quoted ? quoted : best!;
      return {
        ...source,
        ...(shown === best ? {} : sourceAt(shown, input.siteUrl)),
        sections: [{ ...shown, text: '', code: [] }],
      };
    }),
    composed: composed(answer),
  };
}
