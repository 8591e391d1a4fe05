/**
 * Docs search as a reader types, over the Mintlify corpus, through real HTTP on loopback: one
 * `POST /discovery/v1/search/{domain}` per keystroke of every benchmark question (from its second
 * character), then the same through the reference proxy, and page reads.
 *
 *   npx tsx bench/search-endpoint.ts
 */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createAssistantProxy } from '../packages/docs-assistant/src/proxy/index.js';
import { createApp } from '../packages/docs-assistant-platform/src/app.js';
import { DocsLibrary } from '../packages/docs-assistant-platform/src/assistant/docs-library.js';
import { openStore } from '../packages/docs-assistant-platform/src/db/open.js';
import { ingestDocs } from '../packages/docs-assistant-platform/src/docs/ingest.js';
import { createLimiters, DEFAULT_LIMITS } from '../packages/docs-assistant-platform/src/http/rate-limit.js';
import { createKey } from '../packages/docs-assistant-platform/src/store/keys.js';
import { createProject } from '../packages/docs-assistant-platform/src/store/projects.js';
import { CORPUS, retrievalQuestions } from './corpus.js';
import { percentile, time } from './stats.js';

const questions = await retrievalQuestions();
const store = await openStore({ pglite: await PGlite.create() });
const project = await createProject(store.db, { domain: 'bench' });
const { key } = await createKey(store.db, {
  kind: 'assistant',
  orgId: project.orgId,
  projectId: project.projectId,
});
const ingested = await ingestDocs(store.db, project.projectId, CORPUS);
console.log(`corpus: ${ingested.pages} pages, ${ingested.sections} sections`);
const library = new DocsLibrary(store.db, 60_000);
await library.refresh(project.projectId);

const unlimited = { points: 1_000_000, duration: 3600 };
const app = createApp({
  store,
  logger: pino({ level: 'silent' }),
  limiters: createLimiters({ ...DEFAULT_LIMITS, searchPerOrg: unlimited }),
  library,
});
const listen = async (fetch: (request: Request) => Response | Promise<Response>) => {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const api = await listen(app.fetch);
const proxy = createAssistantProxy({ upstream: api.base, assistantKey: key, domain: 'bench' });
const site = await listen((request) => proxy(request, { clientIp: '127.0.0.1' }));

/** Every prefix a reader sends while typing the question. */
const keystrokes = questions.flatMap(({ q }) =>
  [...q].map((_, i) => q.slice(0, i + 1)).filter((p) => p.trim().length >= 2),
);

async function run(label: string, url: string, headers: Record<string, string>) {
  const samples: number[] = [];
  let results = 0;
  for (const query of keystrokes) {
    samples.push(
      await time(async () => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query, pageSize: 10 }),
        });
        if (!res.ok) throw new Error(`${res.status} for “${query}”`);
        results += ((await res.json()) as unknown[]).length;
      }),
    );
  }
  const ms = (p: number) => percentile(samples, p).toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(28)} ${String(samples.length).padStart(5)} requests   p50 ${ms(50)} ms   p95 ${ms(95)} ms   p99 ${ms(99)} ms   max ${ms(100)} ms   ${(results / samples.length).toFixed(1)} results each`,
  );
}

console.log(
  `\nsearch as you type: ${questions.length} questions, ${keystrokes.length} keystrokes, pageSize 10`,
);
// One pass to warm the JIT and the index; the figures are from the second.
await run('warm-up (platform)', `${api.base}/discovery/v1/search/bench`, { authorization: `Bearer ${key}` });
await run('platform API', `${api.base}/discovery/v1/search/bench`, { authorization: `Bearer ${key}` });
await run('through the reference proxy', `${site.base}/api/assistant/search`, {});

const pageSamples: number[] = [];
const found = (await (
  await fetch(`${api.base}/discovery/v1/search/bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: 'api', pageSize: 50 }),
  })
).json()) as { path: string }[];
for (let round = 0; round < 10; round++)
  for (const { path } of found)
    pageSamples.push(
      await time(async () => {
        const res = await fetch(`${api.base}/discovery/v1/page/bench`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ path }),
        });
        if (!res.ok) throw new Error(`${res.status} for ${path}`);
        await res.json();
      }),
    );
console.log(
  `page reads                   ${String(pageSamples.length).padStart(5)} requests   p50 ${percentile(pageSamples, 50).toFixed(1)} ms   p99 ${percentile(pageSamples, 99).toFixed(1)} ms (${found.length} pages, 10 rounds)`,
);

api.server.close();
site.server.close();
await store.close();
