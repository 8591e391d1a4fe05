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
const BATCH = 16;

/**
 * Parses pages on every core: worker threads take batches from one queue, so a slow page never
 * holds up the others. Results come back in the pages' order.
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
  // The main thread parses too, from the first moment: threads join as soon as they have started,
  // so a small site never waits for them and a large one gets every core.
  const workers = Array.from({ length: threads - 1 }, () => startWorker(layout));
  let next = 0;
  const take = () => {
    const at = next;
    next += BATCH;
    return at;
  };
  try {
    await Promise.all([
      (async () => {
        while (next < items.length) {
          const at = take();
          report(parseBatch(items.slice(at, at + BATCH), layout), at);
          // Lets the threads' results (and progress) in between batches.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })(),
      ...workers.map(async (worker) => {
        // A thread that cannot start or stops leaves its work to the others.
        if (
          !(await worker.ready.then(
            () => true,
            () => false,
          ))
        )
          return;
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
      }),
    ]);
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
  return results;
}

function startWorker(layout: SiteLayout) {
  // From sources (tests, `npm run cli`) the worker is TypeScript and needs the same loader.
  const fromSource = import.meta.url.endsWith('.ts');
  const worker = new Worker(
    new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url),
    {
      workerData: { layout },
      // Parsing allocates many short-lived nodes: a larger young generation collects them less often.
      resourceLimits: { maxYoungGenerationSizeMb: 48 },
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
