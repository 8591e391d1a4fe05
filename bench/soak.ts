/**
 * Soak through the reference proxy: 1,000 answer streams from a fake streaming model on loopback,
 * some readers aborting after the first byte, some reading nothing at all. Prints RSS before and
 * after, the handles left open, p99 time to first byte, and `/healthz` p99 during the run.
 *
 *   npm run bench -- soak            (SOAK_STREAMS, SOAK_CONCURRENCY to change the load)
 */
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { assistantProxyRoute } from '../packages/docs-assistant/src/proxy/hono-route.js';
import { createApp } from '../packages/docs-assistant-platform/src/app.js';
import { answererFromEnv } from '../packages/docs-assistant-platform/src/assistant/model-config.js';
import { openStore } from '../packages/docs-assistant-platform/src/db/open.js';
import { ingestDocs } from '../packages/docs-assistant-platform/src/docs/ingest.js';
import { createLimiters, DEFAULT_LIMITS } from '../packages/docs-assistant-platform/src/http/rate-limit.js';
import { applyConnectionTimeouts } from '../packages/docs-assistant-platform/src/http/server-timeouts.js';
import { createKey } from '../packages/docs-assistant-platform/src/store/keys.js';
import { createProject } from '../packages/docs-assistant-platform/src/store/projects.js';
import { startFakeOpenAI } from '../packages/docs-assistant-platform/test/helpers/fake-openai.js';
import { FIXTURE_DOCS } from '../packages/docs-assistant-platform/test/helpers/fixture-docs.js';
import { percentile } from './stats.js';

const STREAMS = Number(process.env.SOAK_STREAMS ?? 1000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 20);
/** Connections that move nothing for this long are closed (STREAM_IDLE_TIMEOUT_MS in production). */
const IDLE_MS = 10_000;
/** The whole run stops here whatever happens: the bench is bounded in time. */
const DEADLINE = Date.now() + 180_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const handles = () => {
  const counts = new Map<string, number>();
  for (const name of process.getActiveResourcesInfo()) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} ${n}`).join(', ');
};
const listen = (fetch: (r: Request) => Response | Promise<Response>) =>
  new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, port: info.port }),
    );
    applyConnectionTimeouts(server as Server, { idleMs: IDLE_MS, requestMs: 10_000 });
  });

const model = await startFakeOpenAI(
  Array.from({ length: 100 }, (_, i) => `word${i} `),
  1,
);
const store = await openStore({ pglite: await PGlite.create() });
const project = await createProject(store.db, { domain: 'soak' });
const { key } = await createKey(store.db, {
  kind: 'assistant',
  orgId: project.orgId,
  projectId: project.projectId,
});
await ingestDocs(store.db, project.projectId, FIXTURE_DOCS);
const many = { points: 1_000_000, duration: 3600 };
const app = createApp({
  store,
  logger: pino({ level: 'silent' }),
  limiters: createLimiters({ ...DEFAULT_LIMITS, assistantPerOrg: many, assistantPerIp: many }),
  answerer: answererFromEnv({
    ASSISTANT_MODEL: 'openai-compatible:soak',
    OPENAI_COMPATIBLE_BASE_URL: model.baseURL,
  }),
  siteUrl: 'https://docs.example.com/',
});
const api = await listen(app.fetch);
const site = new Hono();
site.route(
  '/api/assistant',
  assistantProxyRoute({ upstream: `http://127.0.0.1:${api.port}`, assistantKey: key, domain: 'soak' }),
);
const proxy = await listen(site.fetch);

const body = JSON.stringify({
  fp: 'anonymous',
  messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] }],
});

global.gc?.();
const rssBefore = process.memoryUsage().rss;
console.log(`before: RSS ${mb(rssBefore)}; handles: ${handles()}`);

const health: number[] = [];
let probing = true;
const prober = (async () => {
  while (probing) {
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${api.port}/healthz`)).text();
    health.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
})();

const firstByte: number[] = [];
const outcome = { read: 0, aborted: 0, stalled: 0, failed: 0 };

/** A reader who sends the question, then never reads: the servers must let go of it. */
function stalledReader(): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect(proxy.port, '127.0.0.1');
    socket.write(
      `POST /api/assistant HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.pause();
    const give = setTimeout(() => socket.destroy(), IDLE_MS * 3);
    socket.on('close', () => {
      clearTimeout(give);
      resolve();
    });
    socket.on('error', () => {});
  });
}

async function stream(i: number): Promise<void> {
  if (i % 10 === 9) {
    await stalledReader();
    outcome.stalled++;
    return;
  }
  const abort = new AbortController();
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${proxy.port}/api/assistant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    firstByte.push(performance.now() - started);
    if (i % 10 === 4) {
      abort.abort();
      outcome.aborted++;
      return;
    }
    while (!(await reader.read()).done);
    outcome.read++;
  } catch {
    if (!abort.signal.aborted) outcome.failed++;
  }
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < STREAMS && Date.now() < DEADLINE) await stream(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;
probing = false;
await prober;

api.server.close();
proxy.server.close();
await model.close();
await new Promise((r) => setTimeout(r, IDLE_MS));
global.gc?.();
const rssAfter = process.memoryUsage().rss;

console.log(
  `${next} streams in ${seconds.toFixed(1)} s (concurrency ${CONCURRENCY}): ${outcome.read} read whole, ` +
    `${outcome.aborted} aborted after the first byte, ${outcome.stalled} never read (closed by the servers), ${outcome.failed} failed`,
);
console.log(
  `first byte: p50 ${percentile(firstByte, 50).toFixed(0)} ms, p99 ${percentile(firstByte, 99).toFixed(0)} ms`,
);
console.log(
  `/healthz during the run (${health.length} probes): p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
);
console.log(
  `after: RSS ${mb(rssAfter)} (${rssAfter >= rssBefore ? '+' : ''}${mb(rssAfter - rssBefore)}); handles: ${handles()}`,
);
await store.close();
process.exit(0);
