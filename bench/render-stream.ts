/**
 * Rendering a 10,000-token answer that arrives fast, in Chromium: the element against plain
 * text appending (the same stream read and each delta appended to a text node). Each run asks
 * on an idle page and ends once the page is idle again, so the work that follows the last
 * delta (the final render, highlighting) is counted, and the element must end with the answer's
 * end in view (following it is part of its work). Prints, for both, the time from question
 * to rendered answer, the main thread's CPU time (the thread's own: time the machine gave to
 * other processes is not in it, so it varies less than wall-clock time on a busy machine) and
 * the longest main-thread task (long tasks are those over 50 ms); then the ratios, and the CPU
 * time of the finished answer's DOM rendered once in one frame (style, layout and paint of every
 * block, no markdown), against which the streaming element's CPU can be judged. Plain appending
 * leaves the answer's start in view; the same appending that keeps the answer's end in view, as
 * the element does (a scroll once per frame), is measured too, for a comparison of like with like.
 * With `TRACE=1`, one more element run is traced: its CPU by phase and the frames it drew, and its
 * longest tasks broken down by phase.
 *
 *   npm run bench -- render-stream
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { describeRun, describeTask, startTrace } from './main-thread-trace.js';
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

/**
 * The floor: the same stream read and parsed, each delta appended to one text node. With
 * `?follow`, the page keeps the end of the text in view, scrolling once per frame.
 */
const PLAIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${LONG_TASKS}
window.run = async () => {
  window.longTasks = [];
  const started = (window.measureFrom = performance.now());
  const out = document.createTextNode('');
  document.body.append(out);
  const follow = location.search === '?follow';
  let frame;
  const toEnd = () => {
    frame = undefined;
    document.scrollingElement.scrollTop = document.scrollingElement.scrollHeight;
  };
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
    if (follow && frame === undefined) frame = requestAnimationFrame(toEnd);
  }
  await new Promise((done) => requestAnimationFrame(() => done()));
  return performance.now() - started;
};</script></head><body></body></html>`;

/**
 * Resolves once the page has been idle for a whole idle period (one the browser gives only
 * when no frame or task is pending), or after two seconds.
 */
const IDLE = `new Promise((done) => {
  const until = performance.now() + 2000;
  const check = (deadline) =>
    deadline.timeRemaining() >= 45 || performance.now() > until ? done() : requestIdleCallback(check);
  requestIdleCallback(check);
})`;

/** Only what happens from the question on counts: loading the page and the panel does not. */
const ELEMENT_READY = `(async () => {
  const el = document.querySelector('docs-assistant');
  await el.preload();
  await el.updateComplete;
  await ${IDLE};
})()`;

const ELEMENT_RUN = `(async () => {
  const el = document.querySelector('docs-assistant');
  window.longTasks = [];
  const started = (window.measureFrom = performance.now());
  await el.ask('Every option?');
  await el.updateComplete;
  await new Promise((done) => requestAnimationFrame(() => done()));
  const text = el.shadowRoot.querySelector('.message.assistant .markdown').textContent;
  return { ms: performance.now() - started, rendered: text.length };
})()`;

/**
 * The rendering floor: the element's finished answer copied whole (every block laid out, none
 * skipped) into its message list in one frame, so its style, layout and paint are paid once.
 */
const RENDER_ONCE = `(async () => {
  const root = document.querySelector('docs-assistant').shadowRoot;
  const copy = root.querySelector('.message.assistant .markdown').cloneNode(true);
  for (const group of copy.querySelectorAll('.far')) group.classList.remove('far');
  root.querySelector('.messages').append(copy);
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  copy.remove();
})()`;

/** Whether the element's message list shows the end of the answer (its actions). */
const AT_END = `(() => {
  const list = document.querySelector('docs-assistant').shadowRoot.querySelector('.messages');
  return list.scrollHeight - list.scrollTop - list.clientHeight < 48;
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
  /** Main-thread CPU ms from the question until the page was idle again. */
  cpu: number;
  longestTask: number;
  /** The element's: main-thread CPU ms of its finished answer rendered once, in one frame. */
  once?: number;
}

/** The renderer main thread's CPU time so far, in ms. */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

async function measure(path: string, script: string, ready?: string, trace = false): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(ready ?? IDLE);
  const stopTrace = trace ? await startTrace(cdp) : undefined;
  const cpuBefore = await threadTime(cdp);
  const result = (await page.evaluate(script)) as number | { ms: number; rendered: number };
  await page.evaluate(IDLE);
  const cpu = (await threadTime(cdp)) - cpuBefore;
  const ms = typeof result === 'number' ? result : result.ms;
  if (typeof result !== 'number' && result.rendered < TEXT.length * 0.8)
    throw new Error(`the element rendered ${result.rendered} of ${TEXT.length} characters`);
  // The element keeps the end of the answer in view: a run that stopped following did less work.
  if (typeof result !== 'number' && !(await page.evaluate(AT_END)))
    throw new Error('the element stopped following the answer');
  const tasks = (await page.evaluate('window.longTasks')) as number[];
  // Stopped before the answer is rendered once more below: only the run is traced.
  const traced = await stopTrace?.();
  let once: number | undefined;
  if (typeof result !== 'number') {
    const before = await threadTime(cdp);
    await page.evaluate(RENDER_ONCE);
    once = (await threadTime(cdp)) - before;
  }
  if (traced) {
    console.log(`\na traced element run: ${describeRun(traced)}`);
    console.log(`its longest tasks (CPU by phase, ms):`);
    for (const task of traced.sort((a, b) => b.wall - a.wall).slice(0, 3))
      console.log(`  ${describeTask(task)}`);
  }
  await page.close();
  return { ms, cpu, longestTask: Math.max(0, ...tasks), once };
}

