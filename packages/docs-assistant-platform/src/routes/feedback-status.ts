import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { ApiError, notFound } from '../http/errors.js';
import { toEntry } from '../store/feedback.js';
import { findFeedback, moveFeedback } from '../store/feedback-writes.js';
import { ProjectIdParam, errorResponses } from '../schemas/common.js';
import { FeedbackEntrySchema } from '../schemas/feedback.js';
import {
  canMove,
  FEEDBACK_TRANSITIONS,
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
    const to = c.req.valid('json').status;
    // Two triagers at once: the move applies only from the status it was checked against.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await findFeedback(db, project.id, id);
      if (!row) throw notFound('Feedback');
      if (row.status === to) return c.json(toEntry(row), 200);
      if (!canMove(row.status, to))
        throw new ApiError(409, 'Status change not allowed', [
          `${row.status} can move to ${FEEDBACK_TRANSITIONS[row.status].join(', ')}, not ${to}`,
        ]);
      const moved = await moveFeedback(db, project.id, id, row.status, to);
      if (moved) return c.json(toEntry(moved), 200);
    }
    throw new ApiError(409, 'Status changed concurrently', ['Read the entry again and retry']);
  });
}
