import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocSection } from '../docs/types.js';
import { ApiError } from '../http/errors.js';
import type { DocsMethod } from './docs-calls.js';
import type {
  IndexInfo,
  SearchFaults,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './search-protocol.js';

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
  /**
   * Memory the loaded indexes may take, with what unloading and loading them leaves until it is
   * collected: the least recently used are unloaded past it.
   */
  memoryBudgetBytes?: number;
  /** A call taking longer stops its thread (which is replaced) and fails. */
  callTimeoutMs?: number;
  /** Fault injection for tests. */
  faults?: SearchFaults;
  /**
   * Threads one busy index may be copied to, memory permitting. By default one fewer than the
   * cores, so that a busy site leaves a core to the event loop: no copies on two cores.
   */
  maxThreadsPerIndex?: number;
}

/**
 * Share of the budget kept for garbage: each thread collects once its unloaded indexes and
 * loading's leftovers reach its part of it, the indexes themselves take the rest.
 */
export const GARBAGE_SHARE = 0.25;
export const DEFAULT_MEMORY_BUDGET_BYTES = 1024 * 1024 * 1024;
/** Sections a message to a thread carries: copying them holds the event loop a few milliseconds. */
const SECTIONS_PER_MESSAGE = 250;
const DEFAULT_CALL_TIMEOUT_MS = 30_000;
/** Calls waiting on every thread holding an index from which a copy goes to another thread. */
const COPY_AT_PENDING = 2;

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
  /** Bytes of the indexes placed on it. */
  bytes: number;
}

interface Resident {
  thread: Thread;
  bytes: number;
  usedAt: number;
  loading?: Promise<{ info: IndexInfo; blob?: Uint8Array }>;
  /** Set once loaded (copies answer only then). */
  ready?: boolean;
}

/**
 * Search threads, one per core, each holding some sites' indexes: every search and index build
 * runs on them, so the event loop only moves bytes and a rebuild never stalls a request.
 *
 * An index lives on one thread (the least loaded when it is placed). A thread that stops is
 * replaced; the calls it had in flight are retried once (the index is loaded again from its
 * source), then fail with a 503 error body. Loaded indexes are kept under a memory budget,
 * least recently used unloaded first; an unloaded index is loaded again on its next call.
 *
 * An index busier than its thread can keep up with (calls waiting there) is copied to another
 * thread (up to `maxThreadsPerIndex`) if the budget has room, and its calls go to whichever copy
 * has the fewest waiting: one busy site uses several cores. Copies are unloaded before any other
 * index when memory is short.
 */
export class SearchPool {
  private readonly threads: Thread[] = [];
  private readonly resident = new Map<string, Resident>();
  /** Further copies of busy indexes, on other threads than `resident`'s. */
  private readonly copies = new Map<string, Resident[]>();
  private readonly sources = new Map<string, IndexSource>();
  /** Bytes the indexes may take: the budget less its share for garbage. */
  private readonly budget: number;
  private readonly collectAfterBytes: number;
  private readonly timeoutMs: number;
  private readonly maxThreadsPerIndex: number;
  private nextId = 0;
  /** Threads in a row that stopped before they started: past a few, no more are started. */
  private failedStarts = 0;
  private closed = false;
  private clock = 0;

