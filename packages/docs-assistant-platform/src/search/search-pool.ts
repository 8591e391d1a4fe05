import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocSection } from '../docs/types.js';
import { ApiError } from '../http/errors.js';
import type { DocsMethod } from './docs-calls.js';
import type { IndexInfo, SearchFaults, WorkerReply, WorkerRequest } from './search-protocol.js';

/**
 * Where an index comes from when a thread needs it: a stored blob, or sections to build it from
 * (all at once, or in batches as they are read from the store).
 */
export type IndexSource = () => Promise<
  { blob: Uint8Array } | { sections: DocSection[] | AsyncIterable<DocSection[]> }
>;

export interface SearchPoolOptions {
  /** Search threads; one per core by default. */
  threads?: number;
  /** Estimated memory all loaded indexes may take; the least recently used are unloaded past it. */
  memoryBudgetBytes?: number;
  /** A call taking longer stops its thread (which is replaced) and fails. */
  callTimeoutMs?: number;
  /** Fault injection for tests. */
  faults?: SearchFaults;
}

/** An index in memory takes about this many times its JSON size (measured on the Mintlify corpus). */
export const MEMORY_PER_JSON_BYTE = 3;
export const DEFAULT_MEMORY_BUDGET_BYTES = 1024 * 1024 * 1024;
/** Sections a message to a thread carries: copying them holds the event loop a few milliseconds. */
const SECTIONS_PER_MESSAGE = 250;
const DEFAULT_CALL_TIMEOUT_MS = 30_000;

/** The documented error body of a search that could not run. */
export const searchUnavailable = (reason: string) =>
  new ApiError(503, 'Search unavailable', [reason], { 'Retry-After': '1' });

class ThreadStopped extends Error {}

interface Pending {
  resolve: (reply: WorkerReply & { ok: true }) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  alive: boolean;
  started: boolean;
  /** Estimated bytes of the indexes placed on it. */
  bytes: number;
}

interface Resident {
  thread: Thread;
  bytes: number;
  usedAt: number;
  loading?: Promise<{ info: IndexInfo; blob?: Uint8Array }>;
}

/**
 * Search threads, one per core, each holding some sites' indexes: every search and index build
 * runs on them, so the event loop only moves bytes and a rebuild never stalls a request.
 *
 * An index lives on one thread (the least loaded when it is placed). A thread that stops is
 * replaced; the calls it had in flight are retried once (the index is loaded again from its
 * source), then fail with a 503 error body. Loaded indexes are kept under a memory budget,
 * least recently used unloaded first; an unloaded index is loaded again on its next call.
 */
export class SearchPool {
  private readonly threads: Thread[] = [];
  private readonly resident = new Map<string, Resident>();
  private readonly sources = new Map<string, IndexSource>();
  private readonly budget: number;
  private readonly timeoutMs: number;
  private nextId = 0;
  /** Threads in a row that stopped before they started: past a few, no more are started. */
  private failedStarts = 0;
  private closed = false;
  private clock = 0;

  constructor(private readonly options: SearchPoolOptions = {}) {
    this.budget = options.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES;
    this.timeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    const count = Math.max(1, options.threads ?? availableParallelism());
    for (let i = 0; i < count; i++) this.threads.push(this.start());
  }

  /**
   * Makes an index available under `key`, loading or building it now. Returns what it is, and
   * for an index built from sections, its blob for the store.
   */
  async place(key: string, source: IndexSource): Promise<{ info: IndexInfo; blob?: Uint8Array }> {
    this.sources.set(key, source);
    const current = this.resident.get(key);
    if (current?.thread.alive && current.loading) return current.loading;
    this.resident.delete(key);
    const result = await this.load(key).loading!;
    // The blob goes to the caller alone: nothing on this thread keeps it.
    const blob = result.blob;
    result.blob = undefined;
    return { info: result.info, blob };
  }

  /** Unloads an index for good (its docs were replaced). */
  forget(key: string): void {
    this.sources.delete(key);
    this.unload(key);
  }

