import type { SearchFilter } from '../../protocol/request.js';
import type { SearchResult } from '../../protocol/search.js';

export type SearchOutcome =
  | { kind: 'results'; results: SearchResult[] }
  | { kind: 'rate-limited'; retryAfter: number | undefined }
  | { kind: 'unavailable' };

const CACHE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 8;

/** `<api>/search` beside the assistant's URL, keeping its query string (the proxy's own parameters). */
export function searchUrl(api: string, base: string): string {
  const url = new URL(api, base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/search`;
  return url.toString();
}

/**
 * Searches as the reader types: each new query aborts the one in flight, and recent answers are
 * kept, so that deleting a character shows its results at once.
 */
export class SearchClient {
  #inFlight: AbortController | undefined;
  readonly #cache = new Map<string, SearchResult[]>();

  constructor(
    private readonly settings: () => { url: string; fetch: typeof fetch; filter: SearchFilter | undefined },
  ) {}

  cached(query: string): SearchResult[] | undefined {
    return this.#cache.get(this.#key(query));
  }

  /** Resolves `undefined` when a newer query replaced this one. */
  async search(query: string): Promise<SearchOutcome | undefined> {
    this.#inFlight?.abort();
    const controller = new AbortController();
    this.#inFlight = controller;
    const { url, fetch, filter } = this.settings();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, pageSize: SEARCH_PAGE_SIZE, ...(filter && { filter }) }),
        signal: controller.signal,
      });
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after'));
        return { kind: 'rate-limited', retryAfter: Number.isFinite(wait) && wait > 0 ? wait : undefined };
      }
      if (!response.ok) return { kind: 'unavailable' };
      const body: unknown = await response.json();
      const results = Array.isArray(body) ? body.filter(isResult) : [];
      this.#remember(query, results);
      return { kind: 'results', results };
    } catch {
      if (controller.signal.aborted) return undefined;
      return { kind: 'unavailable' };
    } finally {
      if (this.#inFlight === controller) this.#inFlight = undefined;
    }
  }

  abort(): void {
    this.#inFlight?.abort();
  }

  #key(query: string): string {
    return `${JSON.stringify(this.settings().filter ?? {})} ${query.trim().toLowerCase()}`;
  }

  #remember(query: string, results: SearchResult[]) {
    const key = this.#key(query);
    this.#cache.delete(key);
    this.#cache.set(key, results);
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
  }
}

/** Server data is checked before it is shown: a malformed result is left out. */
function isResult(value: unknown): value is SearchResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<SearchResult>;
  return (
    typeof r.content === 'string' &&
    typeof r.path === 'string' &&
    typeof r.metadata === 'object' &&
    r.metadata !== null &&
    typeof r.metadata.title === 'string'
  );
}
