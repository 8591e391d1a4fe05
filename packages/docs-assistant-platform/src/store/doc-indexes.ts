import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { docIndexes } from '../db/schema.js';

/** The stored index of an ingestion, when one of this format was saved. */
export async function loadIndexBlob(db: Db, ingestionId: string, format: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ data: docIndexes.data })
    .from(docIndexes)
    .where(and(eq(docIndexes.ingestionId, ingestionId), eq(docIndexes.format, format)));
  return row ? new Uint8Array(row.data) : null;
}

/** Stores an ingestion's index; a concurrent instance may have stored it first, and either is right. */
export async function saveIndexBlob(
  db: Db,
  ingestionId: string,
  format: number,
  data: Uint8Array,
): Promise<void> {
  await db
    .insert(docIndexes)
    .values({ ingestionId, format, data })
    .onConflictDoUpdate({ target: docIndexes.ingestionId, set: { format, data } });
}
