/**
 * Serves a small docs page with the built script-tag element, under a strict CSP, against the
 * scripted assistant on loopback, and writes PNGs of the open panel with an answer that has
 * code, a table and citations: light, dark, 375 px, right to left (Arabic), French, Japanese,
 * the modal and the inline panel, and the sidebar pushing the page.
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

/** The page in each language: its texts, the question asked and the starter questions. */
const LANGUAGES = {
  en: {
    title: 'Install',
    intro:
      'Add one script tag to every page of your documentation site. The assistant answers from your pages and cites them.',
    then: 'Then point <code>data-api</code> at the proxy that holds your assistant key.',
    question: 'How do I install the assistant?',
  },
  fr: {
    title: 'Installation',
    intro:
      "Ajoutez une balise script à chaque page de votre documentation. L'assistant répond à partir de vos pages et les cite.",
    then: 'Pointez ensuite <code>data-api</code> vers le proxy qui détient votre clé.',
    question: "Comment installer l'assistant ?",
  },
  ja: {
    title: 'インストール',
    intro:
      'ドキュメントサイトの各ページにスクリプトタグを1つ追加します。アシスタントはページをもとに回答し、出典を示します。',
    then: '次に <code>data-api</code> をアシスタントキーを持つプロキシに向けます。',
    question: 'アシスタントをインストールするには？',
  },
  ar: {
    title: 'التثبيت',
    intro: 'أضف وسم سكربت واحدًا إلى كل صفحة من موقع وثائقك. يجيب المساعد من صفحاتك ويذكرها.',
    then: 'ثم وجّه <code>data-api</code> إلى الوكيل الذي يحمل مفتاح المساعد.',
    question: 'كيف أثبّت المساعد؟',
  },
} as const;
type Language = keyof typeof LANGUAGES;

function page(language: Language, mode: string, push: boolean): string {
  const text = LANGUAGES[language];
  const suggestions = JSON.stringify({
    en: ['How do I install the assistant?', 'Which attributes does it take?'],
    fr: ["Comment installer l'assistant ?", 'Quels attributs accepte-t-il ?'],
    ja: ['アシスタントをインストールするには？', 'どの属性が使えますか？'],
    ar: ['كيف أثبّت المساعد؟', 'ما السمات التي يقبلها؟'],
  }).replace(/"/g, '&quot;');
  const api = `/api/assistant?session=shots-${language}-${mode}&amp;lang=${language}`;
  const inline = mode === 'inline';
  const script = `<script type="module" src="/dist/docs-assistant.js" data-api="${api}" data-scope="auto"
    data-mode="${mode}" ${push ? 'data-push' : ''} data-support-url="/support" data-suggestions="${suggestions}"></script>`;
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="docsearch:version" content="1.0" />
  <title>${text.title} · Example Docs</title>
  <link rel="stylesheet" href="/page.css" />
  ${inline ? '<script type="module" src="/dist/docs-assistant.js"></script>' : script}
</head>
<body>
  <header class="site-header"><strong>Example Docs</strong><a href="/search">Search</a></header>
  <main>
    <h1 id="install">${text.title}</h1>
    <p id="intro">${text.intro}</p>
    <pre id="snippet"><code>&lt;script type="module" src="/docs-assistant.js" data-api="/api/assistant"&gt;&lt;/script&gt;</code></pre>
    <p>${text.then}</p>
    ${inline ? `<docs-assistant mode="inline" api="${api}" scope="auto" suggestions="${suggestions}"></docs-assistant>` : ''}
  </main>
</body>
</html>`;
}

const PAGE_CSS = `body { font: 16px/1.6 system-ui, sans-serif; margin: 0; color: #1f2328; background: #fff; }
main { max-width: 44rem; padding: 2rem; }
.site-header { display: flex; justify-content: space-between; padding: 0.75rem 2rem; border-bottom: 1px solid #d1d9e0; }
pre { background: #f3f5f7; padding: 1rem; border-radius: 8px; overflow-x: auto; }
@media (prefers-color-scheme: dark) { body { background: #0d1117; color: #e6edf3; } pre { background: #161b22; } }`;

async function startServer() {
  const assistant = createScriptedAssistant();
  const server = createServer(async (req, res) => {
    if (await assistant(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const headers = { 'content-security-policy': CSP };
    if (path === '/') {
      const language = (url.searchParams.get('lang') ?? 'en') as Language;
      const html = page(
        language in LANGUAGES ? language : 'en',
        url.searchParams.get('mode') ?? 'sidebar',
        url.searchParams.has('push'),
      );
      return void res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(html);
    }
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

async function openAndAsk(page: Page, url: string, language: Language, inline = false, expand = false) {
  await page.goto(url);
  if (!inline) await page.locator('docs-assistant .launcher').click();
  const input = page.locator('docs-assistant textarea');
  await input.waitFor();
  await input.fill(LANGUAGES[language].question);
  await input.press('Enter');
  await page.locator('docs-assistant .answer-actions').waitFor({ timeout: 10_000 });
  // Highlighting arrives with its grammar; the answer then scrolls to its end.
  await page
    .locator('docs-assistant .code-block [class^="tok-"]')
    .first()
    .waitFor({ state: 'attached', timeout: 5_000 });
  // "How I searched" is collapsed; one picture shows it open.
  if (expand) await page.locator('docs-assistant details.reasoning summary').click();
  await page.waitForTimeout(300);
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
  const wide = { width: 1280, height: 800 };
  const shots: {
    name: string;
    viewport: { width: number; height: number };
    colorScheme: 'light' | 'dark';
    language: Language;
    query?: string;
  }[] = [
    { name: 'panel-light', viewport: wide, colorScheme: 'light', language: 'en' },
    { name: 'panel-dark', viewport: wide, colorScheme: 'dark', language: 'en' },
    { name: 'panel-375', viewport: { width: 375, height: 740 }, colorScheme: 'light', language: 'en' },
    { name: 'panel-rtl-ar', viewport: wide, colorScheme: 'light', language: 'ar' },
    { name: 'panel-fr', viewport: wide, colorScheme: 'light', language: 'fr' },
    { name: 'panel-ja', viewport: wide, colorScheme: 'dark', language: 'ja' },
    { name: 'panel-push', viewport: wide, colorScheme: 'light', language: 'en', query: 'push' },
    { name: 'panel-modal', viewport: wide, colorScheme: 'light', language: 'en', query: 'mode=modal' },
    { name: 'panel-inline', viewport: wide, colorScheme: 'light', language: 'en', query: 'mode=inline' },
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
    const address = `${url}?lang=${shot.language}${shot.query ? `&${shot.query}` : ''}`;
    await openAndAsk(page, address, shot.language, shot.query === 'mode=inline', shot.name === 'panel-dark');
    await page.screenshot({ path: join(OUT, `${shot.name}.png`), fullPage: shot.query === 'mode=inline' });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`screenshots in ${OUT}`);
// Any console error or CSP violation while the panel was shown fails the run.
assert.deepEqual(problems, [], problems.join('\n'));
