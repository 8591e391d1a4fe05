import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type KeyKind = 'admin' | 'assistant';

/** Fixed, distinct prefixes: a key's kind is visible at a glance and to secret scanners. */
export const KEY_PREFIX: Record<KeyKind, string> = { admin: 'da_admin_', assistant: 'da_asst_' };

const KEY_SHAPE = /^(da_admin_|da_asst_)([0-9a-f]{12})_([0-9a-f]{64})$/;

export interface NewKey {
  /** The whole secret, shown once. */
  key: string;
  /** Public lookup id: kind prefix plus a random id. Safe to log and to revoke by. */
  prefix: string;
  hash: string;
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function generateKey(kind: KeyKind): NewKey {
  const prefix = KEY_PREFIX[kind] + randomBytes(6).toString('hex');
  const key = `${prefix}_${randomBytes(32).toString('hex')}`;
  return { key, prefix, hash: hashSecret(key) };
}

/** Splits a presented key; null when it is not shaped like one of ours. */
export function parseKey(key: string): { prefix: string; kind: KeyKind } | null {
  const m = KEY_SHAPE.exec(key);
  if (!m) return null;
  return { prefix: m[1]! + m[2]!, kind: m[1] === KEY_PREFIX.admin ? 'admin' : 'assistant' };
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
