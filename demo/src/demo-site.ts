import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import { loadDocsPages, type DocsPage } from './docs-pages.js';
import { renderPage } from './page-template.js';
import { renderApiReference } from './api-reference.js';

/** Strict enough that any inline script or style, or a third-party load, would break the page. */
export const DEMO_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export interface DemoSiteOptions {
  docsDir: string;
  /** The built element (`npm run build`). */
  assetsDir: string;
  staticDir: string;
  /** Returns the OpenAPI document to render on the reference page. */
  openApi: () => Promise<unknown>;
}

/** The demo docs site: the project's own docs, with `<docs-assistant>` on every page. */
export function demoSite(options: DemoSiteOptions) {
  const pages = loadDocsPages(options.docsDir);
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const app = new Hono();
  const root = (dir: string) => relative(process.cwd(), dir) || '.';

  app.use(
    '/assets/*',
    serveStatic({ root: root(options.assetsDir), rewriteRequestPath: (p) => p.replace(/^\/assets/, '') }),
  );
  app.use(
    '/demo/*',
    serveStatic({ root: root(options.staticDir), rewriteRequestPath: (p) => p.replace(/^\/demo/, '') }),
  );

  const page = (docsPage: DocsPage, query: (name: string) => string | undefined) =>
    renderPage({
      page: docsPage,
      pages,
      mode: ['sidebar', 'modal', 'inline'].includes(query('mode') ?? '') ? query('mode')! : 'sidebar',
      language: docsPage.language !== 'en' ? docsPage.language : query('lang') === 'fr' ? 'fr' : 'en',
      version: query('version') === 'v0' ? 'v0' : 'v1',
    });

  app.get('/reference', async (c) => {
    const doc = (await options.openApi()) as Parameters<typeof renderApiReference>[0];
    const reference: DocsPage = {
      path: '/reference',
      language: 'en',
      title: 'API reference',
      description: '',
      html: renderApiReference(doc),
    };
    return c.html(
      page(reference, (n) => c.req.query(n)),
      200,
      { 'content-security-policy': DEMO_CSP },
    );
  });
  app.get('*', (c) => {
    const docsPage = byPath.get(c.req.path.replace(/\/$/, '') || '/');
    if (!docsPage) return c.notFound();
    return c.html(
      page(docsPage, (n) => c.req.query(n)),
      200,
      { 'content-security-policy': DEMO_CSP },
    );
  });
  return app;
}
