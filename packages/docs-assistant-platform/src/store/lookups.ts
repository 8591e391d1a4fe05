import type { Db, Store } from '../db/open.js';
import { findKey, KEY_CHANGES, type KeyRow } from './keys.js';
import { findProject, PROJECT_CHANGES, type ProjectRow } from './projects.js';

/**
 * What every request of a key looks up, kept for a few seconds: its key's row and its project.
 * A revoked key or a changed project is announced by the store (`pg_notify`), and its row dropped
 * at once; should an announcement be missed (the listening connection was down), a row is trusted
 * for `ttlMs` at most. A key's expiry and secret are checked on every request.
 */
export interface Lookups {
  key(prefix: string): Promise<KeyRow | null>;
  project(projectId: string): Promise<ProjectRow | null>;
}

export interface LookupOptions {
  /** How long a row found is trusted. */
  ttlMs?: number;
  /** Rows kept at most, per kind; the oldest go first. */
  maxEntries?: number;
  /** For tests. */
  now?: () => number;
  /** The store's announcements (`Store.listen`); without them rows are trusted for `ttlMs`. */
  listen?: Store['listen'];
}

export const LOOKUP_TTL_MS = 5000;

export function cachedLookups(
  db: Db,
  options: LookupOptions = {},
): Lookups & {
  /** Settles once the store's announcements are heard (or cannot be). */ listening: Promise<void>;
} {
  const keys = new TtlCache((prefix) => findKey(db, prefix), options);
  const projects = new TtlCache((id) => findProject(db, id), options);
  // Listening starts now; until it has, the time bound alone applies.
  const listening = Promise.all([
    options.listen?.(KEY_CHANGES, (prefix) => keys.delete(prefix)),
    options.listen?.(PROJECT_CHANGES, (id) => projects.delete(id)),
  ]).then(
    () => undefined,
    () => undefined,
  );
  return { key: (prefix) => keys.get(prefix), project: (id) => projects.get(id), listening };
}

/** Lookups straight from the store, every time. */
export function uncachedLookups(db: Db): Lookups {
  return { key: (prefix) => findKey(db, prefix), project: (id) => findProject(db, id) };
}

/**
 * Rows found by `load`, trusted for `ttlMs`; concurrent requests for a row not held share one
 * lookup. Nothing found is not kept: a key or project created elsewhere is seen at once, and
 * requests with made-up prefixes cannot fill the cache.
 */
class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T | null>; expires: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly load: (key: string) => Promise<T | null>,
    options: LookupOptions,
  ) {
    this.ttlMs = options.ttlMs ?? LOOKUP_TTL_MS;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get(key: string): Promise<T | null> {
    const held = this.entries.get(key);
    if (held && held.expires > this.now()) return held.value;
    this.entries.delete(key);
    const value = this.load(key);
    const entry = { value, expires: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((found) => {
      if (found === null) forget();
    }, forget);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets a row (changed in the store); a lookup in flight for it is not kept either. */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
