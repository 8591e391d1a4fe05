/**
 * The server side of `bench/scale.ts`'s answers part, in a process of its own so that the load
 * generator's CPU is not counted as the server's: either the platform over a prepared store, or
 * the minimal Hono SSE floor. Started with an IPC channel; tells its URL once listening, and on
 * request its CPU time (the event loop's thread alone, and the whole process with its threads).
 *
 *   scale-answer-server.ts floor
 *   scale-answer-server.ts app <pglite data dir tar | postgres URL> <platform package dir> <dist | src>
 *
 * The platform is the compiled package (`dist`, as operators run it) or its TypeScript sources
 * (`src`, started with the `docs-assistant-source` condition), of this tree or another checkout.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import pino from 'pino';

type Platform = typeof import('../packages/docs-assistant-platform/src/app.js') &
  typeof import('../packages/docs-assistant-platform/src/assistant/docs-library.js') &
  typeof import('../packages/docs-assistant-platform/src/db/open.js') &
  typeof import('../packages/docs-assistant-platform/src/http/rate-limit.js') &
  typeof import('../packages/docs-assistant-platform/src/search/search-pool.js') &
  typeof import('../packages/docs-assistant-platform/src/store/turn-writer.js');

const [mode, location, packageDir, from] = process.argv.slice(2);
// Node 22 has it; its types do not declare it yet.
const { threadCpuUsage } = process as unknown as { threadCpuUsage(): NodeJS.CpuUsage };
const ms = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** The platform's modules this server uses, from `packageDir`'s `dist` or `src`. */
async function platform(): Promise<Platform> {
  const modules = [
    'app',
    'assistant/docs-library',
    'db/open',
    'http/rate-limit',
    'search/search-pool',
    'store/turn-writer',
  ];
  const loaded = await Promise.all(
    modules.map(
      (m) => import(pathToFileURL(join(packageDir!, from!, `${m}.${from === 'dist' ? 'js' : 'ts'}`)).href),
    ),
  );
  return Object.assign({}, ...loaded) as Platform;
}

let fetch: (r: Request) => Response | Promise<Response>;
let close = async () => {};
/** The app's turn writes: statements, and the saves they wrote. */
let writes = () => ({});
if (mode === 'floor') {
  const floor = new Hono().post('/', (c) =>
    streamSSE(c, async (s) => {
      for (const data of ['{"type":"start"}', '{"type":"text-delta","delta":"Hello"}', '{"type":"finish"}'])
        await s.writeSSE({ data });
    }),
  );
  fetch = floor.fetch;
} else {
  const { openStore, DocsLibrary, SearchPool, createApp, createLimiters, DEFAULT_LIMITS, turnWriterFor } =
    await platform();
  const store = location!.startsWith('postgres')
    ? await openStore({ databaseUrl: location! })
    : await openStore({ pglite: await PGlite.create({ loadDataDir: new Blob([readFileSync(location!)]) }) });
  const threadsPerIndex = process.env.SCALE_THREADS_PER_INDEX;
  const library = new DocsLibrary(
    store.db,
    600_000,
    new SearchPool({ maxThreadsPerIndex: threadsPerIndex ? Number(threadsPerIndex) : undefined }),
  );
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    limiters: createLimiters(
      Object.fromEntries(
        Object.entries(DEFAULT_LIMITS).map(([n, r]) => [n, { ...r, points: 1e9 }]),
      ) as typeof DEFAULT_LIMITS,
    ),
    library,
    siteUrl: 'https://docs.example.com/',
  });
  fetch = app.fetch;
  writes = () => ({ ...turnWriterFor(store.db).counts });
  close = async () => {
    await library.pool.close();
    await store.close();
  };
}

const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
process.on('message', (message: string) => {
  if (message === 'cpu')
    process.send!({
      cpu: {
        thread: ms(threadCpuUsage()),
        threadSystem: threadCpuUsage().system / 1000,
        process: ms(process.cpuUsage()),
        ...writes(),
      },
    });
  else if (message === 'close') server.close(() => void close().then(() => process.exit(0)));
});
process.send!({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
