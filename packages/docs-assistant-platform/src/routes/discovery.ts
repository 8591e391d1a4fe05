import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { Lookups } from '../store/lookups.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import { requireKey } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { consume, type Limiters } from '../http/rate-limit.js';
import { errorResponses } from '../schemas/common.js';
import {
  PageContentSchema,
  PageRequestSchema,
  SearchRequestSchema,
  SearchResultSchema,
} from '../schemas/discovery.js';
import { browserCallable, projectOfDomain } from './assistant-guards.js';
import { bearerSecurity, createRouter } from './router.js';

export interface DiscoveryRouteDeps {
  lookups: Lookups;
  limiters: Limiters;
  library: DocsLibrary;
  allowedOrigins: string[];
}

/** Search queries and page paths are short: a small body limit bounds the work of each. */
const MAX_BODY_BYTES = 64 * 1024;

const domainParam = z.object({
  domain: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'domain', in: 'path' } }),
});

const searchRoute = createRoute({
  method: 'post',
  path: '/discovery/v1/search/{domain}',
  operationId: 'searchDocs',
  summary: 'Search the documentation',
  description:
    'The sections that best match `query`, best first; the last word may be unfinished, so it can run on every keystroke. ' +
    'Counts against the search limit of the organization (10,000 requests per hour by default).',
  tags: ['Discovery'],
  security: bearerSecurity,
  request: {
    params: domainParam,
    body: { required: true, content: { 'application/json': { schema: SearchRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Matching sections',
      content: { 'application/json': { schema: z.array(SearchResultSchema) } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 429, 500),
  },
});

const pageRoute = createRoute({
  method: 'post',
  path: '/discovery/v1/page/{domain}',
  operationId: 'getDocsPage',
  summary: 'Read a page',
  description:
    'The page at `path` as Markdown; with `groups`, only if the page is in one of them. Counts against the search limit.',
  tags: ['Discovery'],
  security: bearerSecurity,
  request: {
    params: domainParam,
    body: { required: true, content: { 'application/json': { schema: PageRequestSchema } } },
  },
  responses: {
    200: { description: 'The page', content: { 'application/json': { schema: PageContentSchema } } },
    ...errorResponses(400, 401, 403, 404, 413, 429, 500),
  },
});

/** `POST /discovery/v1/search/{domain}` and `POST /discovery/v1/page/{domain}`, with an assistant key. */
export function discoveryRoutes(deps: DiscoveryRouteDeps) {
  const router = createRouter();
  for (const path of ['/discovery/v1/search/*', '/discovery/v1/page/*'])
    router.use(
      path,
      ...browserCallable(deps.allowedOrigins, { maxBytes: MAX_BODY_BYTES }),
      requireKey(deps.lookups, 'assistant'),
      createMiddleware<AppEnv>(async (c, next) => {
        await consume(c, deps.limiters.searchPerOrg, c.get('auth').orgId, 'Search requests per organization');
        await next();
      }),
    );

  return router
    .openapi(searchRoute, async (c) => {
      const project = await projectOfDomain(c, deps.lookups, c.req.valid('param').domain);
      const docs = await deps.library.indexFor(project.id);
      return c.json(docs ? await docs.docs.searchDocs(c.req.valid('json')) : [], 200);
    })
    .openapi(pageRoute, async (c) => {
      const project = await projectOfDomain(c, deps.lookups, c.req.valid('param').domain);
      const { path, groups } = c.req.valid('json');
      const docs = await deps.library.indexFor(project.id);
      const page = docs ? await docs.docs.pageContent(path, groups) : null;
      if (!page) throw new ApiError(404, 'Page not found', [`No page at ${path}`]);
      return c.json(page, 200);
    });
}
