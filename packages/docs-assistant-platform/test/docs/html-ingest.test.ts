import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocs, type LoadedDocs } from '../../src/docs/load-docs.js';

const layout = (title: string, main: string, lang = 'en') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title} — Acme docs</title></head>
<body>
  <header><nav><a href="/">Home</a> <a href="/guide/">Guide</a> <a href="/api.html">API</a></nav></header>
  <div class="sidebar"><ul><li><a href="/guide/">Guide</a></li><li><a href="/api.html">API reference</a></li></ul></div>
  <main><article>${main}</article></main>
  <footer>© Acme. Built with a static site generator. <a href="/privacy">Privacy</a></footer>
  <script>window.analytics = 1;</script>
</body></html>`;

/** A small site as Sphinx and Hugo build them: ids on sections, on headings and on inner anchors. */
const SITE: Record<string, string> = {
  'index.html': layout(
    'Acme',
    `<h1>Acme documentation</h1>
     <p>Acme launches rockets into low orbit. This documentation explains how to install the command line tool, configure it and use its API from your own programs.</p>
     <p>Start with the guide if you are new; the API reference lists every function with its arguments and return values.</p>`,
  ),
  'guide/index.html': layout(
    'Guide',
    `<h1>Guide<a class="headerlink" href="#guide">¶</a></h1>
     <p>This guide walks through installing and configuring the Acme command line tool on your machine, step by step.</p>
     <section id="installing-acme"><h2>Installing Acme<a class="headerlink" href="#installing-acme">¶</a></h2>
       <p>Install the tool with pip inside a virtual environment, so that it does not conflict with system packages.</p>
       <div class="highlight-sh notranslate"><div class="highlight"><pre><span>pip install acme-cli</span></pre></div></div>
     </section>
     <section id="configuration"><h2>Configuration<a class="headerlink" href="#configuration">¶</a></h2>
       <p>The configuration file lives in your home folder and sets the default launch site and the telemetry level.</p>
       <div class="admonition note"><p class="admonition-title">Note</p><p>Telemetry is off unless you turn it on explicitly.</p></div>
     </section>`,
  ),
  'api.html': layout(
    'API reference',
    `<h1 id="api-reference">API reference</h1>
     <p>The Python API mirrors the command line: every command is a function of the acme module.</p>
     <h2 id="launch">launch(site, payload)</h2>
     <p>Launches a rocket from the given site with the payload, and returns the mission identifier once the countdown ends.</p>
     <pre><code class="language-python">mission = acme.launch("cape", payload)</code></pre>
     <h2><a id="abort"></a>abort(mission)</h2>
     <p>Aborts a mission before lift-off; after lift-off it raises an error and the flight continues as planned.</p>`,
  ),
  'fr/index.html': layout(
    'Acme',
    `<h1>Documentation Acme</h1><p>Acme lance des fusées en orbite basse. Cette documentation explique comment installer et configurer l'outil en ligne de commande.</p>`,
    'fr',
  ),
  '404.html': layout(
    'Not found',
    '<h1>Page not found</h1><p>Sorry, this page does not exist on the Acme documentation site.</p>',
  ),
};

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-html-'));
  for (const [file, content] of Object.entries(SITE)) {
    await mkdir(dirname(join(root, 'site', file)), { recursive: true });
    await writeFile(join(root, 'site', file), content);
  }
  // A static host on loopback, serving the built site under /docs/ with its sitemap.
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/docs/sitemap.xml') {
      const pages = ['', 'guide/', 'api.html', 'fr/', 'missing.html'];
      const outside = '<url><loc>https://elsewhere.test/page</loc></url>';
      res.setHeader('content-type', 'application/xml');
      res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages
          .map((p) => `<url><loc>${origin}/docs/${p}</loc></url>`)
          .join('')}${outside}</urlset>`,
      );
      return;
    }
    if (!url.pathname.startsWith('/docs/')) return void res.writeHead(404).end();
    let file = normalize(url.pathname.slice('/docs/'.length));
    if (file === '.' || file.endsWith('/')) file = join(file, 'index.html');
    try {
      const body = await readFile(join(root, 'site', file));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const byHeading = (docs: LoadedDocs, path: string, heading: string) =>
  docs.sections.find((s) => s.path === path && s.headings.at(-1) === heading);

function expectAcmeSite(docs: LoadedDocs) {
  expect(docs.generator).toBe('html');
  expect(docs.failures).toEqual([]);
  expect([...new Set(docs.sections.map((s) => s.path))].sort()).toEqual([
    '/',
    '/api.html',
    '/fr/',
    '/guide/',
  ]);
  const home = docs.sections.find((s) => s.path === '/')!;
  expect(home.pageTitle).toBe('Acme documentation');
  expect(home.text).toContain('Acme launches rockets into low orbit');
  // Navigation, header, footer and scripts are not content.
  const all = docs.sections.map((s) => s.text).join('\n');
  expect(all).not.toMatch(/Privacy|Built with a static site generator|analytics/);
  const install = byHeading(docs, '/guide/', 'Installing Acme')!;
  expect(install.anchor).toBe('installing-acme');
  expect(install.code).toEqual([
    {
      lang: 'sh',
      title: null,
      intro:
        'Install the tool with pip inside a virtual environment, so that it does not conflict with system packages.',
      code: 'pip install acme-cli',
    },
  ]);
  expect(byHeading(docs, '/guide/', 'Configuration')!.text).toContain('Telemetry is off');
  const launch = byHeading(docs, '/api.html', 'launch(site, payload)')!;
  expect(launch.anchor).toBe('launch');
  expect(launch.code[0]).toMatchObject({ lang: 'python', code: 'mission = acme.launch("cape", payload)' });
  expect(byHeading(docs, '/api.html', 'abort(mission)')!.anchor).toBe('abort');
  expect(docs.sections.find((s) => s.path === '/fr/')!.language).toBe('fr');
}

describe('built HTML', () => {
  it('reads a folder of built pages: main content, headings and their anchors, code, language', async () => {
    const docs = await loadDocs(join(root, 'site'));
    expectAcmeSite(docs);
    expect(docs.skipped).toContainEqual({ file: '404.html', reason: 'not a content page' });
  });

  it("reads a live site from its sitemap.xml over HTTP, pages relative to the sitemap's folder", async () => {
    const docs = await loadDocs(`${origin}/docs/sitemap.xml`);
    expectAcmeSite(docs);
    expect(docs.skipped).toContainEqual({
      file: `${origin}/docs/missing.html`,
      reason: 'not fetched (HTTP 404)',
    });
  });
});
