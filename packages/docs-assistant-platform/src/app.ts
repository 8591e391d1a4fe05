import { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Store } from './db/open.js';
import { ApiError, loggableError } from './http/errors.js';
import type { AppEnv } from './http/env.js';
import { requireKey } from './http/auth.js';
import { consume, type Limiters } from './http/rate-limit.js';
import type { ProxyTrust } from './http/client-ip.js';
import { requestLog } from './http/request-log.js';
import { headWithBody } from './http/head-with-body.js';
import { healthRoutes } from './routes/health.js';
import { threadRoutes } from './routes/threads.js';
import { feedbackRoutes } from './routes/feedback.js';
import { feedbackWriteRoutes } from './routes/feedback-write.js';
import { feedbackStatusRoutes } from './routes/feedback-status.js';
import { agentJobRoutes } from './routes/agent-jobs.js';
import { assistantRoutes } from './routes/assistant.js';
import { assistantV1Routes } from './routes/assistant-v1.js';
import { discoveryRoutes } from './routes/discovery.js';
import { mcpRoutes } from './routes/mcp.js';
import { adminRoutes } from './admin/admin-routes.js';
import type { SessionStore } from './admin/sessions.js';
import { DocsLibrary } from './assistant/docs-library.js';
import type { Answerer } from './assistant/answerer.js';
import { ExtractiveAnswerer } from './assistant/extractive-answerer.js';
import type { InflightAnswers } from './assistant/inflight.js';
import { HTTPException } from 'hono/http-exception';
import { cachedLookups, type Lookups } from './store/lookups.js';
import type { TurnWriter } from './store/turn-writer.js';

export interface AppDeps {
  store: Store;
  logger: Logger;
  limiters: Limiters;
  /** Search indexes per project; by default built from the store. */
  library?: DocsLibrary;
  /** By default the built-in extractive answerer. */
  answerer?: Answerer;
  /** Base URL of cited pages for projects without a site URL of their own. */
  siteUrl?: string | (() => string | undefined);
  /** Origins whose pages may call the assistant endpoint directly. */
  allowedOrigins?: string[];
  /** Proxies trusted to name the client in X-Forwarded-For; `true` is one hop. */
  trustProxy?: boolean | ProxyTrust;
  /** Put `threadId` at the top level of `finish`; official clients older than ai 5.0.217 reject it. */
  finishThreadId?: boolean;
  /** Answers in flight, for a graceful shutdown. */
  inflight?: InflightAnswers;
  /** Dashboard sessions; by default in this process's memory with the default lifetimes. */
  adminSessions?: SessionStore;
  /** Key and project rows of requests; by default held for `LOOKUP_TTL_MS` (a revoked key is refused within it). */
  lookups?: Lookups;
  /** Where answers are stored; by default the store's shared group-committing writer. */
  turnWriter?: TurnWriter;
}

export const API_VERSION = '1.0.0';

/** Builds the platform API. It never listens: the CLI (or a test) decides where it runs. */
export function createApp(deps: AppDeps) {
  const { db } = deps.store;
  const lookups = deps.lookups ?? cachedLookups(db, { listen: deps.store.listen });
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestLog(deps.logger));
  app.use('*', headWithBody);

  app.use('/v1/analytics/*', requireKey(lookups, 'admin'), async (c, next) => {
    await consume(
      c,
      deps.limiters.analyticsPerOrg,
      c.get('auth').orgId,
      'Analytics requests per organization',
    );
    await next();
  });
  app.use('/v1/agent/*', requireKey(lookups, 'admin'), async (c, next) => {
    await consume(c, deps.limiters.agentPerOrg, c.get('auth').orgId, 'Agent job requests per organization');
    await next();
  });

  const library = deps.library ?? new DocsLibrary(db);
  app.route('/', healthRoutes(deps.store, library));
  app.route('/', threadRoutes(db));
  app.route('/', feedbackRoutes(db));
  app.route('/', feedbackStatusRoutes(db));
  app.route('/', agentJobRoutes(db));
  const allowedOrigins = deps.allowedOrigins ?? [];
  const trustProxy = deps.trustProxy === true ? { hops: 1 } : deps.trustProxy || null;
  app.route('/', feedbackWriteRoutes({ db, lookups, limiters: deps.limiters, allowedOrigins, trustProxy }));
  const assistant = {
    db,
    lookups,
    turnWriter: deps.turnWriter,
    logger: deps.logger,
    limiters: deps.limiters,
    library,
    answerer: deps.answerer ?? new ExtractiveAnswerer(),
    siteUrl: typeof deps.siteUrl === 'function' ? deps.siteUrl : () => deps.siteUrl as string | undefined,
    allowedOrigins,
    trustProxy,
    finishThreadId: deps.finishThreadId ?? true,
    inflight: deps.inflight,
  };
  app.route('/', assistantRoutes(assistant));
  app.route('/', assistantV1Routes(assistant));
  app.route('/', discoveryRoutes({ lookups, limiters: deps.limiters, library, allowedOrigins }));
  app.route('/', adminRoutes({ db, trustProxy, sessions: deps.adminSessions }));
  app.route(
    '/',
    mcpRoutes({ lookups, limiters: deps.limiters, library, allowedOrigins, version: API_VERSION }),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'An admin key (`da_admin_…`) for analytics and agent jobs; an assistant key (`da_asst_…`) for answers, docs search and pages.',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'docs-assistant platform API',
      version: API_VERSION,
      description:
        'Streaming assistant answers, docs search and pages, thread transcripts, feedback and agent jobs for documentation sites.',
    },
    // Relative: the server that serves this document, whatever name it is reached by.
    servers: [{ url: '/', description: 'This server' }],
  });

  app.notFound((c) =>
    c.json({ error: 'Not found', details: [{ message: `No route for ${c.req.method} ${c.req.path}` }] }, 404),
  );
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json(err.body(), err.status);
    }
    // Hono's own errors (a malformed JSON body, for one) keep their status, in our error body.
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as 400;
      return c.json({ error: err.message || 'Invalid request', details: [] }, status);
    }
    deps.logger.error({ err: loggableError(err), reqId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: 'Internal server error', details: [] }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
