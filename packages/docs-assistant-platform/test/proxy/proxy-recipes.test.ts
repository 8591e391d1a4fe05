import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantProxy, type AssistantProxy } from 'docs-assistant/server';
import { assistantProxyRoute } from 'docs-assistant/server/hono';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';
import { askBody, readChunks } from '../helpers/ui-stream.js';

const EXPRESS_SITE = fileURLToPath(new URL('fixtures/express-site.ts', import.meta.url));

/** An upstream that answers with a short stream and notes the visitor address it was given. */
function recordingUpstream() {
  const forwardedFor: (string | null)[] = [];
  const app = new Hono();
  app.post('/discovery/v2/assistant/:domain/message', (c) => {
    forwardedFor.push(c.req.header('x-forwarded-for') ?? null);
    return c.body('data: {"type":"start"}\n\ndata: {"type":"finish"}\n\ndata: [DONE]\n\n', 200, {
      'content-type': 'text/event-stream',
      'x-thread-id': '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    });
  });
  return { app, forwardedFor };
}

const ask = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(askBody('How do I install the CLI?')),
  });

/** The README's proxy recipes, each run as written, with the visitor's address reaching the API. */
describe('proxy recipes per runtime', () => {
  let upstream: ReturnType<typeof recordingUpstream>;
  let upstreamServer: Loopback;
  let options: { upstream: string; assistantKey: string; domain: string };

  beforeAll(async () => {
    upstream = recordingUpstream();
    upstreamServer = await listenOnLoopback(upstream.app.fetch);
    options = { upstream: upstreamServer.url, assistantKey: 'da_asst_secret', domain: 'my-docs' };
  });
  afterAll(() => upstreamServer.close());

  it('Express: getRequestListener, with req.ip as the visitor', async () => {
    // Its own Node process: Express is CommonJS, loaded as Node loads it for a site.
    const site = spawn(
      process.execPath,
      ['--conditions=docs-assistant-source', '--import', 'tsx', EXPRESS_SITE],
      {
        env: { ...process.env, DOCS_ASSISTANT_URL: upstreamServer.url, DOCS_ASSISTANT_KEY: 'da_asst_secret' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [line] = (await once(site.stdout, 'data')) as [Buffer];
      const url = `${/listening on (\S+)/.exec(String(line))![1]}/api/assistant`;
      const res = await ask(url, { 'x-forwarded-for': '203.0.113.5' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-thread-id')).toBe('01ARZ3NDEKTSV4RRFFQ69G5FAV');
      expect((await readChunks(res)).done).toBe(true);
      // Express trusts the loopback proxy in front, so req.ip is the address that proxy saw.
      expect(upstream.forwardedFor.at(-1)).toBe('203.0.113.5');
      expect((await fetch(url)).status).toBe(405);
    } finally {
      site.kill('SIGTERM');
      await once(site, 'exit');
    }
  });

  it('Hono on Node: assistantProxyRoute takes the socket address', async () => {
    const app = new Hono();
    app.route('/api/assistant', assistantProxyRoute(options));
    const site = await listenOnLoopback(app.fetch);
    try {
      const res = await ask(`${site.url}/api/assistant`);
      expect(res.status).toBe(200);
      await res.text();
      expect(upstream.forwardedFor.at(-1)).toBe('127.0.0.1');
    } finally {
      await site.close();
    }
  });

  it('Cloudflare Workers: a fetch handler, with CF-Connecting-IP as the visitor', async () => {
    interface Env {
      DOCS_ASSISTANT_URL: string;
      DOCS_ASSISTANT_KEY: string;
    }
    let proxy: AssistantProxy | undefined;
    const worker = {
      fetch(request: Request, env: Env) {
        proxy ??= createAssistantProxy({
          upstream: env.DOCS_ASSISTANT_URL,
          assistantKey: env.DOCS_ASSISTANT_KEY,
          domain: 'my-docs',
          clientIp: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
        });
        return proxy(request);
      },
    };
    const env = { DOCS_ASSISTANT_URL: upstreamServer.url, DOCS_ASSISTANT_KEY: 'da_asst_secret' };
    const site = await listenOnLoopback((request) => worker.fetch(request, env));
    try {
      const res = await ask(`${site.url}/api/assistant`, { 'cf-connecting-ip': '198.51.100.23' });
      expect(res.status).toBe(200);
      await res.text();
      expect(upstream.forwardedFor.at(-1)).toBe('198.51.100.23');
    } finally {
      await site.close();
    }
  });

  it('Next.js route handler: created at the first request, with X-Real-IP as the visitor', async () => {
    let proxy: AssistantProxy | undefined;
    const env: Record<string, string | undefined> = {
      DOCS_ASSISTANT_URL: upstreamServer.url,
      DOCS_ASSISTANT_KEY: 'da_asst_secret',
    };
    function POST(request: Request) {
      proxy ??= createAssistantProxy({
        upstream: env.DOCS_ASSISTANT_URL!,
        assistantKey: env.DOCS_ASSISTANT_KEY!,
        domain: 'my-docs',
        clientIp: (request) => request.headers.get('x-real-ip') ?? undefined,
      });
      return proxy(request);
    }
    const site = await listenOnLoopback((request) => POST(request));
    try {
      const res = await ask(`${site.url}/api/assistant`, {
        'x-real-ip': '192.0.2.44',
        origin: site.url,
      });
      expect(res.status).toBe(200);
      await res.text();
      expect(upstream.forwardedFor.at(-1)).toBe('192.0.2.44');
    } finally {
      await site.close();
    }
  });
});
