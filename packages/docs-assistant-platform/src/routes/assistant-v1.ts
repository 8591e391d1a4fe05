import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { DATA_STREAM_HEADERS, dataStream } from '../assistant/data-stream.js';
import { beginTurn } from '../assistant/turn.js';
import { AssistantRequestV1Schema, questionOf } from '../schemas/assistant-v1.js';
import { errorResponses } from '../schemas/common.js';
import type { AssistantRouteDeps } from './assistant.js';
import { assistantGuards, projectOfDomain } from './assistant-guards.js';
import { bearerSecurity, createRouter } from './router.js';

const route = createRoute({
  method: 'post',
  path: '/discovery/v1/assistant/{domain}/message',
  operationId: 'createAssistantMessageLegacy',
  summary: 'Stream an assistant answer (AI SDK 4)',
  description:
    'The v2 answer for AI SDK 4 clients (`useChat` with `streamProtocol: "data"` and `sendExtraMessageFields: true`), ' +
    'as a data stream: reasoning (`g:`) and text (`0:`) as they stream, then the cited pages as a `search` tool call and its result ' +
    '(`[{url, path, metadata: {title}}]`), a `{threadId}` message annotation (`8:`) and the finish (`d:`). ' +
    'Threads, limits, keys and errors are those of the v2 endpoint.',
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
    body: { required: true, content: { 'application/json': { schema: AssistantRequestV1Schema } } },
  },
  responses: {
    200: {
      description: 'The answer as AI SDK 4 data stream lines (`<code>:<json>`)',
      headers: z.object({
        'X-Thread-Id': z.string().optional().openapi({ description: 'The new thread’s id (ULID).' }),
        'X-Thread-Key': z.string().optional().openapi({ description: 'The new thread’s key; sent once.' }),
      }),
      content: { 'text/plain; charset=utf-8': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 429, 500),
  },
});

/** `POST /discovery/v1/assistant/{domain}/message`: the same answer, in the AI SDK 4 data stream. */
export function assistantV1Routes(deps: AssistantRouteDeps) {
  const router = createRouter();
  router.use('/discovery/v1/assistant/*', ...assistantGuards(deps));

  return router.openapi(route, async (c) => {
    const body = c.req.valid('json');
    const last = body.messages.at(-1)!;
    // What the `search` tool call shows; the turn itself searches with the whole conversation.
    const query = questionOf(last);
    const project = await projectOfDomain(c, deps.lookups, c.req.valid('param').domain);
    // The v2 body the turn reads: each message's text as one text part.
    const turn = await beginTurn(deps, {
      project,
      defaultSiteUrl: deps.siteUrl?.(),
      body: {
        fp: body.fp,
        threadId: body.threadId,
        threadKey: body.threadKey,
        retrievalPageSize: body.retrievalPageSize,
        filter: body.filter ?? undefined,
        context: body.context,
        currentPath: body.currentPath,
        messages: body.messages
          .filter((m) => m.role !== 'data')
          .map((m) => ({
            id: m.id,
            role: m.role as 'system' | 'user' | 'assistant',
            parts: [{ type: 'text' as const, text: questionOf(m) }],
          })),
      },
    });
    const headers: Record<string, string> = {};
    if (turn.threadKey) {
      headers['X-Thread-Id'] = turn.threadId;
      headers['X-Thread-Key'] = turn.threadKey;
    }
    const stream = dataStream(turn, {
      query,
      siteUrl: project.siteUrl ?? deps.siteUrl?.() ?? `https://${project.domain}/`,
      signal: c.req.raw.signal,
    });
    // Through `c.body`, which gives it the headers the guards set (CORS, limits) as it is made.
    const response = c.body(stream, 200, { ...DATA_STREAM_HEADERS, ...headers });
    // A streamed body: its type is the documented text, not a value Hono built.
    return response as unknown as TypedResponse<string, 200, 'text'>;
  });
}
