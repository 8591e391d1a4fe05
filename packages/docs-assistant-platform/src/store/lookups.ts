import type { Db } from '../db/open.js';
import { findKey, type KeyRow } from './keys.js';
import { findProject, type ProjectRow } from './projects.js';

/**
 * What every request of a key looks up, kept for a few seconds: its key's row and its project.
 * Both change only through the CLI or another instance, so a revoked key, or a project's new site
 * URL, takes effect within `ttlMs` here. A key's expiry is checked on every request, and its
 * secret is checked against the row's hash every time too.
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
}

export const LOOKUP_TTL_MS = 5000;

export function cachedLookups(db: Db, options: LookupOptions = {}): Lookups {
  const keys = new TtlCache((prefix) => findKey(db, prefix), options);
  const projects = new TtlCache((id) => findProject(db, id), options);
  return { key: (prefix) => keys.get(prefix), project: (id) => projects.get(id) };
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
}
