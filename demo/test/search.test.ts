import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOT,
  startDemo,
  type ServerProcess,
} from '../../packages/docs-assistant-platform/test/helpers/cli.js';

const SHOTS = join(ROOT, 'demo/test/.output/search');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Docs search as a reader meets it on the demo site: the element, the site's proxy and the
 * platform's search over the demo docs, in one real server process, driven by Chromium.
 */
describe('docs search on the demo site', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'da-search-'));
  let server: ServerProcess;
  let browser: Browser;
  const cspViolations: string[] = [];

  const rows = (page: Page) => page.locator('docs-assistant docs-assistant-search [role="option"]');

  async function newPage(options: Parameters<Browser['newPage']>[0]) {
    const page = await browser.newPage(options);
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
    });
    return page;
  }

  async function searchFor(page: Page, query: string) {
    await page.goto(`${server.url}/quickstart`);
    await page.locator('docs-assistant .launcher').waitFor();
    await page.keyboard.press('Control+k');
    const input = page.locator('docs-assistant docs-assistant-search input');
    await input.waitFor();
    await input.pressSequentially(query, { delay: 20 });
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(2);
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    console.log(`search screenshots: ${SHOTS}`);
    server = await startDemo({ DATA_DIR: dataDir, DATABASE_URL: '' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows results from the docs as you type, and opens one with the arrow keys and Enter', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 860 } });
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/assistant/search'))
        searches.push((r.postDataJSON() as { query: string }).query);
    });
    await searchFor(page, 'deploy');
    expect(await rows(page).first().textContent()).toMatch(/Ask AI:\s*deploy/);
    expect(await rows(page).nth(1).locator('.title').textContent()).toBeTruthy();
    expect(await rows(page).locator('mark').count()).toBeGreaterThan(0);
    expect(searches.at(-1)).toBe('deploy');
    await page.screenshot({ path: join(SHOTS, 'light.png') });

    const href = await rows(page).nth(1).getAttribute('href');
    expect(href).toMatch(new RegExp(`^${server.url}/`));
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(href!), page.keyboard.press('Enter')]);
    expect(page.url()).toBe(href);
    await page.close();
  });

  it('asks the assistant from the first row', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 860 }, colorScheme: 'dark' });
    await searchFor(page, 'how do I deploy');
    await page.screenshot({ path: join(SHOTS, 'dark.png') });
    await page.keyboard.press('Enter');
    const answer = page.locator('docs-assistant [part~="assistant-message"]');
    await expect.poll(() => answer.count(), { timeout: 20_000 }).toBe(1);
    await page.waitForFunction(
      () =>
        document.querySelector('docs-assistant')?.shadowRoot?.querySelector('[aria-busy="true"]') === null,
      undefined,
      { timeout: 20_000 },
    );
    expect(await page.locator('docs-assistant [part~="user-message"]').first().textContent()).toContain(
      'how do I deploy',
    );
    expect((await answer.textContent())!.length).toBeGreaterThan(20);
    await page.close();
  });

  it('fills a narrow screen', async () => {
    const page = await newPage({ viewport: { width: 390, height: 760 }, isMobile: true, hasTouch: true });
    await page.goto(`${server.url}/quickstart`);
    await page.locator('docs-assistant .launcher').waitFor();
    await page.evaluate(() =>
      (
        document.querySelector('docs-assistant') as unknown as { openSearch(q: string): Promise<void> }
      ).openSearch('element attributes'),
    );
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(2);
    const box = await page.locator('docs-assistant docs-assistant-search dialog').boundingBox();
    expect(box!.width).toBe(390);
    await page.screenshot({ path: join(SHOTS, 'mobile.png') });
    await page.close();
    expect(cspViolations).toEqual([]);
  });
});
