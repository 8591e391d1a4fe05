import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './env.js';

/**
 * One structured line per request: id, method, route pattern, status, duration. It never logs
 * headers, bodies or query strings, so no API key or thread key reaches the log.
 */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        route: routePath(c, -1),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
