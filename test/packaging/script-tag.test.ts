import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantProxy, nodeSocketAddress } from 'docs-assistant/server';
import { ingestDocs } from '../../packages/docs-assistant-platform/src/docs/ingest.js';
import { createTestApp, type TestApp } from '../../packages/docs-assistant-platform/test/helpers/app.js';
import { FIXTURE_DOCS } from '../../packages/docs-assistant-platform/test/helpers/fixture-docs.js';
import {
  listenOnLoopback,
  type Loopback,
} from '../../packages/docs-assistant-platform/test/helpers/loopback.js';

const DIST = new URL('../../packages/docs-assistant/dist/', import.meta.url);
const SHOTS = new URL('../.output/', import.meta.url);
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'";

/** A docs page with the README's script tag, pointing at a folder that is not the page's. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Acme docs</title>
  <script type="module" src="/static/vendor/docs-assistant.js" data-api="/api/assistant"></script>
</head>
<body><main><h1>Acme widgets</h1><p>Install the CLI to get started.</p></main></body>
</html>`;

/**
 * The script-tag file as a site serves it: copied into a folder of its own, with or without the
 * files it loads on demand (`docs-assistant-*.js`: the panel, each language's texts, code grammars,
 * search; next to it by URL), the site's proxy at `/api/assistant` and the platform API behind it.
 */
describe('the script tag, served as the README says', { timeout: 90_000 }, () => {
  const vendor = mkdtempSync(join(tmpdir(), 'da-script-tag-'));
  const lazyFiles = () => readdirSync(DIST).filter((file) => /^docs-assistant-.+\.js$/.test(file));
  const copyLazyFiles = () => {
    for (const file of lazyFiles()) copyFileSync(new URL(file, DIST), join(vendor, file));
  };
  const removeLazyFiles = () => {
    for (const file of lazyFiles()) rmSync(join(vendor, file), { force: true });
  };
  let api: TestApp;
  let apiServer: Loopback;
  let site: Loopback;
  let browser: Browser;

  beforeAll(async () => {
    expect(existsSync(new URL('docs-assistant.js', DIST)), 'the element is built (npm run build)').toBe(true);
    api = await createTestApp('pglite');
    await ingestDocs(api.store.db, api.a.projectId, FIXTURE_DOCS);
    apiServer = await listenOnLoopback(api.app.fetch);
    const proxy = createAssistantProxy({
      upstream: apiServer.url,
      assistantKey: api.a.assistantKey,
      domain: api.a.domain,
    });
    const app = new Hono();
    app.all('/api/assistant', (c) => proxy(c.req.raw, { clientIp: nodeSocketAddress(c.env) }));
    app.get('/static/vendor/:file', (c) => {
      const file = join(vendor, c.req.param('file'));
      if (!/^[\w.-]+\.js$/.test(c.req.param('file')) || !existsSync(file)) return c.notFound();
      return c.body(readFileSync(file), 200, { 'content-type': 'text/javascript' });
    });
    app.get('/', (c) => c.html(PAGE, 200, { 'content-security-policy': CSP }));
    app.get('/favicon.ico', (c) => c.body(null, 204));
    site = await listenOnLoopback(app.fetch);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await apiServer?.close();
    await api?.close();
    rmSync(vendor, { recursive: true, force: true });
  });

  async function openPage() {
    const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(site.url);
    return { page, problems };
  }

  it('with its files beside it, opens the panel and streams a cited answer', async () => {
    removeLazyFiles();
    copyFileSync(new URL('docs-assistant.js', DIST), join(vendor, 'docs-assistant.js'));
    copyLazyFiles();
    const { page, problems } = await openPage();
    try {
      await page.locator('docs-assistant [part~="launcher"]').click();
      const input = page.locator('docs-assistant [part~="input"]');
      await input.fill('How do I install the CLI?');
      await input.press('Enter');
      const answer = page.locator('docs-assistant [part~="assistant-message"]');
      await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toContain('npm install -g acme-cli');
      await page.locator('docs-assistant [part~="answer-actions"]').waitFor();
      await expect(page.locator('docs-assistant [part~="citations"] a').count()).resolves.toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('served alone, says on the launcher that the assistant is unavailable, and recovers', async () => {
    removeLazyFiles();
    copyFileSync(new URL('docs-assistant.js', DIST), join(vendor, 'docs-assistant.js'));
    const { page, problems } = await openPage();
    try {
      const launcher = page.locator('docs-assistant [part~="launcher"]');
      await launcher.click();
      await expect.poll(() => launcher.textContent()).toContain('Assistant unavailable. Retry');
      expect(await launcher.isVisible()).toBe(true);
      expect(await page.locator('docs-assistant').getAttribute('open')).toBeNull();
      expect(problems.some((text) => text.includes('the panel could not be loaded'))).toBe(true);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: fileURLToPath(new URL('launcher-unavailable.png', SHOTS)) });

      // The files arrive (a deploy finishes): the next click loads the panel and it opens.
      copyLazyFiles();
      await launcher.click();
      await page.locator('docs-assistant [part~="input"]').waitFor();
      expect(await launcher.textContent()).not.toContain('unavailable');
    } finally {
      await page.close();
    }
  });
});