  constructor(private readonly options: SearchPoolOptions = {}) {
    const budget = options.memoryBudgetBytes ?? DEFAULT_MEMORY_BUDGET_BYTES;
    this.timeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    this.maxThreadsPerIndex = options.maxThreadsPerIndex ?? Math.max(1, availableParallelism() - 1);
    const count = Math.max(1, options.threads ?? availableParallelism());
    this.budget = budget * (1 - GARBAGE_SHARE);
    this.collectAfterBytes = (budget * GARBAGE_SHARE) / count;
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
        const primary = this.resident.get(key) ?? this.load(key);
        await primary.loading;
        const resident = this.leastBusyCopy(key, primary);
        resident.usedAt = primary.usedAt = ++this.clock;
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

  /** Memory of the loaded indexes, copies included (garbage aside). */
  get loadedBytes(): number {
    let total = 0;
    for (const r of this.resident.values()) total += r.bytes;
    for (const copies of this.copies.values()) for (const c of copies) total += c.bytes;
    return total;
  }

  /** Each live thread's V8 heap, in bytes: its size, and what live and dead objects use of it (for figures). */
  async heapBytes(): Promise<{ total: number; used: number }[]> {
    // Node 22 has it; its types do not declare it yet.
    type Stats = { getHeapStatistics(): Promise<{ total_heap_size: number; used_heap_size: number }> };
    const alive = this.threads.filter((t) => t.alive);
    const stats = await Promise.all(alive.map((t) => (t.worker as unknown as Stats).getHeapStatistics()));
    return stats.map((s) => ({ total: s.total_heap_size, used: s.used_heap_size }));
  }

  /** Threads holding `key` (for tests and figures). */
  threadsHolding(key: string): number {
    return (this.resident.has(key) ? 1 : 0) + (this.copies.get(key)?.length ?? 0);
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
    // Copies still loading belong to the index being replaced; a thread holds one index per key.
    for (const copy of [...(this.copies.get(key) ?? [])]) this.dropCopy(key, copy);
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
      resident.bytes = info.bytes;
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

  /** Where a call on `key` goes: the loaded copy with the fewest calls waiting; may start a copy. */
  private leastBusyCopy(key: string, primary: Resident): Resident {
    const holders = [primary, ...(this.copies.get(key) ?? []).filter((c) => c.ready)];
    const best = holders.reduce((a, b) => (b.thread.pending.size < a.thread.pending.size ? b : a));
    if (best.thread.pending.size >= COPY_AT_PENDING && holders.length < this.maxThreadsPerIndex)
      this.copy(key, primary);
    return best;
  }

  /** Loads a copy of `key` on a thread without one, if there is one and the budget has room. */
  private copy(key: string, primary: Resident): void {
    const copies = this.copies.get(key) ?? [];
    if (copies.some((c) => !c.ready) || this.loadedBytes + primary.bytes > this.budget) return;
    const holding = new Set([primary.thread, ...copies.map((c) => c.thread)]);
    const free = this.threads.filter((t) => t.alive && !holding.has(t));
    const source = this.sources.get(key);
    if (!free.length || !source) return;
    const thread = free.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    const copy: Resident = { thread, bytes: primary.bytes, usedAt: primary.usedAt };
    thread.bytes += copy.bytes;
    copies.push(copy);
    this.copies.set(key, copies);
    copy.loading = (async () => {
      const from = await source();
      // Only a stored index is copied: building one again is not worth a busy minute.
      if (!('blob' in from)) throw new Error('Not copied: no stored index');
      const reply = await this.send(thread, { id: 0, type: 'load', key, blob: from.blob });
      copy.ready = true;
      return { info: reply.value as IndexInfo };
    })();
    copy.loading.catch(() => this.dropCopy(key, copy));
  }

  private dropCopy(key: string, copy: Resident): void {
    const copies = this.copies.get(key);
    if (!copies?.includes(copy)) return;
    copies.splice(copies.indexOf(copy), 1);
    if (!copies.length) this.copies.delete(key);
    copy.thread.bytes -= copy.bytes;
    if (copy.thread.alive) this.send(copy.thread, { id: 0, type: 'drop', key }).catch(() => undefined);
  }

  private keepWithinBudget(keep: string): void {
    // Copies go first, least recently used first: each is only a second seat for a busy index.
    const copies = [...this.copies].flatMap(([key, list]) => list.map((copy) => ({ key, copy })));
    for (const { key, copy } of copies.sort((a, b) => a.copy.usedAt - b.copy.usedAt)) {
      if (this.loadedBytes <= this.budget) return;
      this.dropCopy(key, copy);
    }
    for (const key of this.loaded()) {
      if (this.loadedBytes <= this.budget) return;
      // The index just loaded stays, even alone over the budget; indexes still loading have no size yet.
      if (key !== keep && this.resident.get(key)!.bytes > 0) this.unload(key);
    }
  }

  private unload(key: string): void {
    for (const copy of [...(this.copies.get(key) ?? [])]) this.dropCopy(key, copy);
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
        workerData: {
          faults: this.options.faults,
          collectAfterBytes: this.collectAfterBytes,
        } satisfies WorkerOptions,
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
    for (const [key, copies] of this.copies) {
      const left = copies.filter((c) => c.thread !== thread);
      if (left.length) this.copies.set(key, left);
      else this.copies.delete(key);
    }
    for (const [key, resident] of this.resident) {
      if (resident.thread !== thread) continue;
      // A loaded copy elsewhere takes the index's place; without one it loads again when called.
      const copies = this.copies.get(key) ?? [];
      const successor = copies.find((c) => c.ready);
      if (!successor) this.resident.delete(key);
      else {
        this.resident.set(key, successor);
        copies.splice(copies.indexOf(successor), 1);
        if (!copies.length) this.copies.delete(key);
      }
    }
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
