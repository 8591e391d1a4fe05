/**
 * Rendering a 10,000-token answer that arrives fast, in Chromium: the element against plain
 * text appending (the same stream read and each delta appended to a text node). Prints the
 * time from question to rendered answer for both, their ratio, and the longest main-thread
 * task of each (long tasks are those over 50 ms).
 *
 *   npm run bench -- render-stream
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { median } from './stats.js';

const PACKAGE = resolve(import.meta.dirname, '../packages/docs-assistant');
const RUNS = 5;
/** Characters per delta: about one token, as a model streams. */
const DELTA = 4;
/** SSE frames per socket write: the network hands the page many deltas at once. */
const FRAMES_PER_WRITE = 64;

/** A long answer in the shape of real ones: prose with citations, lists, code and tables. */
function longAnswer(): string {
  const blocks: string[] = [];
  for (let i = 0; blocks.join('\n\n').length < 40_000; i++) {
    blocks.push(
      `Step ${i} sets **one** option [1] with a [link](/docs/${i}) and \`code ${i}\`; the default stays unless you change it [2]. `.repeat(
        2,
      ),
    );
    if (i % 5 === 0) blocks.push(`- item a${i}\n- item *b${i}*\n- item c${i}`);
    if (i % 7 === 0)
      blocks.push('```ts\nconst option' + i + ' = { mode: "sidebar", retries: ' + i + ' };\n```');
    if (i % 11 === 0) blocks.push(`| Option | Default |\n|---|---|\n| \`mode${i}\` | \`sidebar\` |`);
  }
  return blocks.join('\n\n');
}

const TEXT = longAnswer();
const sse = (chunk: object) => `data: ${JSON.stringify(chunk)}\n\n`;

function frames(): string[] {
  const out = [
    sse({ type: 'start', messageId: `m_${Math.random().toString(36).slice(2)}` }),
    sse({ type: 'source-url', sourceId: 'src-1', url: '/docs/install', title: 'Install' }),
    sse({ type: 'source-url', sourceId: 'src-2', url: '/docs/options', title: 'Options' }),
    sse({ type: 'text-start', id: 't' }),
  ];
  for (let i = 0; i < TEXT.length; i += DELTA)
    out.push(sse({ type: 'text-delta', id: 't', delta: TEXT.slice(i, i + DELTA) }));
  out.push(sse({ type: 'text-end', id: 't' }), sse({ type: 'finish' }), 'data: [DONE]\n\n');
  return out;
}

async function stream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const all = frames();
  for (let i = 0; i < all.length; i += FRAMES_PER_WRITE) {
    res.write(all.slice(i, i + FRAMES_PER_WRITE).join(''));
    await new Promise((done) => setImmediate(done));
  }
  res.end();
}

const LONG_TASKS = `window.longTasks = [];
window.measureFrom = 0;
new PerformanceObserver((list) => {
  // Entries arrive late: one that started before the question (loading the page) is not counted.
  for (const entry of list.getEntries()) if (entry.startTime >= window.measureFrom) window.longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });`;

const ELEMENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>${LONG_TASKS}</script>
<script type="module" src="/dist/docs-assistant.js"></script></head>
<body><docs-assistant api="/api/assistant" persist="none" mode="inline"></docs-assistant></body></html>`;

/** The floor: the same stream read and parsed, each delta appended to one text node. */
const PLAIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${LONG_TASKS}
window.run = async () => {
  window.longTasks = [];
  const started = (window.measureFrom = performance.now());
  const out = document.createTextNode('');
  document.body.append(out);
  const response = await fetch('/api/assistant', { method: 'POST', body: '{}' });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    const events = buffer.split('\\n\\n');
    buffer = events.pop();
    for (const event of events) {
      if (!event.startsWith('data: ') || event === 'data: [DONE]') continue;
      const chunk = JSON.parse(event.slice(6));
      if (chunk.type === 'text-delta') out.appendData(chunk.delta);
    }
  }
  await new Promise((done) => requestAnimationFrame(() => done()));
  return performance.now() - started;
};</script></head><body></body></html>`;

const ELEMENT_RUN = `(async () => {
  const el = document.querySelector('docs-assistant');
  await el.preload();
  await el.updateComplete;
  // Only what happens from the question on: loading the page and the panel is not counted.
  await new Promise((done) => setTimeout(done, 100));
  window.longTasks = [];
  const started = (window.measureFrom = performance.now());
  await el.ask('Every option?');
  await el.updateComplete;
  await new Promise((done) => requestAnimationFrame(() => done()));
  const text = el.shadowRoot.querySelector('.message.assistant .markdown').textContent;
  return { ms: performance.now() - started, rendered: text.length };
})()`;

execFileSync('npx', ['vite', 'build', '--mode', 'embed', '--logLevel', 'error'], {
  cwd: PACKAGE,
  stdio: 'inherit',
});

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/api/assistant') return void stream(res);
  if (path === '/element') return void res.writeHead(200, { 'content-type': 'text/html' }).end(ELEMENT_PAGE);
  if (path === '/plain') return void res.writeHead(200, { 'content-type': 'text/html' }).end(PLAIN_PAGE);
  if (path.startsWith('/dist/') && !path.includes('..')) {
    try {
      const body = readFileSync(join(PACKAGE, path));
      const type = extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream';
      return void res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      // Falls through to 404.
    }
  }
  res.writeHead(404).end();
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

interface Run {
  ms: number;
  longestTask: number;
}

async function measure(path: string, script: string): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + path);
  const result = (await page.evaluate(script)) as number | { ms: number; rendered: number };
  const ms = typeof result === 'number' ? result : result.ms;
  if (typeof result !== 'number' && result.rendered < TEXT.length * 0.8)
    throw new Error(`the element rendered ${result.rendered} of ${TEXT.length} characters`);
  const tasks = (await page.evaluate('window.longTasks')) as number[];
  await page.close();
  return { ms, longestTask: Math.max(0, ...tasks) };
}

try {
  const deltas = Math.ceil(TEXT.length / DELTA);
  console.log(
    `answer: ${TEXT.length} characters in ${deltas} deltas (~${Math.round(TEXT.length / 4)} tokens)`,
  );
  const plain: Run[] = [];
  const element: Run[] = [];
  // Alternate, so both see the same machine load.
  for (let i = 0; i < RUNS; i++) {
    plain.push(await measure('/plain', 'window.run()'));
    element.push(await measure('/element', ELEMENT_RUN));
  }
  const row = (name: string, runs: Run[]) =>
    console.log(
      `  ${name.padEnd(22)} median ${median(runs.map((r) => r.ms))
        .toFixed(0)
        .padStart(6)} ms   longest task ${Math.max(...runs.map((r) => r.longestTask))
        .toFixed(0)
        .padStart(4)} ms`,
    );
  console.log(`\nquestion to rendered answer, ${RUNS} runs each (long tasks are > 50 ms; 0 means none)`);
  row('plain text appending', plain);
  row('<docs-assistant>', element);
  const ratio = median(element.map((r) => r.ms)) / median(plain.map((r) => r.ms));
  console.log(`\nratio element / plain: ${ratio.toFixed(2)}×   (goal ≤ 2×, no task over 50 ms)`);
} finally {
  await browser.close();
  server.close();
}
