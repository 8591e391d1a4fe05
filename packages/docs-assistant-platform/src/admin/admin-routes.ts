import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { z } from '@hono/zod-openapi';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Db } from '../db/open.js';
import { parseKey, secretMatches } from '../auth/api-keys.js';
import { bodyLimit } from '../http/body-limit.js';
import { clientIp, type ProxyTrust } from '../http/client-ip.js';
import type { AppEnv } from '../http/env.js';
import { ApiError, notFound, validationError } from '../http/errors.js';
import { consume } from '../http/rate-limit.js';
import { projectOf } from '../routes/router.js';
import { ProjectIdParam, UlidSchema } from '../schemas/common.js';
import {
  FEEDBACK_TRANSITIONS,
  FeedbackIdParam,
  FeedbackStatusBodySchema,
} from '../schemas/feedback-write.js';
import { FeedbackQuerySchema } from '../schemas/feedback.js';
import { ConversationsQuerySchema } from '../schemas/threads.js';
import { listAgentJobs } from '../store/agent-jobs.js';
import { listFeedback } from '../store/feedback.js';
import { triageFeedback } from '../store/feedback-triage.js';
import { findKey, type KeyRow } from '../store/keys.js';
import { getThread, listConversations } from '../store/threads.js';
import { ADMIN_CSP, ADMIN_CSS, ADMIN_ICON, ADMIN_PAGE, adminBundle } from './admin-assets.js';
import { contentGaps } from './gaps.js';
import { listOrgProjects } from './org-projects.js';
import { SessionStore, tokenMatches, type AdminSessionData } from './sessions.js';
import { projectStats } from './stats.js';
import type { AdminSession } from './wire.js';

export interface AdminDeps {
  db: Db;
  trustProxy: ProxyTrust | null;
  sessions?: SessionStore;
}

type AdminEnv = AppEnv & { Variables: { session: AdminSessionData; sessionId: string } };

export const SESSION_COOKIE = 'da_admin_session';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/admin';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

const ProjectParams = z.object({ projectId: ProjectIdParam });
const WindowQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
const SignInSchema = z.strictObject({ key: z.string().min(1).max(200) });

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues, where);
  return result.data;
}

/** Whether the browser reached us over HTTPS, directly or through a trusted proxy. */
function isHttps(c: Context, trustProxy: ProxyTrust | null): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return Boolean(trustProxy) && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The host the browser addressed: `Host`, or `X-Forwarded-Host` from a trusted proxy. */
function addressedHost(c: Context, trustProxy: ProxyTrust | null): string | undefined {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('host');
}

/** A state-changing call must come from a page of this dashboard: its origin is ours. */
function checkOrigin(c: Context, trustProxy: ProxyTrust | null): void {
  const origin = c.req.header('origin');
  let host: string | undefined;
  try {
    host = origin ? new URL(origin).host : undefined;
  } catch {
    host = undefined;
  }
  if (!host || host !== addressedHost(c, trustProxy))
    throw new ApiError(403, 'Cross-origin request refused', ['Use the dashboard at /admin']);
}

/** A live admin key's row, or null: unknown, wrong secret, revoked, expired or an assistant key. */
async function liveAdminKey(db: Db, key: string): Promise<KeyRow | null> {
  const parsed = parseKey(key);
  if (!parsed) return null;
  const row = await findKey(db, parsed.prefix);
  if (!row || !secretMatches(key, row.hash)) return null;
  return isLive(row) ? row : null;
}

const isLive = (row: KeyRow) =>
  row.kind === 'admin' && !row.revokedAt && !(row.expiresAt && row.expiresAt.getTime() <= Date.now());

/**
 * The dashboard at `/admin` and its JSON API at `/admin/api/...`. Sign-in trades an admin key for
 * a session cookie (HttpOnly, SameSite=Strict, Secure over HTTPS) holding only a random id; each
 * request then acts as that key, with the analytics routes' tenancy: another organization's
 * project answers like a missing one.
 */
