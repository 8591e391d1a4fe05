import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import type { Answerer } from '../assistant/answerer.js';
import { answerStream, type InflightAnswers } from '../assistant/answer-stream.js';
import { UI_MESSAGE_STREAM_HEADERS } from '../assistant/ui-message-stream.js';
import { requireKey } from '../http/auth.js';
import { clientIp } from '../http/client-ip.js';
import { ApiError, notFound } from '../http/errors.js';
import { consume, type Limiters } from '../http/rate-limit.js';
import { isUlid } from 'docs-assistant/protocol';
import { findProject } from '../store/projects.js';
import { createThread, insertMessage, threadKeyMatches } from '../store/threads.js';
import { AssistantRequestSchema, type AssistantRequest } from '../schemas/assistant.js';
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
  trustProxy: boolean;
  finishThreadId: boolean;
  inflight?: InflightAnswers;
}

const PATH = '/discovery/v2/assistant/{domain}/message';

const route = createRoute({
  method: 'post',
  path: PATH,
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
        'The answer as server-sent events: start, start-step, reasoning, source-url…, text, finish-step, finish, [DONE]',
      headers: z.object({
        'X-Thread-Id': z.string().optional().openapi({ description: 'The new thread’s id (ULID).' }),
        'X-Thread-Key': z.string().optional().openapi({ description: 'The new thread’s key; sent once.' }),
      }),
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 429, 500),
  },
});

const textOf = (message: AssistantRequest['messages'][number]) =>
  message.parts
    .flatMap((p) => (p.type === 'text' ? [p.text] : []))
    .join('\n')
    .trim();

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
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'Request body too large', [
          `The body may be at most ${MAX_BODY_BYTES} bytes`,
        ]);
      },
    }),
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
    const body = c.req.valid('json');

    let threadId: string;
    const headers: Record<string, string> = { ...UI_MESSAGE_STREAM_HEADERS };
    if (body.threadId) {
      const known =
        isUlid(body.threadId) &&
        !!body.threadKey &&
        (await threadKeyMatches(db, project.id, body.threadId.toUpperCase(), body.threadKey));
      if (!known)
        throw new ApiError(404, 'Thread not found', ['Send the threadId together with its threadKey']);
      threadId = body.threadId.toUpperCase();
    } else {
      const thread = await createThread(db, { projectId: project.id, fp: body.fp });
      threadId = thread.threadId;
      headers['X-Thread-Id'] = thread.threadId;
      headers['X-Thread-Key'] = thread.threadKey;
    }

    const last = body.messages.at(-1)!;
    const question = textOf(last);
    const userMessageId = await insertMessage(db, {
      threadId,
      projectId: project.id,
      role: 'user',
      content: question,
      parts: last.parts,
      pagePath: body.currentPath ?? null,
    });
    const messageId = await insertMessage(db, {
      threadId,
      projectId: project.id,
      role: 'assistant',
      content: '',
      replyTo: userMessageId,
      status: 'partial',
    });

    const docs = await deps.library.indexFor(project.id);
    const filter = body.filter ?? undefined;
    const stream = answerStream(
      {
        db,
        answerer: deps.answerer,
        logger: deps.logger,
        finishThreadId: deps.finishThreadId,
        inflight: deps.inflight,
      },
      {
        threadId,
        messageId,
        question,
        history: body.messages
          .slice(0, -1)
          .filter((m) => m.role !== 'system')
          .map((m) => ({ role: m.role as 'user' | 'assistant', text: textOf(m) }))
          .filter((m) => m.text !== ''),
        index: docs?.index ?? null,
        language: filter?.language ?? docs?.index.defaultLanguage ?? null,
        limit: body.retrievalPageSize,
        filter,
        currentPath: body.currentPath,
        context: body.context ?? [],
        siteUrl: project.siteUrl ?? deps.siteUrl?.() ?? `https://${project.domain}/`,
        signal: c.req.raw.signal,
      },
    );
    return c.body(stream, 200, headers);
  });
}
