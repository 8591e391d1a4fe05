import { randomBytes, timingSafeEqual } from 'node:crypto';

export interface AdminSessionData {
  /** The admin key's prefix: each request checks the key is still live. */
  keyPrefix: string;
  orgId: string;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionLimits {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number;
  /** At most this many sessions are kept; the least recently used ends first. */
  max: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleMs: 60 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  max: 10_000,
};

/**
 * Dashboard sessions, in this process's memory: the cookie carries only an opaque random id, and
 * the key it stands for never leaves the server. A restart signs everyone out.
 */
export class SessionStore {
  readonly #sessions = new Map<string, AdminSessionData>();

  constructor(
    readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  create(keyPrefix: string, orgId: string): { id: string; session: AdminSessionData } {
    this.#sweep();
    while (this.#sessions.size >= this.limits.max) {
      // Map order is insertion order and `get` re-inserts: the first is the least recently used.
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.#sessions.delete(oldest);
    }
    const id = randomBytes(32).toString('base64url');
    const at = this.now();
    const session = {
      keyPrefix,
      orgId,
      csrfToken: randomBytes(24).toString('base64url'),
      createdAt: at,
      lastSeenAt: at,
    };
    this.#sessions.set(id, session);
    return { id, session };
  }

  /** The live session of that id, touched; null when unknown or expired. */
  get(id: string | undefined): AdminSessionData | null {
    if (!id) return null;
    const session = this.#sessions.get(id);
    if (!session) return null;
    const at = this.now();
    if (this.#expired(session, at)) {
      this.#sessions.delete(id);
      return null;
    }
    session.lastSeenAt = at;
    this.#sessions.delete(id);
    this.#sessions.set(id, session);
    return session;
  }

  expiresAt(session: AdminSessionData): number {
    return Math.min(session.lastSeenAt + this.limits.idleMs, session.createdAt + this.limits.absoluteMs);
  }

  destroy(id: string | undefined): void {
    if (id) this.#sessions.delete(id);
  }

  get size(): number {
    return this.#sessions.size;
  }

  #expired(session: AdminSessionData, at: number): boolean {
    return at >= this.expiresAt(session);
  }

  #sweep(): void {
    const at = this.now();
    for (const [id, session] of this.#sessions) if (this.#expired(session, at)) this.#sessions.delete(id);
  }
}

/** Constant-time comparison of the CSRF token a request sent with its session's. */
export function tokenMatches(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
