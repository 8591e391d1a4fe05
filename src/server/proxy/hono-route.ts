import { Hono } from 'hono';
import { clientIp } from '../http/client-ip.js';
import { createAssistantProxy, type AssistantProxyOptions } from './assistant-proxy.js';

/**
 * The proxy as a Hono app, to mount with `app.route('/api/assistant', assistantProxyRoute(...))`.
 * `trustProxy`: read the visitor's address from `X-Forwarded-For` (only behind a proxy you run).
 */
export function assistantProxyRoute(options: AssistantProxyOptions & { trustProxy?: boolean }) {
  const proxy = createAssistantProxy(options);
  const app = new Hono();
  app.on(['POST', 'OPTIONS'], '/', (c) => {
    const socketIp = clientIp(c, false);
    return proxy(c.req.raw, {
      clientIp: socketIp === 'unknown' ? undefined : socketIp,
      forwardedFor: options.trustProxy ? c.req.header('x-forwarded-for') : undefined,
    });
  });
  return app;
}
