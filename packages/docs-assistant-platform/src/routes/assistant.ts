import { createRoute, z } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import type { Answerer } from '../assistant/answerer.js';
import type { InflightAnswers } from '../assistant/inflight.js';
import { beginTurn } from '../assistant/turn.js';
import { uiMessageStreamResponse } from '../assistant/ui-message-stream.js';
import { requireKey } from '../http/auth.js';
import { bodyLimit } from '../http/body-limit.js';
import { guardStream } from '../http/stream-guard.js';
import { clientIp, type ProxyTrust } from '../http/client-ip.js';
import { notFound } from '../http/errors.js';
import { consume, type Limiters } from '../http/rate-limit.js';
import { findProject } from '../store/projects.js';
import { AssistantRequestSchema } from '../schemas/assistant.js';
import { errorResponses } from '../schemas/common.js';
import { bearerSecurity, createRouter } from './router.js';

export const MAX_BODY_BYTES = 1024 * 1024;
export const THREAD_HEADERS = ['X-Thread-Id', 'X-Thread-Key'];

export interface AssistantRouteDeps {
  db: Db;
  logger: Logger;
  limiters: Limiters;
  library: DocsLibrary;
  answerer: Answerer;
  /** Where cited pages live, when a project has no site URL of its own. */
  siteUrl?: () => string | undefined;
  allowedOrigins: string[];
  trustProxy: ProxyTrust;
  finishThreadId: boolean;
  inflight?: InflightAnswers;
}

const PATH = '/discovery/v2/assistant/{domain}/message';

const route = createRoute({
  method: 'post',
  path: PATH,
  operationId: 'createAssistantMessage',
  summary: 'Stream an assistant answer',
  description:
    'Answers the last user message from the domain’s documentation as an AI SDK UI message stream (server-sent events). ' +
    'A new thread answers with `X-Thread-Id` and `X-Thread-Key` headers; follow-ups send both back as `threadId` and `threadKey`.',
  tags: ['Assistant'],
  security: bearerSecurity,
  request: {
    params: z.object({
      domain: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'domain', in: 'path' } }),
    }),
    body: { required: true, content: { 'application/json': { schema: AssistantRequestSchema } } },
  },
  responses: {
    200: {
      description:
        'The answer as server-sent events: start, start-step, reasoning (what was searched and read), text with a source-url before the text that first cites each page, finish-step, finish, [DONE]; an error chunk in place of finish if the answer fails.',
      headers: z.object({
        'X-Thread-Id': z.string().optional().openapi({ description: 'The new thread’s id (ULID).' }),
        'X-Thread-Key': z.string().optional().openapi({ description: 'The new thread’s key; sent once.' }),
      }),
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 429, 500),
  },
});

export function assistantRoutes(deps: AssistantRouteDeps) {
  const { db } = deps;
  const router = createRouter();
  const allowed = new Set(deps.allowedOrigins);
  router.use(
    '/discovery/v2/assistant/*',
    cors({
      origin: (origin) => (allowed.has(origin) || allowed.has('*') ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      exposeHeaders: [
        ...THREAD_HEADERS,
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ],
      maxAge: 600,
    }),
    bodyLimit(MAX_BODY_BYTES),
    requireKey(db, 'assistant'),
    async (c, next) => {
      const { orgId } = c.get('auth');
      await consume(c, deps.limiters.assistantPerOrg, orgId, 'Assistant requests per organization');
      await consume(
        c,
        deps.limiters.assistantPerIp,
        clientIp(c, deps.trustProxy),
        'Assistant requests per IP address',
      );
      await next();
    },
  );

  return router.openapi(route, async (c) => {
    const auth = c.get('auth');
    const project = auth.projectId ? await findProject(db, auth.projectId) : null;
    // A key of another domain learns nothing about this one.
    if (!project || project.domain !== c.req.valid('param').domain) throw notFound('Domain');
    const turn = await beginTurn(deps, {
      project,
      body: c.req.valid('json'),
      defaultSiteUrl: deps.siteUrl?.(),
    });
    const headers: Record<string, string> = {};
    if (turn.threadKey) {
      headers['X-Thread-Id'] = turn.threadId;
      headers['X-Thread-Key'] = turn.threadKey;
    }
    const response = uiMessageStreamResponse(turn, {
      finishThreadId: deps.finishThreadId,
      signal: c.req.raw.signal,
      headers,
    });
    // A reader who falls behind holds a bounded part of the answer (see `guardStream`).
    return new Response(response.body && guardStream(response.body), {
      status: response.status,
      headers: response.headers,
    });
  });
}
