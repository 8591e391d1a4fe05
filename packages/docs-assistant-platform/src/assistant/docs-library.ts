import type { Db } from '../db/open.js';
import { DocsIndex } from '../docs/search-index.js';
import { DocsPages } from './docs-pages.js';
import { ingestedProjects, latestIngestion, loadSections, type Ingestion } from '../store/docs.js';

interface Entry {
  ingestion: Ingestion | null;
  index: DocsIndex | null;
  pages?: DocsPages;
  checkedAt: number;
  loading?: Promise<Entry>;
}

/**
 * Each instance's in-memory search indexes, one per project, built from the sections in the
 * database. An index is rebuilt when a newer ingestion is recorded (checked at most every
 * `refreshMs`), so every instance answers from the same docs.
 */
export class DocsLibrary {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly refreshMs = 5000,
  ) {}

  async indexFor(
    projectId: string,
  ): Promise<{ index: DocsIndex; pages: DocsPages; ingestion: Ingestion } | null> {
    let entry = this.entries.get(projectId);
    if (entry?.index && Date.now() - entry.checkedAt > this.refreshMs) {
      // A newer ingestion is loaded beside the current index, which answers until the swap.
      this.refresh(projectId).catch(() => undefined);
    } else if (!entry || Date.now() - entry.checkedAt > this.refreshMs) entry = await this.refresh(projectId);
    return entry.index && entry.pages && entry.ingestion
      ? { index: entry.index, pages: entry.pages, ingestion: entry.ingestion }
      : null;
  }

  private warmed?: Promise<void>;

  /** Builds every project's index now, so that no first question waits for it. */
  async warm(): Promise<void> {
    for (const projectId of await ingestedProjects(this.db)) await this.refresh(projectId);
  }

  /** Resolves once every project's index has been built (warming them if nobody has). */
  ready(): Promise<void> {
    this.warmed ??= this.warm().catch((err: unknown) => {
      this.warmed = undefined;
      throw err;
    });
    return this.warmed;
  }

  /** Checks for a newer ingestion now, and loads it. */
  refresh(projectId: string): Promise<Entry> {
    const current = this.entries.get(projectId);
    if (current?.loading) return current.loading;
    const loading = (async (): Promise<Entry> => {
      const latest = await latestIngestion(this.db, projectId);
      let next: Entry;
      if (latest && latest.id === current?.ingestion?.id)
        next = { ...current, checkedAt: Date.now(), loading: undefined };
      else if (!latest) next = { ingestion: null, index: null, checkedAt: Date.now() };
      else {
        const sections = await loadSections(this.db, latest.id);
        next = {
          ingestion: latest,
          index: DocsIndex.build(sections),
          pages: new DocsPages(sections),
          checkedAt: Date.now(),
        };
      }
      this.entries.set(projectId, next);
      return next;
    })();
    this.entries.set(projectId, { ...(current ?? { ingestion: null, index: null, checkedAt: 0 }), loading });
    loading.catch(() =>
      this.entries.set(projectId, {
        ...(current ?? { ingestion: null, index: null, checkedAt: 0 }),
        loading: undefined,
      }),
    );
    return loading;
  }
}
