/**
 * Scale: answers/s and first byte against a minimal Hono SSE floor, request stall while new docs
 * are picked up, start-up and RSS by number of tenants, and search latency on grown corpora.
 *
 *   npm run bench -- scale                      (every part)
 *   SCALE_PARTS=answers,stall npm run bench -- scale
 *   SCALE_X100=1 npm run bench -- scale         (adds the ×100 corpus, about 100,000 pages: minutes)
 *
 * "before" rows run the same requests with the search in the server's thread, as it was before
 * search threads; ratios to the floor matter more than absolutes on a shared machine.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import pino from 'pino';
import { createApp } from '../packages/docs-assistant-platform/src/app.js';
import { DocsLibrary } from '../packages/docs-assistant-platform/src/assistant/docs-library.js';
import { openStore, type Store } from '../packages/docs-assistant-platform/src/db/open.js';
import { docIngestions } from '../packages/docs-assistant-platform/src/db/schema.js';
import { loadDocs } from '../packages/docs-assistant-platform/src/docs/load-docs.js';
import { DocsIndex, INDEX_FORMAT } from '../packages/docs-assistant-platform/src/docs/search-index.js';
import type { DocSection } from '../packages/docs-assistant-platform/src/docs/types.js';
import { createLimiters, DEFAULT_LIMITS } from '../packages/docs-assistant-platform/src/http/rate-limit.js';
import { InThreadDocs } from '../packages/docs-assistant-platform/src/search/docs-handle.js';
import { encodeIndex } from '../packages/docs-assistant-platform/src/search/index-blob.js';
import { PooledDocs } from '../packages/docs-assistant-platform/src/search/pooled-docs.js';
import { SearchPool } from '../packages/docs-assistant-platform/src/search/search-pool.js';
import { saveIngestion, type Ingestion } from '../packages/docs-assistant-platform/src/store/docs.js';
import { saveIndexBlob } from '../packages/docs-assistant-platform/src/store/doc-indexes.js';
import { createKey } from '../packages/docs-assistant-platform/src/store/keys.js';
import { createProject } from '../packages/docs-assistant-platform/src/store/projects.js';
import { newId } from '../packages/docs-assistant-platform/src/store/ids.js';
import { CORPUS, retrievalQuestions } from './corpus.js';
import { median, percentile } from './stats.js';

const parts = (process.env.SCALE_PARTS ?? 'answers,stall,tenants,search').split(',');
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const questions = (await retrievalQuestions()).filter((q) => !q.language);
const unlimited = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([name, rule]) => [name, { ...rule, points: 1e9 }]),
) as typeof DEFAULT_LIMITS;

console.log(`${load()}, ${(await import('node:os')).availableParallelism()} cores`);
const started = performance.now();
const corpus = await loadDocs(CORPUS);
const sections = corpus.sections;
console.log(
  `corpus: ${corpus.pages} pages, ${sections.length} sections, parsed in ${ms(performance.now() - started)}`,
);

/** The server as it was: every search in its own thread, a new index built where it is picked up. */
class InThreadLibrary {
  private docs?: InThreadDocs;
  constructor(private readonly ingestion: Ingestion) {}
  async indexFor() {
    this.docs ??= new InThreadDocs(sections);
    return { docs: this.docs, ingestion: this.ingestion };
  }
  refresh() {
    this.docs = new InThreadDocs(sections);
  }
  ready = () => Promise.resolve();
  warm = () => Promise.resolve();
}

async function listen(fetch: (r: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * The longest gap between ticks of a 2 ms timer, and how much of it the event loop's thread spent
 * on its CPU: on a loaded machine, the rest is time the thread waited for a core.
 */
function stallMeter() {
  // Node 22 has it; its types do not declare it yet.
  const { threadCpuUsage } = process as unknown as {
    threadCpuUsage(since?: NodeJS.CpuUsage): NodeJS.CpuUsage;
  };
  let last = performance.now();
  let lastCpu = threadCpuUsage();
  const longest = { wall: 0, cpu: 0 };
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuUsage(lastCpu);
    if (now - last > longest.wall)
      Object.assign(longest, { wall: now - last, cpu: (cpu.user + cpu.system) / 1000 });
    last = now;
    lastCpu = threadCpuUsage();
  }, 2);
  return {
    stop() {
      clearInterval(timer);
      return longest;
    },
  };
}