export function adminRoutes(deps: AdminDeps) {
  const { db, trustProxy } = deps;
  const sessions = deps.sessions ?? new SessionStore();
  // A dashboard page shows several panels at once: its own allowance, not the API's 100 an hour.
  const perOrg = new RateLimiterMemory({ points: 3000, duration: 3600, keyPrefix: 'admin-org' });
  const signInPerIp = new RateLimiterMemory({ points: 20, duration: 900, keyPrefix: 'admin-sign-in' });
  const app = new Hono<AdminEnv>();

  app.use('/admin/*', async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
    c.header('x-frame-options', 'DENY');
    if (c.req.path.startsWith('/admin/api/')) c.header('cache-control', 'no-store');
  });
  app.use('/admin/api/*', bodyLimit(16 * 1024));

  const page = (c: Context) =>
    c.html(ADMIN_PAGE, 200, { 'content-security-policy': ADMIN_CSP, 'cache-control': 'no-cache' });
  app.get('/admin', page);
  app.get('/admin/', page);
  app.get('/admin/assets/admin.js', (c) => {
    const bundle = adminBundle();
    if (bundle === null)
      throw new ApiError(503, 'The dashboard is not built', [
        'Run "npm run build" in docs-assistant-platform',
      ]);
    return c.body(bundle, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
  app.get('/admin/assets/icon.svg', (c) =>
    c.body(ADMIN_ICON, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' }),
  );
  app.get('/admin/assets/admin.css', (c) =>
    c.body(ADMIN_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  );

  const cookieOptions = (c: Context) =>
    ({
      path: COOKIE_PATH,
      httpOnly: true,
      secure: isHttps(c, trustProxy),
      sameSite: 'Strict',
    }) as const;

  const describe = async (session: AdminSessionData): Promise<AdminSession> => ({
    keyPrefix: session.keyPrefix,
    projects: await listOrgProjects(db, session.orgId),
    csrfToken: session.csrfToken,
    expiresAt: new Date(sessions.expiresAt(session)).toISOString(),
    transitions: FEEDBACK_TRANSITIONS,
  });

  app.post('/admin/api/session', async (c) => {
    checkOrigin(c, trustProxy);
    await consume(c, signInPerIp, clientIp(c, trustProxy), 'Sign-in attempts per IP address');
    const body = parse(SignInSchema, await c.req.json().catch(() => null), 'request body');
    const row = await liveAdminKey(db, body.key.trim());
    if (!row)
      throw new ApiError(401, 'Invalid admin key', [
        'Use a live admin key (da_admin_…) of your organization',
      ]);
    // A new id at every sign-in: an id planted before it is worth nothing.
    sessions.destroy(getCookie(c, SESSION_COOKIE));
    const { id, session } = sessions.create(row.prefix, row.orgId);
    setCookie(c, SESSION_COOKIE, id, {
      ...cookieOptions(c),
      maxAge: Math.floor(sessions.limits.absoluteMs / 1000),
    });
    return c.json(await describe(session), 201);
  });

  /** Every other API call: a live session whose key is still live, and for writes our origin and token. */
  const signedIn = createMiddleware<AdminEnv>(async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE);
    const session = sessions.get(id);
    const row = session ? await findKey(db, session.keyPrefix) : null;
    if (!session || !id || !row || !isLive(row)) {
      sessions.destroy(id);
      deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
      throw new ApiError(401, 'Not signed in', ['Sign in with an admin key']);
    }
    if (!SAFE_METHODS.has(c.req.method)) {
      checkOrigin(c, trustProxy);
      if (!tokenMatches(c.req.header(CSRF_HEADER), session.csrfToken))
        throw new ApiError(403, 'Missing or wrong CSRF token', [
          `Send the session's csrfToken in ${CSRF_HEADER}`,
        ]);
    }
    await consume(c, perOrg, session.orgId, 'Dashboard requests per organization');
    c.set('auth', { kind: 'admin', prefix: row.prefix, orgId: row.orgId, projectId: null });
    c.set('session', session);
    c.set('sessionId', id);
    await next();
  });
  app.use('/admin/api/*', signedIn);

  app.get('/admin/api/session', async (c) => c.json(await describe(c.get('session')), 200));
  app.delete('/admin/api/session', (c) => {
    sessions.destroy(c.get('sessionId'));
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return c.body(null, 204);
  });

  const project = (c: Context<AdminEnv>) =>
    projectOf(
      c as unknown as Context<AppEnv>,
      db,
      parse(ProjectParams, { projectId: c.req.param('projectId') }, 'path parameters').projectId,
    );

  app.get('/admin/api/projects/:projectId/conversations', async (c) => {
    const p = await project(c);
    const query = parse(ConversationsQuerySchema, c.req.query(), 'query parameters');
    return c.json(await listConversations(db, p.id, { ...query, limit: Math.min(query.limit, 100) }), 200);
  });

  app.get('/admin/api/projects/:projectId/threads/:threadId', async (c) => {
    const p = await project(c);
    const threadId = parse(UlidSchema, c.req.param('threadId'), 'path parameters');
    const thread = await getThread(db, p.id, threadId.toUpperCase());
    if (!thread) throw notFound('Thread');
    return c.json(thread, 200);
  });

  app.get('/admin/api/projects/:projectId/gaps', async (c) => {
    const p = await project(c);
    const { days } = parse(WindowQuery, c.req.query(), 'query parameters');
    return c.json(await contentGaps(db, p.id, days), 200);
  });

  app.get('/admin/api/projects/:projectId/stats', async (c) => {
    const p = await project(c);
    const { days } = parse(WindowQuery, c.req.query(), 'query parameters');
    return c.json(await projectStats(db, p.id, days), 200);
  });

  app.get('/admin/api/projects/:projectId/feedback', async (c) => {
    const p = await project(c);
    const { cursor, limit, ...filter } = parse(FeedbackQuerySchema, c.req.query(), 'query parameters');
    return c.json(await listFeedback(db, p.id, filter, { cursor, limit }), 200);
  });

  app.patch('/admin/api/projects/:projectId/feedback/:id', async (c) => {
    const p = await project(c);
    const id = parse(FeedbackIdParam, c.req.param('id'), 'path parameters');
    const { status } = parse(FeedbackStatusBodySchema, await c.req.json().catch(() => null), 'request body');
    return c.json(await triageFeedback(db, p.id, id, status), 200);
  });

  app.get('/admin/api/projects/:projectId/jobs', async (c) => {
    const p = await project(c);
    return c.json({ allSessions: await listAgentJobs(db, p.id, { take: 50 }) }, 200);
  });

  return app;
}
