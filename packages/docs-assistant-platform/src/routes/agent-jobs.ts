import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { notFound } from '../http/errors.js';
import { getAgentJob, listAgentJobs } from '../store/agent-jobs.js';
import { ProjectIdParam, errorResponses, safeText } from '../schemas/common.js';
import { AgentJobListSchema, AgentJobSchema, AgentJobsQuerySchema } from '../schemas/agent-jobs.js';
import { bearerSecurity, createRouter, projectOf } from './router.js';

const listRoute = createRoute({
  method: 'get',
  path: '/v1/agent/{projectId}/jobs',
  operationId: 'listAgentJobs',
  summary: 'All agent jobs of a project, newest first',
  tags: ['Agent jobs'],
  security: bearerSecurity,
  request: { params: z.object({ projectId: ProjectIdParam }), query: AgentJobsQuerySchema },
  responses: {
    200: { description: 'The jobs', content: { 'application/json': { schema: AgentJobListSchema } } },
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/agent/{projectId}/job/{id}',
  operationId: 'getAgentJob',
  summary: 'One agent job',
  tags: ['Agent jobs'],
  security: bearerSecurity,
  request: {
    params: z.object({
      projectId: ProjectIdParam,
      id: safeText(200).openapi({ param: { name: 'id', in: 'path' }, description: 'The job (session) id.' }),
    }),
  },
  responses: {
    200: { description: 'The job', content: { 'application/json': { schema: AgentJobSchema } } },
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

export function agentJobRoutes(db: Db) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const project = await projectOf(c, db, c.req.valid('param').projectId);
      return c.json({ allSessions: await listAgentJobs(db, project.id, c.req.valid('query')) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const { projectId, id } = c.req.valid('param');
      const project = await projectOf(c, db, projectId);
      const job = await getAgentJob(db, project.id, id);
      if (!job) throw notFound('Agent job');
      return c.json(job, 200);
    });
}
