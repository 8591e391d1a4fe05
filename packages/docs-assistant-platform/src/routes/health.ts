import { createRoute, z } from '@hono/zod-openapi';
import type { Store } from '../db/open.js';
import { createRouter } from './router.js';

const route = createRoute({
  method: 'get',
  path: '/healthz',
  operationId: 'getHealth',
  summary: 'Health check: the store answers',
  responses: {
    200: {
      description: 'Healthy',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
    503: {
      description: 'The store does not answer',
      content: { 'application/json': { schema: z.object({ status: z.literal('unavailable') }) } },
    },
  },
});

export function healthRoutes(store: Store) {
  return createRouter().openapi(route, async (c) => {
    try {
      await store.ping();
      return c.json({ status: 'ok' as const }, 200);
    } catch {
      return c.json({ status: 'unavailable' as const }, 503);
    }
  });
}
