import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { apiKeys } from '../db/schema.js';
import { generateKey, type KeyKind } from '../auth/api-keys.js';

export interface KeyRow {
  prefix: string;
  kind: KeyKind;
  hash: string;
  orgId: string;
  projectId: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** Stores a new key's hash and returns the key itself: the only time it is ever seen. */
export async function createKey(
  db: Db,
  input: { kind: KeyKind; orgId: string; projectId?: string; expiresAt?: Date },
): Promise<{ key: string; kind: KeyKind; prefix: string }> {
  const { key, prefix, hash } = generateKey(input.kind);
  await db.insert(apiKeys).values({
    prefix,
    kind: input.kind,
    hash,
    orgId: input.orgId,
    projectId: input.projectId ?? null,
    expiresAt: input.expiresAt ?? null,
  });
  return { key, kind: input.kind, prefix };
}

export async function findKey(db: Db, prefix: string): Promise<KeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, prefix));
  return row ?? null;
}

/** Where a revoked key's prefix is announced to the servers that may hold its row. */
export const KEY_CHANGES = 'da_key_changes';

/** Returns false when no live key has that prefix. */
export async function revokeKey(db: Db, prefix: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt)))
    .returning({ prefix: apiKeys.prefix });
  if (rows.length) await db.execute(sql`select pg_notify(${KEY_CHANGES}, ${prefix})`);
  return rows.length > 0;
}
