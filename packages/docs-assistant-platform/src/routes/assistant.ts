import { createRoute, z } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import type { Lookups } from '../store/lookups.js';
import type { TurnWriter } from '../store/turn-writer.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import type { Answerer } from '../assistant/answerer.js';
import type { InflightAnswers } from '../assistant/inflight.js';
import { beginTurn } from '../assistant/turn.js';
import { UI_MESSAGE_STREAM_HEADERS, uiMessageStream } from '../assistant/ui-message-stream.js';
import type { ProxyTrust } from '../http/client-ip.js';
import type { Limiters } from '../http/rate-limit.js';
import { assistantGuards, projectOfDomain } from './assistant-guards.js';
import { AssistantRequestSchema } from '../schemas/assistant.js';
import { errorResponses } from '../schemas/common.js';
import { bearerSecurity, createRouter } from './router.js';

export { MAX_BODY_BYTES, THREAD_HEADERS } from './assistant-guards.js';

export interface AssistantRouteDeps {
  db: Db;
  lookups: Lookups;
  turnWriter?: TurnWriter;
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
        'The answer as server-sent events: start, start-step, reasoning (what was searched and read), text with a source-url before the text that first cites each page, finish-step, finish, [DONE]; an error chunk in place of finish if the answer fails or cannot be stored (finish is sent only once the answer is stored).',
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
  const router = createRouter();
  router.use('/discovery/v2/assistant/*', ...assistantGuards(deps));

  return router.openapi(route, async (c) => {
    const project = await projectOfDomain(c, deps.lookups, c.req.valid('param').domain);
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
    // Through `c.body`, which gives it the headers the guards set (CORS, limits) as it is made.
    return c.body(
      uiMessageStream(turn, { finishThreadId: deps.finishThreadId, signal: c.req.raw.signal }),
      200,
      { ...UI_MESSAGE_STREAM_HEADERS, ...headers },
    );
  });
}
