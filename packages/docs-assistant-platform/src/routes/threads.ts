import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { notFound } from '../http/errors.js';
import { getThread, listConversations } from '../store/threads.js';
import { ProjectIdParam, UlidSchema, errorResponses } from '../schemas/common.js';
import { ConversationsQuerySchema, ConversationsSchema, ThreadSchema } from '../schemas/threads.js';
import { bearerSecurity, createRouter, projectOf } from './router.js';

const threadRoute = createRoute({
  method: 'get',
  path: '/v1/analytics/{projectId}/assistant/threads/{threadId}',
  operationId: 'getAssistantThread',
  summary: 'Transcript of one assistant conversation thread',
  tags: ['Analytics'],
  security: bearerSecurity,
  request: {
    params: z.object({
      projectId: ProjectIdParam,
      threadId: UlidSchema.openapi({
        param: { name: 'threadId', in: 'path' },
        description: 'Thread id (ULID).',
      }),
    }),
  },
  responses: {
    200: { description: 'The thread', content: { 'application/json': { schema: ThreadSchema } } },
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

const conversationsRoute = createRoute({
  method: 'get',
  path: '/v1/analytics/{projectId}/assistant',
  operationId: 'listAssistantConversations',
  summary: 'Assistant conversations, one row per user turn, newest first',
  tags: ['Analytics'],
  security: bearerSecurity,
  request: { params: z.object({ projectId: ProjectIdParam }), query: ConversationsQuerySchema },
  responses: {
    200: {
      description: 'One page of conversations',
      content: { 'application/json': { schema: ConversationsSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

export function threadRoutes(db: Db) {
  return createRouter()
    .openapi(threadRoute, async (c) => {
      const { projectId, threadId } = c.req.valid('param');
      const project = await projectOf(c, db, projectId);
      const thread = await getThread(db, project.id, threadId.toUpperCase());
      if (!thread) throw notFound('Thread');
      return c.json(thread, 200);
    })
    .openapi(conversationsRoute, async (c) => {
      const project = await projectOf(c, db, c.req.valid('param').projectId);
      return c.json(await listConversations(db, project.id, c.req.valid('query')), 200);
    });
}
