import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { requireKey } from '../http/auth.js';
import { clientIp, type ProxyTrust } from '../http/client-ip.js';
import { ApiError, notFound } from '../http/errors.js';
import { consume, type Limiters } from '../http/rate-limit.js';
import type { Lookups } from '../store/lookups.js';
import { feedbackRow, isAnswerOf, recordFeedback } from '../store/feedback-writes.js';
import { errorResponses } from '../schemas/common.js';
import { FeedbackEntrySchema } from '../schemas/feedback.js';
import { DomainParam, FeedbackRequestSchema } from '../schemas/feedback-write.js';
import { browserCallable } from './assistant-guards.js';
import { bearerSecurity, createRouter } from './router.js';

export interface FeedbackWriteDeps {
  db: Db;
  lookups: Lookups;
  limiters: Limiters;
  allowedOrigins: string[];
  trustProxy: ProxyTrust | null;
}

const written = {
  content: { 'application/json': { schema: FeedbackEntrySchema } },
};

const route = createRoute({
  method: 'post',
  path: '/discovery/v1/feedback/{domain}',
  operationId: 'createFeedback',
  summary: 'Record a reader’s feedback',
  description:
    'Thumbs on an answer (`thumbs`: listed as `thumbs_only`, or `contextual` with a comment), a page rating ' +
    '(`page`: `contextual`) or a report on a code block (`code`: `code_snippet`). `clientId` makes the post ' +
    'idempotent: a repeat answers 200 with the entry the first post wrote, unchanged.',
  tags: ['Feedback'],
  security: bearerSecurity,
  request: {
    params: z.object({ domain: DomainParam }),
    body: { required: true, content: { 'application/json': { schema: FeedbackRequestSchema } } },
  },
  responses: {
    201: { description: 'The new entry', ...written },
    200: { description: 'The entry an earlier post with this `clientId` wrote', ...written },
    ...errorResponses(400, 401, 403, 404, 413, 429, 500),
  },
});

export function feedbackWriteRoutes(deps: FeedbackWriteDeps) {
  const { db } = deps;
  const router = createRouter();
  router.use(
    '/discovery/v1/feedback/*',
    ...browserCallable(deps.allowedOrigins),
    requireKey(deps.lookups, 'assistant'),
    async (c, next) => {
      await consume(c, deps.limiters.feedbackPerOrg, c.get('auth').orgId, 'Feedback posts per organization');
      await consume(
        c,
        deps.limiters.feedbackPerIp,
        clientIp(c, deps.trustProxy),
        'Feedback posts per IP address',
      );
      await next();
    },
  );

  return router.openapi(route, async (c) => {
    const auth = c.get('auth');
    const project = auth.projectId ? await deps.lookups.project(auth.projectId) : null;
    // A key of another domain learns nothing about this one.
    if (!project || project.domain !== c.req.valid('param').domain) throw notFound('Domain');
    const body = c.req.valid('json');
    if (body.source === 'thumbs' && !(await isAnswerOf(db, project.id, body.threadId, body.messageId)))
      throw new ApiError(404, 'Answer not found', [
        'threadId and messageId must name an answer of this domain’s assistant',
      ]);
    const { entry, created } = await recordFeedback(db, feedbackRow(project.id, body));
    return created ? c.json(entry, 201) : c.json(entry, 200);
  });
}
