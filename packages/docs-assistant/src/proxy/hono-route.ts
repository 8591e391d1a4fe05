import { Hono, type Context } from 'hono';
import { createAssistantProxy, type AssistantProxyOptions } from './assistant-proxy.js';
import { nodeSocketAddress } from './client-address.js';

/**
 * The proxy as a Hono app, to mount with `app.route('/api/assistant', assistantProxyRoute(...))`.
 * The visitor's address is the Node socket's (`@hono/node-server`) unless `clientIp` reads it
 * another way; `trustProxy` keeps the `X-Forwarded-For` chain of a proxy you run in front.
 */
export function assistantProxyRoute(options: AssistantProxyOptions) {
  const proxy = createAssistantProxy(options);
  const app = new Hono();
  const handle = (c: Context) =>
    proxy(c.req.raw, { clientIp: options.clientIp?.(c.req.raw) ?? nodeSocketAddress(c.env) });
  app.all('/', handle);
  app.all('/feedback', handle);
  return app;
}
