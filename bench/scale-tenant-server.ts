/**
 * One server started over a store of many tenants (for `bench/scale.ts`): time to listen, to the
 * first answer, to an answer from every tenant, and RSS after. Prints one line.
 */
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../packages/docs-assistant-platform/src/app.js';
import { DocsLibrary } from '../packages/docs-assistant-platform/src/assistant/docs-library.js';
import { openStore } from '../packages/docs-assistant-platform/src/db/open.js';
import { createLimiters, DEFAULT_LIMITS } from '../packages/docs-assistant-platform/src/http/rate-limit.js';
import { SearchPool } from '../packages/docs-assistant-platform/src/search/search-pool.js';

const [dataDir, keyList] = process.argv.slice(2);
const keys = keyList!.split(',');
const t0 = performance.now();
// The data directory `openStore({ dataDir })` opens, opened here to tell PGlite's memory apart.
const pglite = await PGlite.create(`${dataDir}/pgdata`);
const store = await openStore({ pglite });
const budget = Number(process.env.INDEX_MEMORY_BUDGET_MB) * 1024 * 1024;
const library = new DocsLibrary(store.db, 600_000, new SearchPool({ memoryBudgetBytes: budget }));
await library.warm();
const app = createApp({
  store,
  logger: pino({ level: 'silent' }),
  limiters: createLimiters(
    Object.fromEntries(
      Object.entries(DEFAULT_LIMITS).map(([n, r]) => [n, { ...r, points: 1e9 }]),
    ) as typeof DEFAULT_LIMITS,
  ),
  library,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const listening = performance.now() - t0;
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ask = async (i: number) => {
  const res = await fetch(`${base}/discovery/v2/assistant/t${i}.example.com/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[i]}` },
    body: JSON.stringify({
      fp: 'anonymous',
      messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'how do I add a custom domain' }] }],
    }),
  });
  const text = await res.text();
  if (!text.includes('"type":"finish"')) throw new Error(`tenant ${i}: ${text.slice(0, 200)}`);
};
let t = performance.now();
await ask(0);
const first = performance.now() - t;
t = performance.now();
for (let i = 0; i < keys.length; i++) await ask(i);
const all = performance.now() - t;
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const memory = process.memoryUsage();
// Where the memory is: PGlite's WebAssembly memory (it never shrinks), the V8 heaps of the event
// loop and of each search thread, and buffers outside them.
const wasm = (pglite as unknown as { mod: { wasmMemory: WebAssembly.Memory } }).mod.wasmMemory.buffer
  .byteLength;
const threads = await library.pool.heapBytes();
console.log(
  `listening after ${listening.toFixed(0)} ms (store opened); first answer ${first.toFixed(0)} ms; ` +
    `an answer from every tenant ${all.toFixed(0)} ms; RSS ${mb(memory.rss)} ` +
    `(PGlite ${mb(wasm)}, main heap ${mb(memory.heapTotal)}, search thread heaps ${threads.map((h) => `${mb(h.total)} (used ${mb(h.used)})`).join(' + ')}, ` +
    `buffers ${mb(memory.arrayBuffers)}); indexes loaded ${library.pool.loaded().length} (${mb(library.pool.loadedBytes)} counted)`,
);
server.close();
await library.pool.close();
await store.close();
