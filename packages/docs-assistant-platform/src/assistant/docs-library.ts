import type { Db } from '../db/open.js';
import { INDEX_FORMAT } from '../docs/search-index.js';
import type { DocsHandle } from '../search/docs-handle.js';
import { PooledDocs } from '../search/pooled-docs.js';
import { SearchPool } from '../search/search-pool.js';
import { loadIndexBlob, saveIndexBlob } from '../store/doc-indexes.js';
import { latestIngestion, sectionBatches, type Ingestion } from '../store/docs.js';

interface Entry {
  ingestion: Ingestion | null;
  docs: PooledDocs | null;
  checkedAt: number;
  loading?: Promise<Entry>;
}

/** How long replaced docs stay loaded, for the calls that started on them. */
const REPLACED_GRACE_MS = 30_000;

let shared: SearchPool | undefined;
/** One pool for every library that is not given its own (tests, benches, embedded use). */
export function sharedSearchPool(): SearchPool {
  shared ??= new SearchPool();
  return shared;
}

/**
 * Each project's docs, as held by the search threads of `pool`. A project's index is loaded on
 * its first use: from the blob stored beside its ingestion, or built from its sections (then
 * stored, so that other instances and restarts load it). A newer ingestion is picked up when
 * checked (at most every `refreshMs`) and swapped in once loaded; the pool keeps the loaded
 * indexes under its memory budget.
 */
export class DocsLibrary {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly refreshMs = 5000,
    readonly pool: SearchPool = sharedSearchPool(),
  ) {}

  async indexFor(projectId: string): Promise<{ docs: DocsHandle; ingestion: Ingestion } | null> {
    let entry = this.entries.get(projectId);
    if (entry?.docs && Date.now() - entry.checkedAt > this.refreshMs) {
      // A newer ingestion is loaded beside the current index, which answers until the swap.
      this.refresh(projectId).catch(() => undefined);
    } else if (!entry || Date.now() - entry.checkedAt > this.refreshMs) entry = await this.refresh(projectId);
    return entry.docs && entry.ingestion ? { docs: entry.docs, ingestion: entry.ingestion } : null;
  }

  /** Nothing to build before listening: indexes load on first use. */
  async warm(): Promise<void> {}

  /** Ready to answer: indexes are loaded when first asked for. */
  ready(): Promise<void> {
    return Promise.resolve();
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
      else if (!latest) next = { ingestion: null, docs: null, checkedAt: Date.now() };
      else next = { ingestion: latest, docs: await this.load(latest), checkedAt: Date.now() };
      const replaced = current?.docs;
      if (replaced && replaced.key !== next.docs?.key)
        setTimeout(() => this.pool.forget(replaced.key), REPLACED_GRACE_MS).unref();
      this.entries.set(projectId, next);
      return next;
    })();
    const before = current ?? { ingestion: null, docs: null, checkedAt: 0 };
    this.entries.set(projectId, { ...before, loading });
    loading.catch(() => this.entries.set(projectId, { ...before, loading: undefined }));
    return loading;
  }

  private async load(ingestion: Ingestion): Promise<PooledDocs> {
    const placed = await this.pool.place(ingestion.id, async () => {
      const blob = await loadIndexBlob(this.db, ingestion.id, INDEX_FORMAT);
      return blob ? { blob } : { sections: sectionBatches(this.db, ingestion.id) };
    });
    // Built here: stored for the next instance (an instance that cannot store it still answers).
    if (placed.blob)
      await saveIndexBlob(this.db, ingestion.id, INDEX_FORMAT, placed.blob).catch(() => undefined);
    return new PooledDocs(this.pool, ingestion.id, placed.info);
  }
}
