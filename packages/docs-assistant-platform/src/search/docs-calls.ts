import type { PageContent, SearchRequest, SearchResult } from 'docs-assistant/protocol';
import { DocsPages } from '../assistant/docs-pages.js';
import type { Retrieval } from '../assistant/retrieval.js';
import { retrieveTurn, type TurnRetrievalInput } from '../assistant/retrieve-turn.js';
import { pageContent, searchDocs } from '../docs/docs-search.js';
import type { DocsIndex, SearchOptions } from '../docs/search-index.js';
import type { DocSection, SearchHit } from '../docs/types.js';

/**
 * What the server asks of one site's docs, answered from its index. The same calls run in a
 * search thread (`search-worker.ts`) or in the calling thread (`InThreadDocs`), so both answer alike.
 */
export class DocsCalls {
  private readonly pages: DocsPages;

  constructor(
    readonly index: DocsIndex,
    sections: DocSection[],
  ) {
    this.pages = new DocsPages(sections);
  }

  retrieve(input: TurnRetrievalInput): Retrieval {
    return retrieveTurn(this.index, input);
  }

  search(query: string, opts: SearchOptions): SearchHit[] {
    return this.index.search(query, opts);
  }

  searchDocs(request: SearchRequest): SearchResult[] {
    return searchDocs(this.index, request);
  }

  pageContent(path: string, groups?: string[]): PageContent | null {
    return pageContent(this.index, path, groups);
  }

  pageOf(like: DocSection): DocSection[] {
    return this.pages.pageOf(like);
  }
}

export type DocsMethod = 'retrieve' | 'search' | 'searchDocs' | 'pageContent' | 'pageOf';

/** Calls a method by name, as a search thread receives it. */
export function callDocs(docs: DocsCalls, method: DocsMethod, args: unknown[]): unknown {
  const fn = docs[method] as (...a: unknown[]) => unknown;
  return fn.apply(docs, args);
}
