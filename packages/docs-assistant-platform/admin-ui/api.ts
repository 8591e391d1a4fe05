import type { AdminErrorBody, AdminSession } from '../src/admin/wire.js';

/** An admin API error: its status, and the documented error body's message and details. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

/**
 * Calls the dashboard's JSON API with the session cookie. The CSRF token lives in this object's
 * memory only, like the session it belongs to; nothing is written to page storage.
 */
export class AdminApi {
  #csrfToken = '';
  /** Called when the session is gone (expired, signed out elsewhere, key revoked). */
  onSignedOut: () => void = () => {};

  async session(): Promise<AdminSession | null> {
    try {
      return this.#remember(await this.#call<AdminSession>('GET', '/admin/api/session'));
    } catch (err) {
      if (err instanceof ApiProblem && err.status === 401) return null;
      throw err;
    }
  }

  async signIn(key: string): Promise<AdminSession> {
    return this.#remember(await this.#call<AdminSession>('POST', '/admin/api/session', { key }, false));
  }

  async signOut(): Promise<void> {
    await this.#call('DELETE', '/admin/api/session');
    this.#csrfToken = '';
  }

  get<T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
    const search = params.toString();
    return this.#call<T>('GET', `/admin/api${path}${search ? `?${search}` : ''}`);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.#call<T>('PATCH', `/admin/api${path}`, body);
  }

  #remember(session: AdminSession): AdminSession {
    this.#csrfToken = session.csrfToken;
    return session;
  }

  async #call<T>(method: string, url: string, body?: unknown, signedIn = true): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.#csrfToken) headers['x-csrf-token'] = this.#csrfToken;
    const res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (res.status === 204) return undefined as T;
    const json = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) {
      const problem = json as Partial<AdminErrorBody> | null;
      if (res.status === 401 && signedIn) this.onSignedOut();
      throw new ApiProblem(
        res.status,
        typeof problem?.error === 'string' ? problem.error : `Request failed (${res.status})`,
        Array.isArray(problem?.details) ? problem.details.map((d) => String(d?.message ?? '')) : [],
      );
    }
    return json as T;
  }
}

export const pid = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