const ms = (value: number, width = 6) => value.toFixed(0).padStart(width);

try {
  const deltas = Math.ceil(TEXT.length / DELTA);
  console.log(
    `answer: ${TEXT.length} characters in ${deltas} deltas (~${Math.round(TEXT.length / 4)} tokens)`,
  );
  const plain: Run[] = [];
  const following: Run[] = [];
  const element: Run[] = [];
  console.log(
    `\n        question to rendered answer        main-thread CPU              longest task (> 50 ms; 0: none)`,
  );
  console.log(`run        plain  follow   element       plain  follow   element     plain  follow   element`);
  // Alternate, so all see the same machine load.
  for (let i = 0; i < RUNS; i++) {
    const p = await measure('/plain', 'window.run()');
    const f = await measure('/plain?follow', 'window.run()');
    const e = await measure('/element', ELEMENT_RUN, ELEMENT_READY);
    plain.push(p);
    following.push(f);
    element.push(e);
    console.log(
      `${String(i + 1).padEnd(4)}  ${ms(p.ms, 9)} ${ms(f.ms, 7)} ${ms(e.ms, 9)}   ${ms(p.cpu, 9)} ${ms(f.cpu, 7)} ${ms(e.cpu, 9)}  ${ms(p.longestTask, 8)} ${ms(f.longestTask, 7)} ${ms(e.longestTask, 9)}`,
    );
  }
  const summary = (name: string, runs: Run[]) =>
    console.log(
      `  ${name.padEnd(22)} median ${ms(median(runs.map((r) => r.ms)))} ms   CPU ${ms(median(runs.map((r) => r.cpu)))} ms   longest task ${ms(Math.max(...runs.map((r) => r.longestTask)), 4)} ms`,
    );
  console.log(`\n${RUNS} runs each:`);
  summary('plain text appending', plain);
  summary('plain, end in view', following);
  summary('<docs-assistant>', element);
  const ratio = (pick: (run: Run) => number, floor = plain) =>
    median(element.map(pick)) / median(floor.map(pick));
  const longest = Math.max(...element.map((r) => r.longestTask));
  console.log(
    `\nratio element / plain: ${ratio((r) => r.ms).toFixed(2)}× (CPU ${ratio((r) => r.cpu).toFixed(2)}×)   longest element task ${longest.toFixed(0)} ms   (goal ≤ 2×, no task over 50 ms)`,
  );
  console.log(
    `ratio element / plain keeping its end in view: ${ratio((r) => r.ms, following).toFixed(2)}× (CPU ${ratio((r) => r.cpu, following).toFixed(2)}×)`,
  );
  // What any rendering of this answer's DOM costs, however it is streamed: the floor of the CPU ratio.
  const once = median(element.map((r) => r.once ?? NaN));
  console.log(
    `the finished answer's DOM rendered once, in one frame: CPU ${ms(once, 0)} ms (${(once / median(plain.map((r) => r.cpu))).toFixed(2)}× plain's whole run)`,
  );
  if (process.env.TRACE) await measure('/element', ELEMENT_RUN, ELEMENT_READY, true);
} finally {
  await browser.close();
  server.close();
}
