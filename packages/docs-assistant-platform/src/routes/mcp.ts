import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { Hono } from 'hono';
import type { Lookups } from '../store/lookups.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import { requireKey } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { consume, type Limiters } from '../http/rate-limit.js';
import { docsMcpServer } from '../mcp/docs-mcp-server.js';
import { projectOfDomain } from './assistant-guards.js';

export interface McpRouteDeps {
  lookups: Lookups;
  limiters: Limiters;
  library: DocsLibrary;
  allowedOrigins: string[];
  version: string;
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * `/mcp/{domain}`: the docs of one domain as an MCP server over Streamable HTTP, keyed with the
 * domain's assistant key. Stateless: every POST carries one JSON-RPC exchange, so any instance
 * can answer it and nothing is kept between requests.
 */
export function mcpRoutes(deps: McpRouteDeps) {
  const router = new Hono<AppEnv>();
  const allowed = new Set(deps.allowedOrigins);
  router.use(
    '/mcp/*',
    cors({
      origin: (origin) => (allowed.has(origin) || allowed.has('*') ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'Mcp-Protocol-Version', 'Mcp-Session-Id'],
      exposeHeaders: ['Mcp-Session-Id', 'Retry-After'],
      maxAge: 600,
    }),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'Request body too large', [
          `The body may be at most ${MAX_BODY_BYTES} bytes`,
        ]);
      },
    }),
    requireKey(deps.lookups, 'assistant'),
  );

  router.post('/mcp/:domain', async (c) => {
    await consume(c, deps.limiters.searchPerOrg, c.get('auth').orgId, 'Search requests per organization');
    const project = await projectOfDomain(c, deps.lookups, c.req.param('domain'));
    const docs = await deps.library.indexFor(project.id);
    const server = docsMcpServer(project.domain, docs?.docs ?? null, deps.version);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    const response = await transport.handleRequest(c.req.raw);
    // The exchange is complete once the JSON answer is built.
    void server.close();
    const headers = new Headers(response.headers);
    c.res.headers.forEach((value, name) => {
      if (name.toLowerCase().startsWith('ratelimit-')) headers.set(name, value);
    });
    return new Response(response.body, { status: response.status, headers });
  });
  // No server-sent event stream and no session to end: stateless servers answer only POST.
  router.on(['GET', 'DELETE'], '/mcp/:domain', (c) =>
    c.json({ error: 'Method not allowed', details: [{ message: 'Send JSON-RPC messages with POST' }] }, 405, {
      Allow: 'POST',
    }),
  );
  return router;
}
