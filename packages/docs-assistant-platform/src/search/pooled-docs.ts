import type { PageContent, SearchRequest, SearchResult } from 'docs-assistant/protocol';
import type { Retrieval } from '../assistant/retrieval.js';
import type { TurnRetrievalInput } from '../assistant/retrieve-turn.js';
import type { SearchOptions } from '../docs/search-index.js';
import type { DocSection, SearchHit } from '../docs/types.js';
import type { DocsHandle } from './docs-handle.js';
import type { IndexInfo } from './search-protocol.js';
import type { SearchPool } from './search-pool.js';

/** A site's docs held by a search thread of `pool`; each call is a message to that thread. */
export class PooledDocs implements DocsHandle {
  readonly defaultLanguage: string | null;
  readonly size: number;

  constructor(
    private readonly pool: SearchPool,
    readonly key: string,
    info: IndexInfo,
  ) {
    this.defaultLanguage = info.defaultLanguage;
    this.size = info.size;
  }

  retrieve(input: TurnRetrievalInput): Promise<Retrieval> {
    return this.pool.call(this.key, 'retrieve', [input]);
  }

  search(query: string, opts: SearchOptions): Promise<SearchHit[]> {
    return this.pool.call(this.key, 'search', [query, opts]);
  }

  searchDocs(request: SearchRequest): Promise<SearchResult[]> {
    return this.pool.call(this.key, 'searchDocs', [request]);
  }

  pageContent(path: string, groups?: string[]): Promise<PageContent | null> {
    return this.pool.call(this.key, 'pageContent', [path, groups]);
  }

  pageOf(like: DocSection): Promise<DocSection[]> {
    return this.pool.call(this.key, 'pageOf', [like]);
  }
}
