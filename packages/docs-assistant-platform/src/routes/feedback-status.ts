import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { triageFeedback } from '../store/feedback-triage.js';
import { ProjectIdParam, errorResponses } from '../schemas/common.js';
import { FeedbackEntrySchema } from '../schemas/feedback.js';
import {
  FEEDBACK_TRANSITIONS_TEXT,
  FeedbackIdParam,
  FeedbackStatusBodySchema,
} from '../schemas/feedback-write.js';
import { bearerSecurity, createRouter, projectOf } from './router.js';

const route = createRoute({
  method: 'patch',
  path: '/v1/analytics/{projectId}/feedback/{id}',
  operationId: 'updateFeedbackStatus',
  summary: 'Move feedback through triage',
  description: `Sets the entry’s \`status\`. Allowed moves: ${FEEDBACK_TRANSITIONS_TEXT}. Setting the current status again succeeds and changes nothing; any other move answers 409.`,
  tags: ['Analytics'],
  security: bearerSecurity,
  request: {
    params: z.object({ projectId: ProjectIdParam, id: FeedbackIdParam }),
    body: { required: true, content: { 'application/json': { schema: FeedbackStatusBodySchema } } },
  },
  responses: {
    200: {
      description: 'The entry with its new status',
      content: { 'application/json': { schema: FeedbackEntrySchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 429, 500),
  },
});

export function feedbackStatusRoutes(db: Db) {
  return createRouter().openapi(route, async (c) => {
    const { projectId, id } = c.req.valid('param');
    const project = await projectOf(c, db, projectId);
    return c.json(await triageFeedback(db, project.id, id, c.req.valid('json').status), 200);
  });
}
