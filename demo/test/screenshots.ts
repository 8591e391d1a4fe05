/**
 * Serves a small docs page with the built script-tag element, under a strict CSP, against the
 * scripted assistant on loopback, and writes PNGs of the open panel (light, dark, narrow).
 *
 *   npm run test:e2e
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createScriptedAssistant } from '../../packages/docs-assistant/test/widget/helpers/scripted-assistant.js';

/** The element's package: its build is served as a site would serve it. */
const ROOT = resolve(import.meta.dirname, '../../packages/docs-assistant');
const OUT = resolve(import.meta.dirname, '.output');
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'";
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="docsearch:version" content="1.0" />
  <title>Install · Example Docs</title>
  <link rel="stylesheet" href="/page.css" />
  <script type="module" src="/dist/docs-assistant.js" data-api="/api/assistant?session=shots" data-scope="auto"
    data-suggestions="How do I install the assistant?|Which attributes does it take?"></script>
</head>
<body>
  <main>
    <h1 id="install">Install</h1>
    <p id="intro">Add one script tag to every page of your documentation site. The assistant answers from your pages and cites them.</p>
    <pre id="snippet"><code>&lt;script type="module" src="/docs-assistant.js" data-api="/api/assistant"&gt;&lt;/script&gt;</code></pre>
    <p>Then point <code>data-api</code> at the proxy that holds your assistant key.</p>
  </main>
</body>
</html>`;

const PAGE_CSS = `body { font: 16px/1.6 system-ui, sans-serif; margin: 0; color: #1f2328; background: #fff; }
main { max-width: 44rem; padding: 2rem; }
pre { background: #f3f5f7; padding: 1rem; border-radius: 8px; overflow-x: auto; }
@media (prefers-color-scheme: dark) { body { background: #0d1117; color: #e6edf3; } pre { background: #161b22; } }`;

async function startServer() {
  const assistant = createScriptedAssistant();
  const server = createServer(async (req, res) => {
    if (await assistant(req, res)) return;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const headers = { 'content-security-policy': CSP };
    if (path === '/') return void res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(PAGE);
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    if (path === '/page.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end(PAGE_CSS);
    const allowed = path.startsWith('/dist/') || path.startsWith('/test/widget/fixtures/');
    try {
      if (!allowed || path.includes('..')) throw new Error('not found');
      const body = readFileSync(join(ROOT, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function openAndAsk(page: Page, url: string) {
  await page.goto(url);
  await page.locator('docs-assistant .launcher').click();
  const input = page.locator('docs-assistant textarea');
  await input.waitFor();
  await input.fill('How do I install the assistant?');
  await input.press('Enter');
  await page.locator('docs-assistant .answer-actions').waitFor({ timeout: 10_000 });
  await page.locator('docs-assistant details.reasoning summary').click();
}

execFileSync('npx', ['vite', 'build', '--mode', 'embed', '--logLevel', 'error'], {
  cwd: ROOT,
  stdio: 'inherit',
});
mkdirSync(OUT, { recursive: true });
const { server, url } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const problems: string[] = [];
try {
  const shots = [
    { name: 'panel-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
    { name: 'panel-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const },
    { name: 'panel-narrow', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, colorScheme: shot.colorScheme });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${shot.name}: console error: ${message.text()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    if (shot.name === 'panel-light') {
      // The empty state: starter questions, and a code block attached as context.
      await page.goto(url);
      await page.locator('docs-assistant-code-action button').click();
      await page.locator('docs-assistant [part~="context-chip"]').waitFor();
      await page.screenshot({ path: join(OUT, 'panel-empty-with-context.png') });
    }
    await openAndAsk(page, url);
    await page.screenshot({ path: join(OUT, `${shot.name}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`screenshots in ${OUT}`);
// Any console error or CSP violation while the panel was shown fails the run.
assert.deepEqual(problems, [], problems.join('\n'));
