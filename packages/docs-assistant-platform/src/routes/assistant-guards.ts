import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireKey } from '../http/auth.js';
import { bodyLimit } from '../http/body-limit.js';
import { cors } from '../http/cors.js';
import { clientIp, type ProxyTrust } from '../http/client-ip.js';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { consume, type Limiters } from '../http/rate-limit.js';
import type { Lookups } from '../store/lookups.js';

export const MAX_BODY_BYTES = 1024 * 1024;
export const THREAD_HEADERS = ['X-Thread-Id', 'X-Thread-Key'];

const LIMIT_HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/**
 * What every route a page may call needs first: CORS for `allowedOrigins` (exposing the limit
 * headers and `exposeHeaders`), and a body of at most `maxBytes`, refused with a 413 the client
 * can read.
 */
export function browserCallable(
  allowedOrigins: string[],
  { exposeHeaders = [], maxBytes = MAX_BODY_BYTES }: { exposeHeaders?: string[]; maxBytes?: number } = {},
) {
  const allowed = new Set(allowedOrigins);
  return [
    cors({
      origin: (origin) => (allowed.has(origin) || allowed.has('*') ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      exposeHeaders: [...exposeHeaders, ...LIMIT_HEADERS],
      maxAge: 600,
    }),
    bodyLimit(maxBytes),
  ] as const;
}

/** CORS, body size, the assistant key and the answer limits, for every version of the message endpoint. */
export function assistantGuards(deps: {
  lookups: Lookups;
  limiters: Limiters;
  allowedOrigins: string[];
  trustProxy: ProxyTrust | null;
}) {
  return [
    ...browserCallable(deps.allowedOrigins, { exposeHeaders: THREAD_HEADERS }),
    requireKey(deps.lookups, 'assistant'),
    createMiddleware<AppEnv>(async (c, next) => {
      const { orgId } = c.get('auth');
      await consume(c, deps.limiters.assistantPerOrg, orgId, 'Assistant requests per organization');
      await consume(
        c,
        deps.limiters.assistantPerIp,
        clientIp(c, deps.trustProxy),
        'Assistant requests per IP address',
      );
      await next();
    }),
  ] as const;
}

/** The caller's project, if `domain` is its domain: a key of another domain learns nothing about it. */
export async function projectOfDomain(c: Context<AppEnv>, lookups: Lookups, domain: string) {
  const auth = c.get('auth');
  const project = auth.projectId ? await lookups.project(auth.projectId) : null;
  if (!project || project.domain !== domain) throw notFound('Domain');
  return project;
}
