import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { docIndexes, docIndexParts, docSections } from '../../src/db/schema.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { INDEX_PART_BYTES, loadIndexBlob, saveIndexBlob } from '../../src/store/doc-indexes.js';
import { loadSections, sectionBatches } from '../../src/store/docs.js';
import { createProject } from '../../src/store/projects.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { openTestStore, STORE_KINDS } from '../helpers/store.js';

describe.each(STORE_KINDS)('stored docs (%s)', (kind) => {
  it('stores an index in parts and reads it back whole', async () => {
    const store = await openTestStore(kind);
    try {
      const { projectId } = await createProject(store.db, { domain: 'parts.example.com' });
      const { ingestion } = await ingestDocs(store.db, projectId, FIXTURE_DOCS);
      const long = new Uint8Array(randomBytes(INDEX_PART_BYTES * 2 + 1234));
      await saveIndexBlob(store.db, ingestion.id, 1, long);
      expect(await loadIndexBlob(store.db, ingestion.id, 1)).toEqual(long);
      expect(await loadIndexBlob(store.db, ingestion.id, 2)).toBeNull();

      // A shorter index replaces it, and the parts it no longer needs go.
      const short = new Uint8Array(randomBytes(1000));
      await saveIndexBlob(store.db, ingestion.id, 1, short);
      expect(await loadIndexBlob(store.db, ingestion.id, 1)).toEqual(short);
      expect(await store.db.select().from(docIndexParts)).toEqual([]);

      // Parts that do not add up to the stored length read as no index (it is built again).
      await saveIndexBlob(store.db, ingestion.id, 1, long);
      await store.db.delete(docIndexParts).where(eq(docIndexParts.part, 2));
      expect(await loadIndexBlob(store.db, ingestion.id, 1)).toBeNull();
      await store.db.update(docIndexes).set({ bytes: 10 });
      expect(await loadIndexBlob(store.db, ingestion.id, 1)).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('reads sections in batches, in the order of one query', async () => {
    const store = await openTestStore(kind);
    try {
      const { projectId } = await createProject(store.db, { domain: 'batches.example.com' });
      const { ingestion } = await ingestDocs(store.db, projectId, FIXTURE_DOCS);
      const rows = await store.db
        .select({ id: docSections.id })
        .from(docSections)
        .where(eq(docSections.ingestionId, ingestion.id))
        .orderBy(asc(docSections.path), asc(docSections.position));
      const batches: string[][] = [];
      for await (const batch of sectionBatches(store.db, ingestion.id, 3))
        batches.push(batch.map((s) => s.id));
      expect(batches.length).toBe(Math.ceil(rows.length / 3));
      expect(batches.every((b) => b.length <= 3)).toBe(true);
      expect(batches.flat()).toEqual(rows.map((r) => r.id.slice(r.id.indexOf(':') + 1)));
      expect((await loadSections(store.db, ingestion.id)).map((s) => s.id)).toEqual(batches.flat());
    } finally {
      await store.close();
    }
  });

  it.runIf(kind === 'pglite')('does not zero-fill new WAL segments in the server thread', async () => {
    const store = await openTestStore(kind);
    try {
      const rows = await store.db.execute<{ wal_init_zero: string }>(sql`show wal_init_zero`);
      expect([...(rows as unknown as { rows: { wal_init_zero: string }[] }).rows]).toEqual([
        { wal_init_zero: 'off' },
      ]);
    } finally {
      await store.close();
    }
  });
});