  /** Runs one call on the thread holding `key`. */
  async call<T>(key: string, method: DocsMethod, args: unknown[]): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const resident = this.resident.get(key) ?? this.load(key);
        await resident.loading;
        resident.usedAt = ++this.clock;
        const reply = await this.send(resident.thread, { id: 0, type: 'call', key, method, args });
        return reply.value as T;
      } catch (error) {
        const retryable = error instanceof ThreadStopped || (error as Error).message === 'not-loaded';
        if (!retryable) throw error;
        if (attempt >= 1) throw searchUnavailable('The search stopped unexpectedly; please try again');
      }
    }
  }

  /** Keys loaded now, least recently used first (for tests and figures). */
  loaded(): string[] {
    return [...this.resident].sort((a, b) => a[1].usedAt - b[1].usedAt).map(([key]) => key);
  }

  /** Estimated memory of the loaded indexes. */
  get loadedBytes(): number {
    let total = 0;
    for (const r of this.resident.values()) total += r.bytes;
    return total;
  }

  /** Stops every thread; calls in flight fail. */
  async close(): Promise<void> {
    this.closed = true;
    // Idle threads do not keep the process alive; until they have stopped, something has to.
    const keepAlive = setInterval(() => undefined, 1000);
    try {
      await Promise.all(this.threads.map((t) => t.worker.terminate()));
    } finally {
      clearInterval(keepAlive);
    }
  }

  /** Stops the thread holding `key` as a crash would (for tests). */
  async stopThreadOf(key: string): Promise<void> {
    await this.resident.get(key)?.thread.worker.terminate();
  }

  private load(key: string): Resident {
    const source = this.sources.get(key);
    if (!source) throw new Error(`No index is known as ${key}`);
    const thread = this.leastLoaded();
    const resident: Resident = { thread, bytes: 0, usedAt: ++this.clock };
    resident.loading = (async () => {
      const from = await source();
      let reply;
      if ('blob' in from) reply = await this.send(thread, { id: 0, type: 'load', key, blob: from.blob });
      else {
        let first = true;
        for await (const batch of inBatches(from.sections)) {
          await this.send(thread, { id: 0, type: 'part', key, sections: batch, first });
          first = false;
        }
        reply = await this.send(thread, { id: 0, type: 'build', key });
      }
      const info = reply.value as IndexInfo;
      resident.bytes = info.bytes * MEMORY_PER_JSON_BYTE;
      thread.bytes += resident.bytes;
      this.keepWithinBudget(key);
      return { info, blob: reply.blob };
    })();
    resident.loading.catch(() => {
      if (this.resident.get(key) === resident) this.resident.delete(key);
    });
    this.resident.set(key, resident);
    return resident;
  }

  private keepWithinBudget(keep: string): void {
    for (const key of this.loaded()) {
      if (this.loadedBytes <= this.budget) return;
      // The index just loaded stays, even alone over the budget; indexes still loading have no size yet.
      if (key !== keep && this.resident.get(key)!.bytes > 0) this.unload(key);
    }
  }

  private unload(key: string): void {
    const resident = this.resident.get(key);
    if (!resident) return;
    this.resident.delete(key);
    resident.thread.bytes -= resident.bytes;
    if (resident.thread.alive)
      this.send(resident.thread, { id: 0, type: 'drop', key }).catch(() => undefined);
  }

  private leastLoaded(): Thread {
    const alive = this.threads.filter((t) => t.alive);
    if (!alive.length) throw searchUnavailable('No search thread is running');
    return alive.reduce((a, b) =>
      b.bytes < a.bytes || (b.bytes === a.bytes && b.pending.size < a.pending.size) ? b : a,
    );
  }

  private send(thread: Thread, request: WorkerRequest): Promise<WorkerReply & { ok: true }> {
    if (!thread.alive) return Promise.reject(new ThreadStopped());
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (request.type === 'call')
        pending.timer = setTimeout(() => {
          thread.pending.delete(id);
          reject(searchUnavailable(`The search took longer than ${this.timeoutMs} ms`));
          // A runaway search holds its thread: it is replaced, its other calls retried elsewhere.
          void thread.worker.terminate();
        }, this.timeoutMs);
      thread.pending.set(id, pending);
      thread.worker.ref();
      thread.worker.postMessage(
        { ...request, id },
        'blob' in request ? [request.blob.buffer as ArrayBuffer] : [],
      );
    });
  }

  private start(): Thread {
    // From sources (tests, `npm run cli`) the thread is TypeScript and needs the same loader.
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = new Worker(
      new URL(fromSource ? './search-worker.ts' : './search-worker.js', import.meta.url),
      {
        workerData: { faults: this.options.faults },
        execArgv: [
          ...(fromSource ? ['--import', 'tsx', '--conditions=docs-assistant-source'] : []),
          // A process profiled with `node --cpu-prof` profiles its search threads too.
          ...process.execArgv.filter((arg) => arg.startsWith('--cpu-prof')),
        ],
      },
    );
    worker.unref();
    const thread: Thread = { worker, pending: new Map(), alive: true, started: false, bytes: 0 };
    worker.on('message', (reply: WorkerReply | { ready: true }) => {
      if ('ready' in reply) {
        thread.started = true;
        this.failedStarts = 0;
        return;
      }
      const pending = thread.pending.get(reply.id);
      if (!pending) return;
      thread.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (thread.pending.size === 0) worker.unref();
      if (reply.ok) pending.resolve(reply);
      else pending.reject(new Error(reply.error));
    });
    worker.on('error', () => undefined);
    worker.on('exit', () => this.stopped(thread));
    return thread;
  }

  private stopped(thread: Thread): void {
    thread.alive = false;
    for (const [key, resident] of this.resident) if (resident.thread === thread) this.resident.delete(key);
    for (const pending of thread.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new ThreadStopped('A search thread stopped'));
    }
    thread.pending.clear();
    const at = this.threads.indexOf(thread);
    if (!thread.started) this.failedStarts++;
    // Threads that cannot start would fail again and again: after a few, searches fail instead.
    if (!this.closed && at >= 0 && this.failedStarts < 3) this.threads[at] = this.start();
  }
}

/** Sections in messages of a bounded size, whether they come all at once or in batches. */
async function* inBatches(
  sections: DocSection[] | AsyncIterable<DocSection[]>,
): AsyncGenerator<DocSection[]> {
  const batches = Array.isArray(sections) ? [sections] : sections;
  for await (const batch of batches)
    for (let i = 0; i < batch.length; i += SECTIONS_PER_MESSAGE)
      yield batch.slice(i, i + SECTIONS_PER_MESSAGE);
}
