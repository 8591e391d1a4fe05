import { createRoute, z } from '@hono/zod-openapi';
import type { Store } from '../db/open.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import { createRouter } from './router.js';

/** How long readiness waits for the store and the indexes before answering 503. */
export const READY_TIMEOUT_MS = 2000;

const liveness = createRoute({
  method: 'get',
  path: '/healthz',
  operationId: 'getHealth',
  summary: 'Liveness: the process answers (no database involved)',
  responses: {
    200: {
      description: 'Alive',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

const readiness = createRoute({
  method: 'get',
  path: '/readyz',
  operationId: 'getReadiness',
  summary: 'Readiness: the store answers and the search indexes are loaded',
  responses: {
    200: {
      description: 'Ready',
      content: { 'application/json': { schema: z.object({ status: z.literal('ready') }) } },
    },
    503: {
      description: 'The store does not answer in time, or the indexes are not loaded yet',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('unavailable'), reason: z.enum(['store', 'indexes']) }),
        },
      },
    },
  },
});

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(store: Store, library: DocsLibrary) {
  return createRouter()
    .openapi(liveness, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readiness, async (c) => {
      try {
        await within(store.ping(), READY_TIMEOUT_MS);
      } catch {
        return c.json({ status: 'unavailable' as const, reason: 'store' as const }, 503);
      }
      try {
        await within(library.ready(), READY_TIMEOUT_MS);
      } catch {
        return c.json({ status: 'unavailable' as const, reason: 'indexes' as const }, 503);
      }
      return c.json({ status: 'ready' as const }, 200);
    });
}
