import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOT,
  startDemo,
  type ServerProcess,
} from '../../packages/docs-assistant-platform/test/helpers/cli.js';
import {
  startFakeOpenAI,
  type FakeOpenAI,
} from '../../packages/docs-assistant-platform/test/helpers/fake-openai.js';
import { freePort } from '../../packages/docs-assistant-platform/test/helpers/free-port.js';

const SHOTS = join(ROOT, 'demo/test/.output/demo');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

interface AskBody {
  messages: { role: string; parts: { type: string; text?: string }[] }[];
  threadId?: string;
  threadKey?: string;
  context?: { type: string; value: string; path?: string; elementId?: string }[];
  currentPath?: string;
  filter?: Record<string, unknown>;
}

/**
 * The product as a site owner runs it: the real server (demo site, proxy, platform API) in its
 * own process, driven by Chromium like a reader would.
 */
describe('the demo site in a real browser', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'da-e2e-'));
  let port: number;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let base: string;
  const bodies: AskBody[] = [];
  const cspViolations: string[] = [];
  const credentials = () =>
    JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8')) as {
      projectId: string;
      adminKey: string;
    };

  const env = (extra: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: '',
    ...extra,
  });
  const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
  const assistant = (selector: string) => page.locator(`docs-assistant ${selector}`);

  async function ask(text: string) {
    await assistant('[part~="input"]').fill(text);
    await assistant('[part~="input"]').press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelector('docs-assistant')?.shadowRoot?.querySelector('[aria-busy="true"]') === null,
      undefined,
      { timeout: 20_000 },
    );
  }

  const answers = () => assistant('[part~="assistant-message"]');

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    console.log(`e2e screenshots: ${SHOTS}`);
    port = await freePort();
    server = await startDemo(env());
    base = server.url;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.on('request', (r) => {
      if (r.url().endsWith('/api/assistant') && r.method() === 'POST')
        bodies.push(r.postDataJSON() as AskBody);
    });
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a typed question with reasoning, citations and text, then a follow-up in the same thread', async () => {
    const res = await page.goto(`${base}/deployment`);
    expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self'; style-src 'self'/);
    await shot('01-page');
    await assistant('[part~="launcher"]').click();
    await ask('How do I run several instances?');
    await expect.poll(() => answers().count()).toBe(1);
    const first = answers().first();
    await expect.poll(() => first.locator('[part~="citations"] a').count()).toBeGreaterThan(0);
    expect(await first.locator('[part~="citations"] a').first().getAttribute('href')).toMatch(
      /\/deployment#several-instances$/,
    );
    expect(await first.innerText()).toMatch(/PostgreSQL/);
    expect(await first.locator('[part~="reasoning"]').innerText()).toMatch(/how I searched/i);
    await shot('02-answer');

    await ask('and which Redis settings?');
    await expect.poll(() => answers().count()).toBe(2);
    await shot('03-follow-up');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.threadId ?? null).toBeNull();
    expect(bodies[1]!.threadId).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(bodies[1]!.threadKey).toBeTruthy();
    expect(bodies[1]!.currentPath).toBe('/deployment');
  });

  it('shows the conversation after a reload, and the transcript has both turns in one thread', async () => {
    await page.reload();
    await assistant('[part~="launcher"]').click();
    await expect.poll(() => answers().count()).toBe(2);
    await shot('04-after-reload');

    const { projectId, adminKey } = credentials();
    const threadId = bodies[1]!.threadId!;
    const res = await fetch(`${base}/v1/analytics/${projectId}/assistant/threads/${threadId}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    const transcript = (await res.json()) as { messages: { role: string; content: string }[] };
    expect(transcript.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(transcript.messages[0]!.content).toBe('How do I run several instances?');
    expect(transcript.messages[2]!.content).toBe('and which Redis settings?');
  });

  it('sends selected text and a code block as context, with the current path', async () => {
    await page.goto(`${base}/quickstart`);
    await page.locator('article p').nth(1).click({ clickCount: 3 });
    await assistant('[part~="selection-action"]').click();
    await ask('What does this mean?');
    const selection = bodies.at(-1)!;
    expect(selection.currentPath).toBe('/quickstart');
    expect(selection.context?.[0]).toMatchObject({ type: 'textSelection', path: '/quickstart' });
    expect(selection.context?.[0]!.value).toMatch(/Node\.js 22 or later/);
    await shot('05-selection');

    // The sidebar covers the right of the page: close it, then ask about the code from the page.
    await assistant('[part~="new-chat-button"]').click();
    await assistant('[part~="close-button"]').click();
    await page
      .locator('docs-assistant-code-action', { hasNotText: 'Report a problem' })
      .first()
      .locator('[part~="code-action"]')
      .click();
    await ask('Explain this code');
    const code = bodies.at(-1)!;
    expect(code.context?.[0]).toMatchObject({ type: 'code' });
    expect(code.context?.[0]!.value).toContain('npm install');
    expect(code.threadId ?? null).toBeNull();
    await shot('06-code');
  });

  it('answers a French page from the French docs only', async () => {
    await page.goto(`${base}/fr/quickstart`);
    await assistant('[part~="launcher"]').click();
    await assistant('[part~="new-chat-button"]').click();
    await ask('Comment lancer le serveur ?');
    expect(bodies.at(-1)!.filter).toMatchObject({ language: 'fr' });
    const links = await answers()
      .last()
      .locator('[part~="citations"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => new URL(href!).pathname.startsWith('/fr'))).toBe(true);
    await shot('07-french');
  });

  it('survives the server dying mid-answer: an error with retry, then the retry works and no thread is lost', async () => {
    let model: FakeOpenAI | undefined;
    const { projectId, adminKey } = credentials();
    const transcript = async (threadId: string) => {
      const res = await fetch(`${base}/v1/analytics/${projectId}/assistant/threads/${threadId}`, {
        headers: { authorization: `Bearer ${adminKey}` },
      });
      return ((await res.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
    };
    const earlierThread = bodies[1]!.threadId!;
    const before = await transcript(earlierThread);
    try {
      model = await startFakeOpenAI(
        Array.from({ length: 2000 }, (_, i) => `word${i} `),
        20,
      );
      await server.stop();
      server = await startDemo(
        env({ ASSISTANT_MODEL: 'openai-compatible:slow', OPENAI_COMPATIBLE_BASE_URL: model.baseURL }),
      );
      await page.goto(`${base}/configuration`);
      await assistant('[part~="launcher"]').click();
      await assistant('[part~="new-chat-button"]').click();
      await assistant('[part~="input"]').fill('How do I use Ollama?');
      await assistant('[part~="input"]').press('Enter');
      await expect
        .poll(async () => (await answers().last().innerText()).includes('word5'), { timeout: 20_000 })
        .toBe(true);
      await server.stop('SIGKILL');
      await expect.poll(() => assistant('[part~="error"]').count(), { timeout: 20_000 }).toBe(1);
      expect(await assistant('[part~="error"]').innerText()).not.toBe('');
      await shot('08-server-gone');

      server = await startDemo(env());
      await assistant('[part~="retry-button"]').click();
      await page.waitForFunction(
        () =>
          document.querySelector('docs-assistant')?.shadowRoot?.querySelector('[aria-busy="true"]') === null,
      );
      await expect.poll(() => assistant('[part~="error"]').count()).toBe(0);
      expect(await answers().last().innerText()).toMatch(/ASSISTANT_MODEL|Ollama|model/i);
      await shot('09-retried');

      expect(await transcript(earlierThread)).toEqual(before);
      // The cut answer was kept as far as it got, and the retry answered in the same thread.
      const retried = await transcript(bodies.at(-1)!.threadId ?? earlierThread);
      expect(retried.length).toBeGreaterThanOrEqual(2);
    } finally {
      await model?.close();
    }
  });

  it('shows one "Ask the docs" heading on the inline page (the panel header) with starter questions', async () => {
    // A reader arriving fresh: the conversations of the steps above are not on this page. Storage
    // is cleared from a page of the site without the element, which saves its conversation on pagehide.
    await page.goto(`${base}/healthz`);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto(`${base}/?mode=inline`);
    await assistant('[part~="suggestion"]').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Ask the docs' }).count()).toBe(1);
    expect(await assistant('#title').innerText()).toBe('Ask the docs');
    expect(await assistant('[part~="suggestion"]').count()).toBe(3);
    await shot('06-inline');
  });

  it('reports a problem with a code block of a page, and the docs team finds it in its feedback', async () => {
    await page.goto(`${base}/quickstart`);
    const report = page.locator('docs-assistant-code-action', { hasText: 'Report a problem with this code' });
    await report.first().locator('button').click();
    const dialog = page.locator('docs-feedback [part~="code-report"]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const code = (await dialog.locator('[part~="code-preview"]').innerText()).split('\n')[0]!;
    await dialog.locator('textarea').fill('This command fails on Windows.');
    await shot('07-code-report');
    await dialog.locator('[part~="send"]').click();
    await expect.poll(() => dialog.locator('[part~="thanks"]').isVisible()).toBe(true);

    const { projectId, adminKey } = credentials();
    const res = await fetch(`${base}/v1/analytics/${projectId}/feedback?source=code_snippet`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    const { feedback } = (await res.json()) as {
      feedback: { source: string; code?: string; comment?: string; path?: string }[];
    };
    const entry = feedback.find((f) => f.comment === 'This command fails on Windows.');
    expect(entry).toMatchObject({ source: 'code_snippet', path: '/quickstart' });
    expect(entry!.code).toContain(code);
  });

  it('ran every step under the strict CSP without a violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
