import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askInPage } from './frameworks/ask-in-browser.js';
import { bin, installApp, packElement, removeApp, run, WORK } from './frameworks/fixture-app.js';
import { startNext, type NextServer } from './frameworks/next-server.js';
import { startPlatform, type RunningPlatform } from './frameworks/platform.js';
import { serveStaticSite } from './frameworks/static-site.js';
import type { Loopback } from '../../packages/docs-assistant-platform/test/helpers/loopback.js';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const QUESTION = 'How do I install the CLI?';
/** Builds on a busy two-core machine take a while; nothing here is timed. */
const BUILD_TIMEOUT = 600_000;

/**
 * The packed `docs-assistant` in real docs frameworks: each app installs the tarball, builds
 * (rendering its pages in Node, where the element's entries must import without a DOM), is
 * served beside the platform API behind the reference proxy, and answers in Chromium.
 */
describe('the packed element in docs frameworks', { timeout: BUILD_TIMEOUT }, () => {
  let tarball: string;
  let platform: RunningPlatform;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(WORK, { recursive: true });
    console.log(`framework screenshots: ${WORK}`);
    [tarball, platform] = await Promise.all([packElement(), startPlatform()]);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await platform?.close();
    if (tarball) rmSync(dirname(tarball), { recursive: true, force: true });
  });

  describe('VitePress', () => {
    let site: Loopback | undefined;
    let dir: string;

    beforeAll(async () => {
      dir = await installApp('vitepress', tarball);
      await run(process.execPath, [bin.vitepress, 'build', 'docs'], { cwd: dir });
      site = await serveStaticSite(dir, join(dir, 'docs/.vitepress/dist'), platform);
    }, BUILD_TIMEOUT);

    afterAll(async () => {
      await site?.close();
      removeApp('vitepress');
    });

    it('renders the element into the static pages', async () => {
      const html = await (await fetch(`${site!.url}/install.html`)).text();
      expect(html).toContain('<docs-assistant api="/api/assistant"');
    });

    it('answers in Chromium with a streamed answer and its source', async () => {
      const result = await askInPage(
        browser,
        `${site!.url}/install.html`,
        QUESTION,
        join(WORK, 'vitepress.png'),
      );
      expect(result.defined).toBe(true);
      expect(result.suggestions).toEqual(['How do I install the CLI?', 'How do I deploy?']);
      expect(result.answer).toMatch(/npm install -g acme-cli/);
      expect(result.sources.some((href) => /\/guides\/install#/.test(href))).toBe(true);
      expect(result.errors).toEqual([]);
    });
  });

  describe('Next.js (app router)', () => {
    let server: NextServer | undefined;
    let dir: string;

    beforeAll(async () => {
      dir = await installApp('nextjs', tarball);
      // The route handler builds its proxy when the module loads, at build time as at run time.
      const env = {
        NEXT_TELEMETRY_DISABLED: '1',
        DOCS_ASSISTANT_UPSTREAM: platform.url,
        DOCS_ASSISTANT_KEY: platform.assistantKey,
        DOCS_ASSISTANT_DOMAIN: platform.domain,
      };
      await run(process.execPath, [bin.next, 'build'], { cwd: dir, env });
      server = await startNext(dir, env);
    }, BUILD_TIMEOUT);

    afterAll(async () => {
      await server?.stop();
      removeApp('nextjs');
    });

    it('renders the element on the server', async () => {
      const html = await (await fetch(server!.url)).text();
      // React sets the element's properties in the browser; the server renders the tag.
      expect(html).toContain('<docs-assistant');
    });

    it('answers in Chromium through the route handler proxy', async () => {
      const result = await askInPage(browser, server!.url, QUESTION, join(WORK, 'nextjs.png'));
      expect(result.defined).toBe(true);
      expect(result.suggestions).toEqual(['How do I install the CLI?', 'How do I deploy?']);
      expect(result.answer).toMatch(/npm install -g acme-cli/);
      expect(result.sources.some((href) => /\/guides\/install#/.test(href))).toBe(true);
      expect(result.errors).toEqual([]);
    });
  });
});
