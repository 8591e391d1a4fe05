import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  listenOnLoopback,
  type Loopback,
} from '../../../packages/docs-assistant-platform/test/helpers/loopback.js';
import type { RunningPlatform } from './platform.js';
import { resolveFromApp } from './fixture-app.js';

/**
 * A static site's build served as a host would, with `/api/assistant` handled by the reference
 * proxy from the app's installed `docs-assistant/server`.
 */
export async function serveStaticSite(
  appDir: string,
  outDir: string,
  platform: RunningPlatform,
): Promise<Loopback> {
  const server = (await import(
    pathToFileURL(resolveFromApp(appDir, 'docs-assistant', './server')).href
  )) as typeof import('docs-assistant/server');
  const proxy = server.createAssistantProxy({
    upstream: platform.url,
    assistantKey: platform.assistantKey,
    domain: platform.domain,
  });
  const app = new Hono();
  app.post('/api/assistant', (c) => proxy(c.req.raw));
  app.use('*', serveStatic({ root: relative(process.cwd(), outDir) || '.' }));
  return listenOnLoopback(app.fetch);
}
