import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type ServerProcess } from '../../packages/docs-assistant-platform/test/helpers/cli.js';
import { askBody, readChunks } from '../../packages/docs-assistant-platform/test/helpers/ui-stream.js';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Questions over every page of the demo docs, in both languages. */
const QUESTIONS: [string, Record<string, unknown>?][] = [
  ['How do I install and run it?'],
  ['How do I ask a question from the terminal?'],
  ['How do I use my own docs?'],
  ['Which model can I use, and how do I use Ollama?'],
  ['Which environment variables configure the server?'],
  ['Which attributes does the element have?'],
  ['How do I ask about a code block on the page?'],
  ['Which events does the element fire?'],
  ['How do keys work?'],
  ['What is the body of an error response?'],
  ['What are the X-Thread-Id and X-Thread-Key headers for?'],
  ['How do I run several instances?'],
  ['How do I keep the assistant key on my server?'],
  ['Comment lancer le serveur ?', { language: 'fr' }],
  ['Comment installer ?', { language: 'fr' }],
];

/** The demo as it runs: every page an answer cites has the cited anchor as an element id. */
describe('cited anchors land on the demo site', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'da-anchors-'));
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
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

  it('finds every cited anchor as an element id on the served page', async () => {
    const cited = new Set<string>();
    for (const [question, filter] of QUESTIONS) {
      const res = await fetch(`${server.url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(askBody(question, filter ? { filter } : {})),
      });
      expect(res.status, question).toBe(200);
      const { chunks } = await readChunks(res);
      const sources = chunks.filter((c) => c.type === 'source-url').map((c) => c.url as string);
      expect(sources.length, question).toBeGreaterThan(0);
      for (const source of sources) cited.add(source);
    }
    const anchored = [...cited].map((source) => new URL(source)).filter((url) => url.hash);
    expect(anchored.length).toBeGreaterThanOrEqual(10);
    expect(new Set(anchored.map((url) => url.pathname)).size).toBeGreaterThanOrEqual(6);

    const page = await browser.newPage();
    const missing: string[] = [];
    for (const url of anchored) {
      const res = await page.goto(`${server.url}${url.pathname}`);
      expect(res!.status(), url.pathname).toBe(200);
      // On the page's own content, not on the site's chrome.
      const found = await page.evaluate(
        (id) => !!document.getElementById(id)?.closest('article'),
        decodeURIComponent(url.hash.slice(1)),
      );
      if (!found) missing.push(url.pathname + url.hash);
    }
    await page.close();
    expect(missing).toEqual([]);
  });
});
