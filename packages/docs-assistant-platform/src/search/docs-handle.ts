import type { PageContent, SearchRequest, SearchResult } from 'docs-assistant/protocol';
import type { Retrieval } from '../assistant/retrieval.js';
import { retrieveTurn, type TurnRetrievalInput } from '../assistant/retrieve-turn.js';
import { DocsIndex, type SearchOptions } from '../docs/search-index.js';
import type { DocSection, SearchHit } from '../docs/types.js';
import { DocsCalls } from './docs-calls.js';

/**
 * One site's docs as the request path sees them: every call is asynchronous, so that the work may
 * run in a search thread while the event loop moves bytes.
 */
export interface DocsHandle {
  readonly defaultLanguage: string | null;
  /** Sections indexed. */
  readonly size: number;
  retrieve(input: TurnRetrievalInput): Promise<Retrieval>;
  search(query: string, opts: SearchOptions): Promise<SearchHit[]>;
  searchDocs(request: SearchRequest): Promise<SearchResult[]>;
  pageContent(path: string, groups?: string[]): Promise<PageContent | null>;
  /** The page `like` belongs to, in its language and version. */
  pageOf(like: DocSection): Promise<DocSection[]>;
}

/** Docs searched in the calling thread: for tests, benches and tools that hold their own index. */
export class InThreadDocs implements DocsHandle {
  private readonly calls: DocsCalls;

  constructor(sections: DocSection[], index: DocsIndex = DocsIndex.build(sections)) {
    this.calls = new DocsCalls(index, sections);
  }

  get index(): DocsIndex {
    return this.calls.index;
  }

  get defaultLanguage(): string | null {
    return this.calls.index.defaultLanguage;
  }

  get size(): number {
    return this.calls.index.size;
  }

  retrieve(input: TurnRetrievalInput): Promise<Retrieval> {
    return Promise.resolve(this.calls.retrieve(input));
  }

  search(query: string, opts: SearchOptions): Promise<SearchHit[]> {
    return Promise.resolve(this.calls.search(query, opts));
  }

  searchDocs(request: SearchRequest): Promise<SearchResult[]> {
    return Promise.resolve(this.calls.searchDocs(request));
  }

  pageContent(path: string, groups?: string[]): Promise<PageContent | null> {
    return Promise.resolve(this.calls.pageContent(path, groups));
  }

  pageOf(like: DocSection): Promise<DocSection[]> {
    return Promise.resolve(this.calls.pageOf(like));
  }
}

/** A turn's retrieval from `docs`, or the retrieval of a site with no docs yet. */
export function retrieveFrom(docs: DocsHandle | null, input: TurnRetrievalInput): Promise<Retrieval> {
  return docs ? docs.retrieve(input) : Promise.resolve(retrieveTurn(null, input));
}
