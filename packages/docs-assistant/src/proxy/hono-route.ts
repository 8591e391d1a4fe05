import { Hono } from 'hono';
import { createAssistantProxy, type AssistantProxyOptions } from './assistant-proxy.js';
import { nodeSocketAddress } from './client-address.js';

/**
 * `docs-assistant/server/hono`: an entry of its own, so that `docs-assistant/server` works without
 * Hono installed (`hono` is an optional peer dependency).
 *
 * The proxy as a Hono app, to mount with `app.route('/api/assistant', assistantProxyRoute(...))`.
 * The visitor's address is the Node socket's (`@hono/node-server`) unless `clientIp` reads it
 * another way; `trustProxy` keeps the `X-Forwarded-For` chain of a proxy you run in front.
 */
export function assistantProxyRoute(options: AssistantProxyOptions) {
  const proxy = createAssistantProxy(options);
  const app = new Hono();
  // The assistant at the mount path, docs search, page content and feedback beside it.
  for (const path of ['/', '/search', '/page', '/feedback'])
    app.all(path, (c) =>
      proxy(c.req.raw, { clientIp: options.clientIp?.(c.req.raw) ?? nodeSocketAddress(c.env) }),
    );
  return app;
}
