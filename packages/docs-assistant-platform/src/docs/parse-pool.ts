import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { pageSections } from './generators/page-sections.js';
import type { PagePlan, SiteLayout } from './generators/layout.js';
import type { DocSection } from './types.js';

export interface ParseItem {
  plan: PagePlan;
  content: string;
}
export type ParseResult = { file: string; sections: DocSection[] } | { file: string; error: string };
export interface ParseRequest {
  id: number;
  items: ParseItem[];
}

export function parseBatch(items: ParseItem[], layout: SiteLayout): ParseResult[] {
  return items.map(({ plan, content }) => {
    try {
      return { file: plan.file, sections: pageSections(plan, content, layout) };
    } catch (error) {
      return { file: plan.file, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** Below this many pages, starting threads costs more than it saves. */
const PARALLEL_FROM = 64;
/** Pages per message: small enough to share the work evenly, large enough to keep messages few. */
const BATCH = 12;
/** Batches handed to a thread before it answers, so that it never waits for the next one. */
const IN_FLIGHT = 2;

/**
 * Parses pages on every core: one worker thread per core takes batches from one queue, so a slow
 * page never holds up the others, while this thread only hands out work and collects results
 * (it owns the store, and parsing here would compete with the threads for the same cores).
 * Results come back in the pages' order.
 */
export async function parseAll(
  items: ParseItem[],
  layout: SiteLayout,
  opts: { threads?: number; onProgress?: (done: number, total: number, file: string) => void } = {},
): Promise<ParseResult[]> {
  const threads = Math.min(opts.threads ?? availableParallelism(), 8, Math.ceil(items.length / BATCH));
  const results: ParseResult[] = new Array(items.length);
  let done = 0;
  const report = (batch: ParseResult[], at: number) => {
    batch.forEach((r, i) => (results[at + i] = r));
    done += batch.length;
    opts.onProgress?.(done, items.length, batch[batch.length - 1]?.file ?? '');
  };
  if (items.length < PARALLEL_FROM || threads < 2) {
    items.forEach((item, at) => report(parseBatch([item], layout), at));
    return results;
  }
  const workers = Array.from({ length: threads }, () => startWorker(layout));
  let next = 0;
  const take = () => {
    const at = next;
    next += BATCH;
    return at;
  };
  // Each thread keeps IN_FLIGHT batches queued; a thread that cannot start or stops leaves its
  // work to the others, and the last batches of a thread that failed are parsed here.
  const feed = async (worker: ParseWorker): Promise<void> => {
    if (
      !(await worker.ready.then(
        () => true,
        () => false,
      ))
    )
      return;
    const lane = async (): Promise<void> => {
      while (next < items.length) {
        const at = take();
        const batch = items.slice(at, at + BATCH);
        try {
          report(await worker.parse(batch), at);
        } catch {
          report(parseBatch(batch, layout), at);
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  };
  try {
    await Promise.all(workers.map(feed));
    // No thread started at all: parse here rather than fail.
    while (next < items.length) {
      const at = take();
      report(parseBatch(items.slice(at, at + BATCH), layout), at);
    }
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
  return results;
}

type ParseWorker = ReturnType<typeof startWorker>;

function startWorker(layout: SiteLayout) {
  // From sources (tests, `npm run cli`) the worker is TypeScript and needs the same loader.
  const fromSource = import.meta.url.endsWith('.ts');
  const worker = new Worker(
    new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url),
    {
      workerData: { layout },
      // Parsing allocates many short-lived nodes: a larger young generation collects them less often.
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
      execArgv: fromSource ? ['--import', 'tsx', '--conditions=docs-assistant-source'] : [],
    },
  );
  let id = 0;
  const pending = new Map<number, { resolve: (r: ParseResult[]) => void; reject: (e: Error) => void }>();
  const fail = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  let started: (ok: boolean) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    started = (ok) => (ok ? resolve() : reject(new Error('A parsing thread did not start')));
  });
  worker.on('message', (m: { id: number; results: ParseResult[] } | { ready: true }) => {
    if ('ready' in m) return started(true);
    pending.get(m.id)?.resolve(m.results);
    pending.delete(m.id);
  });
  worker.on('error', (error) => {
    started(false);
    fail(error);
  });
  worker.on('exit', (code) => {
    started(false);
    fail(new Error(`A parsing thread stopped (exit code ${code})`));
  });
  return {
    ready,
    parse: (items: ParseItem[]) =>
      new Promise<ParseResult[]>((resolve, reject) => {
        const request: ParseRequest = { id: ++id, items };
        pending.set(request.id, { resolve, reject });
        worker.postMessage(request);
      }),
    stop: () => worker.terminate(),
  };
}
