import { createMiddleware } from 'hono/factory';
import { parseKey, secretMatches, type KeyKind } from '../auth/api-keys.js';
import type { Lookups } from '../store/lookups.js';
import { ApiError } from './errors.js';
import type { AppEnv } from './env.js';

const KIND_NAME: Record<KeyKind, string> = { admin: 'an admin API key', assistant: 'an assistant API key' };

/**
 * Accepts only a live key of `kind`; any other key is a 401 (unknown) or 403 (wrong kind). Key
 * rows come from `lookups`, which may have held them for a few seconds (see `cachedLookups`).
 */
export function requireKey(lookups: Lookups, kind: KeyKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header)
      throw new ApiError(401, 'Missing API key', [
        `Send "Authorization: Bearer <key>" with ${KIND_NAME[kind]}`,
      ]);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const parsed = match ? parseKey(match[1]!) : null;
    if (!match || !parsed)
      throw new ApiError(401, 'Malformed API key', ['Expected "Authorization: Bearer <key>"']);
    const row = await lookups.key(parsed.prefix);
    if (!row || !secretMatches(match[1]!, row.hash)) throw new ApiError(401, 'Invalid API key');
    if (row.revokedAt) throw new ApiError(401, 'API key revoked');
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw new ApiError(401, 'API key expired');
    if (row.kind !== kind) throw new ApiError(403, `This endpoint needs ${KIND_NAME[kind]}`);
    c.set('auth', { kind: row.kind, prefix: row.prefix, orgId: row.orgId, projectId: row.projectId });
    await next();
  });
}
