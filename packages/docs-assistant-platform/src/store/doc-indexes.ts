import { setImmediate as turn } from 'node:timers/promises';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { docIndexes, docIndexParts } from '../db/schema.js';

/** Bytes a statement writes or reads: a few milliseconds of a PGlite store's event loop. */
export const INDEX_PART_BYTES = 256 * 1024;

/**
 * The stored index of an ingestion, when one of this format was saved whole (parts that another
 * instance is rewriting at the same moment do not add up, and read as none).
 */
export async function loadIndexBlob(db: Db, ingestionId: string, format: number): Promise<Uint8Array | null> {
  const [head] = await db
    .select({ data: docIndexes.data, parts: docIndexes.parts, bytes: docIndexes.bytes })
    .from(docIndexes)
    .where(and(eq(docIndexes.ingestionId, ingestionId), eq(docIndexes.format, format)));
  if (!head) return null;
  if (head.parts <= 1) return new Uint8Array(head.data);
  const blob = new Uint8Array(head.bytes);
  let at = 0;
  const put = (data: Uint8Array) => {
    if (at + data.byteLength > blob.byteLength) return false;
    blob.set(data, at);
    at += data.byteLength;
    return true;
  };
  if (!put(head.data)) return null;
  for (let part = 1; part < head.parts; part++) {
    // PGlite answers without waiting on I/O: other requests run between the parts only if let.
    await turn();
    const [row] = await db
      .select({ data: docIndexParts.data })
      .from(docIndexParts)
      .where(and(eq(docIndexParts.ingestionId, ingestionId), eq(docIndexParts.part, part)));
    if (!row || !put(row.data)) return null;
  }
  return at === blob.byteLength ? blob : null;
}

/**
 * Stores an ingestion's index, a part per statement. The first part and the count go last, once
 * the others are in. Instances storing the same ingestion at once built it from the same sections
 * and store the same bytes.
 */
export async function saveIndexBlob(
  db: Db,
  ingestionId: string,
  format: number,
  data: Uint8Array,
): Promise<void> {
  const parts = Math.max(1, Math.ceil(data.byteLength / INDEX_PART_BYTES));
  const part = (n: number) => data.subarray(n * INDEX_PART_BYTES, (n + 1) * INDEX_PART_BYTES);
  for (let n = 1; n < parts; n++) {
    await db
      .insert(docIndexParts)
      .values({ ingestionId, part: n, data: part(n) })
      .onConflictDoUpdate({
        target: [docIndexParts.ingestionId, docIndexParts.part],
        set: { data: part(n) },
      });
    // PGlite answers without waiting on I/O: other requests run between the parts only if let.
    await turn();
  }
  // Parts of an earlier, longer blob of this ingestion are of no use.
  await db
    .delete(docIndexParts)
    .where(and(eq(docIndexParts.ingestionId, ingestionId), gte(docIndexParts.part, parts)));
  const head = { format, data: part(0), parts, bytes: data.byteLength };
  await db
    .insert(docIndexes)
    .values({ ingestionId, ...head })
    .onConflictDoUpdate({ target: docIndexes.ingestionId, set: head });
}
