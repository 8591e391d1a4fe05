import type { DocsFilter } from '../docs/types.js';
import type { CitedSource, DocsAccess } from './answerer.js';
import type { DocsHandle } from '../search/docs-handle.js';
import { citeByPage } from './retrieval.js';

/** A source as the reader sees it: one `source-url` part. */
export interface SourceRef {
  sourceId: string;
  url: string;
  title: string;
}

/** Searches and page reads one turn may make on top of its first retrieval. */
export const MAX_LOOKUPS = 12;

export const sourceRef = ({ sourceId, url, title }: CitedSource): SourceRef => ({ sourceId, url, title });

/**
 * The pages of one turn, numbered in the order they were first found ([1] is the best page of the
 * first retrieval), so that the model and the reader agree on what `[n]` means. Searches keep to
 * the request's filters; only pages found by a search may be read, so a read never escapes them.
 */
export class TurnSources implements DocsAccess {
  private readonly byPath = new Map<string, CitedSource>();
  private readonly byNumber: CitedSource[] = [];
  private lookups = 0;

  constructor(
    private readonly docs: DocsHandle | null,
    private readonly options: { filter?: DocsFilter; siteUrl: string; pageSize: number },
  ) {}

  /** Numbers pages found elsewhere (the turn's first retrieval), keeping known pages' numbers. */
  add(found: CitedSource[]): CitedSource[] {
    return found.map((source) => {
      const path = source.sections[0]!.path;
      const known = this.byPath.get(path);
      if (known) return known;
      const n = this.byNumber.length + 1;
      const numbered = { ...source, sourceId: `src-${n}` };
      this.byPath.set(path, numbered);
      this.byNumber.push(numbered);
      return numbered;
    });
  }

  async search(query: string): Promise<CitedSource[]> {
    this.count();
    if (!this.docs) return [];
    const hits = await this.docs.search(query, { limit: this.options.pageSize, filter: this.options.filter });
    return this.add(citeByPage(hits, this.options.siteUrl));
  }

  async read(n: number): Promise<CitedSource | undefined> {
    this.count();
    const source = this.byNumber[n - 1];
    if (!source || !this.docs) return undefined;
    const page = await this.docs.pageOf(source.sections[0]!);
    return page.length ? { ...source, sections: page } : source;
  }

  /** The model reads the message of this error as the tool's result. */
  private count(): void {
    if (++this.lookups > MAX_LOOKUPS)
      throw new Error('No more searches or page reads in this answer: answer from the pages found.');
  }

  /** The source cited as `[n]`, if the turn has one. */
  numbered(n: number): CitedSource | undefined {
    return this.byNumber[n - 1];
  }
}
