import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects a search thread's garbage once enough has been left behind. V8 collects its old space
 * when its heap has grown by a share of itself and only counts outside buffers loosely: on a thread
 * whose indexes come and go, unloaded indexes and loading's leftovers would pile up far past the
 * memory budget before it did. Collecting after a bounded amount keeps them within it.
 */
export class GarbageCollector {
  private pending = 0;

  constructor(
    private readonly afterBytes: number,
    private readonly collect = fullCollection() as (options: object) => void,
  ) {}

  /** Bytes that are garbage now. */
  left(bytes: number): void {
    this.pending += bytes;
  }

  /**
   * Collects when the garbage left since the last collection reaches the bound: a collection that
   * also compacts and hands freed pages back, so that the process's memory shrinks with it.
   */
  collectIfDue(): void {
    if (this.pending < this.afterBytes) return;
    this.pending = 0;
    this.collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }
}

/** V8's full collection: `global.gc` when the process exposes it, else exposed to a context of its own. */
export function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
