import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { listFeedback } from '../store/feedback.js';
import { ProjectIdParam, errorResponses } from '../schemas/common.js';
import { FeedbackListSchema, FeedbackQuerySchema } from '../schemas/feedback.js';
import { bearerSecurity, createRouter, projectOf } from './router.js';

const route = createRoute({
  method: 'get',
  path: '/v1/analytics/{projectId}/feedback',
  operationId: 'listFeedback',
  summary: 'Feedback, newest first, in pages',
  description: 'Keep fetching with `cursor` set to the returned `nextCursor` while `hasMore` is true.',
  tags: ['Analytics'],
  security: bearerSecurity,
  request: { params: z.object({ projectId: ProjectIdParam }), query: FeedbackQuerySchema },
  responses: {
    200: {
      description: 'One page of feedback',
      content: { 'application/json': { schema: FeedbackListSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

export function feedbackRoutes(db: Db) {
  return createRouter().openapi(route, async (c) => {
    const project = await projectOf(c, db, c.req.valid('param').projectId);
    const { cursor, limit, ...filter } = c.req.valid('query');
    return c.json(await listFeedback(db, project.id, filter, { cursor, limit }), 200);
  });
}