/** Requests at a given concurrency: answers/s and time to first byte. */
async function drive(total: number, concurrency: number, request: (i: number) => Promise<Response>) {
  const firstByte: number[] = [];
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        try {
          const res = await request(i);
          const reader = res.body!.getReader();
          let first = true;
          for (;;) {
            const { done } = await reader.read();
            if (first) firstByte.push(performance.now() - t);
            first = false;
            if (done) break;
          }
        } catch {
          failed++;
        }
      }
    }),
  );
  const perSecond = total / ((performance.now() - t0) / 1000);
  return { perSecond, p50: median(firstByte), p99: percentile(firstByte, 99), failed };
}

async function benchStore(): Promise<{ store: Store; projectId: string; key: string; ingestion: Ingestion }> {
  const store = await openStore({ pglite: await PGlite.create() });
  const project = await createProject(store.db, { domain: 'bench' });
  const { key } = await createKey(store.db, {
    kind: 'assistant',
    orgId: project.orgId,
    projectId: project.projectId,
  });
  const ingestion = await saveIngestion(store.db, project.projectId, {
    fingerprint: 'one',
    pages: corpus.pages,
    sections,
  });
  return { store, projectId: project.projectId, key, ingestion };
}

if (parts.includes('answers')) {
  console.log(`\n### answers (extractive) and first byte, Mintlify corpus — ${load()}`);
  const floor = new Hono().post('/', (c) =>
    streamSSE(c, async (s) => {
      for (const data of ['{"type":"start"}', '{"type":"text-delta","delta":"Hello"}', '{"type":"finish"}'])
        await s.writeSSE({ data });
    }),
  );
  const f = await listen(floor.fetch);
  const { store, projectId, key, ingestion } = await benchStore();
  const pooled = new DocsLibrary(store.db, 600_000, new SearchPool());
  await pooled.refresh(projectId);
  const rows: string[] = [];
  for (const [label, library] of [
    ['before (in thread)', new InThreadLibrary(ingestion) as unknown as DocsLibrary],
    ['after (threads)', pooled],
  ] as const) {
    const app = createApp({
      store,
      logger: pino({ level: 'silent' }),
      limiters: createLimiters(unlimited),
      library,
      siteUrl: 'https://docs.example.com/',
    });
    await library.indexFor(projectId);
    const s = await listen(app.fetch);
    const ask = (i: number) =>
      fetch(`${s.base}/discovery/v2/assistant/bench/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({
          fp: 'anonymous',
          messages: [
            { id: 'm', role: 'user', parts: [{ type: 'text', text: questions[i % questions.length]!.q }] },
          ],
        }),
      });
    await drive(20, 5, ask); // warm-up
    for (const concurrency of [1, 10, 50]) {
      const total = concurrency === 1 ? 40 : concurrency * 8;
      const fl = await drive(total * 2, concurrency, () => fetch(`${f.base}/`, { method: 'POST' }));
      const r = await drive(total, concurrency, ask);
      rows.push(
        `${label.padEnd(19)} c=${String(concurrency).padEnd(3)} ${r.perSecond.toFixed(0).padStart(5)} answers/s ` +
          `(floor ${fl.perSecond.toFixed(0)}/s, ×${(fl.perSecond / r.perSecond).toFixed(1)})   first byte p50 ${ms(r.p50)} ` +
          `p99 ${ms(r.p99)} (floor ${ms(fl.p50)} / ${ms(fl.p99)}, ×${(r.p50 / fl.p50).toFixed(1)} / ×${(r.p99 / fl.p99).toFixed(1)})` +
          (r.failed + fl.failed ? `; connection errors ${r.failed} (floor ${fl.failed})` : ''),
      );
      console.log(rows.at(-1));
    }
    s.server.close();
  }
  f.server.close();
  await pooled.pool.close();
  await store.close();
}

if (parts.includes('stall')) {
  console.log(`\n### request stall while new docs are picked up — ${load()}`);
  const { store, projectId, ingestion } = await benchStore();
  const pooled = new DocsLibrary(store.db, 0, new SearchPool());
  await pooled.indexFor(projectId);
  for (const [label, library] of [
    ['before (in thread)', new InThreadLibrary(ingestion) as unknown as DocsLibrary],
    ['after (threads)', pooled],
  ] as const) {
    const app = createApp({
      store,
      logger: pino({ level: 'silent' }),
      limiters: createLimiters(unlimited),
      library,
    });
    const s = await listen(app.fetch);
    // A newer ingestion, as another process (the CLI) would record it.
    await saveIngestion(store.db, projectId, { fingerprint: newId(), pages: corpus.pages, sections });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const latencies: number[] = [];
    let picking = true;
    const poll = (async () => {
      while (picking) {
        const t = performance.now();
        await (await fetch(`${s.base}/healthz`)).arrayBuffer();
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    delay.enable();
    const stalls = stallMeter();
    const t = performance.now();
    await library.refresh(projectId);
    const took = performance.now() - t;
    await new Promise((r) => setTimeout(r, 100));
    delay.disable();
    const longest = stalls.stop();
    picking = false;
    await poll;
    console.log(
      `${label.padEnd(19)} new index in ${ms(took)}; /healthz during it: max ${ms(Math.max(...latencies))}, ` +
        `p99 ${ms(percentile(latencies, 99))} (n=${latencies.length}); event loop delay max ${ms(delay.max / 1e6)}; ` +
        `longest stall ${ms(longest.wall)}, of which ${ms(longest.cpu)} on the event loop's CPU`,
    );
    s.server.close();
  }
  await pooled.pool.close();
  await store.close();
}

if (parts.includes('tenants')) {
  console.log(`\n### start-up and RSS by tenants (each a 100-page site; budget 128 MB) — ${load()}`);
  const pages = [...new Set(sections.map((s) => s.path))].slice(0, 100);
  const site = sections.filter((s) => pages.includes(s.path));
  const blob = encodeIndex(DocsIndex.build(site), site);
  const dir = mkdtempSync(join(tmpdir(), 'scale-'));
  try {
    for (const tenants of [1, 10, 100]) {
      const pglite = await PGlite.create();
      const store = await openStore({ pglite });
      const keys: string[] = [];
      for (let i = 0; i < tenants; i++) {
        const project = await createProject(store.db, { domain: `t${i}.example.com` });
        keys.push(
          (
            await createKey(store.db, {
              kind: 'assistant',
              orgId: project.orgId,
              projectId: project.projectId,
            })
          ).key,
        );
        const id = newId();
        await store.db.insert(docIngestions).values({
          id,
          projectId: project.projectId,
          fingerprint: id,
          pages: pages.length,
          sections: site.length,
          complete: true,
        });
        await saveIndexBlob(store.db, id, INDEX_FORMAT, blob);
      }
      const file = join(dir, `t${tenants}.tar`);
      writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
      await store.close();
      const child = spawnSync(
        process.execPath,
        [
          '--conditions=docs-assistant-source',
          '--import',
          'tsx',
          new URL('./scale-tenant-server.ts', import.meta.url).pathname,
          file,
          keys.join(','),
        ],
        { encoding: 'utf8', env: { ...process.env, INDEX_MEMORY_BUDGET_MB: '128' } },
      );
      if (child.status !== 0) throw new Error(child.stderr);
      console.log(`${String(tenants).padStart(3)} tenants: ${child.stdout.trim()}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (parts.includes('search')) {
  console.log(`\n### search latency through the search threads, synthetic grown corpora — ${load()}`);
  const pool = new SearchPool({ threads: 1, memoryBudgetBytes: 64 * 1024 ** 3 });
  // Search threads get Node's default heap limit, as this process does.
  const heapLimit = getHeapStatistics().heap_size_limit;
  const scales = process.env.SCALE_X100 ? [1, 10, 100] : [1, 10];
  for (const times of scales) {
    // ×n: the corpus n times over, each copy under its own path prefix (its own pages).
    const grown: DocSection[] =
      times === 1
        ? sections
        : Array.from({ length: times }, (_, copy) =>
            sections.map((s) => ({ ...s, id: `${copy}:${s.id}`, path: `/copy${copy}${s.path}` })),
          ).flat();
    const t = performance.now();
    const info = (await pool.place(`x${times}`, async () => ({ sections: grown }))).info;
    const built = performance.now() - t;
    const docs = new PooledDocs(pool, `x${times}`, info);
    const samples: number[] = [];
    // One round unmeasured: a serving thread has compiled its search code and settled its heap.
    for (const q of questions) await docs.search(q.q, { limit: 10 });
    for (let round = 0; round < 3; round++)
      for (const q of questions) {
        const s = performance.now();
        await docs.search(q.q, { limit: 10 });
        samples.push(performance.now() - s);
      }
    const pages = new Set(grown.map((s) => s.path)).size;
    console.log(
      `×${String(times).padEnd(3)} ${String(pages).padStart(7)} pages ${String(grown.length).padStart(7)} sections: ` +
        `search p50 ${ms(median(samples))} p99 ${ms(percentile(samples, 99))} (n=${samples.length}); ` +
        `built in ${(built / 1000).toFixed(1)} s; search thread heap ${info.heapUsed ? (info.heapUsed / 1024 ** 2).toFixed(0) : '?'} MB ` +
        `of ${(heapLimit / 1024 ** 2).toFixed(0)} MB`,
    );
    pool.forget(`x${times}`);
  }
  await pool.close();
}
console.log(`\n${load()}`);
