import type { DocSection } from '../docs/types.js';
import type { DocsMethod } from './docs-calls.js';

/** Messages between the search pool and its threads. */
export type WorkerRequest =
  /** Sections of an index to build, a batch at a time; `first` starts over. */
  | { id: number; type: 'part'; key: string; sections: DocSection[]; first: boolean }
  /** Builds the index of the batches sent. */
  | { id: number; type: 'build'; key: string }
  | { id: number; type: 'load'; key: string; blob: Uint8Array }
  | { id: number; type: 'drop'; key: string }
  | { id: number; type: 'call'; key: string; method: DocsMethod; args: unknown[] };

export interface IndexInfo {
  defaultLanguage: string | null;
  size: number;
  /** Memory the index takes in its thread, counted from its data (see `index-memory.ts`). */
  bytes: number;
  /** The thread's JavaScript heap in use once the index is placed (every index it holds). */
  heapUsed: number;
}

export type WorkerReply =
  { id: number; ok: true; value: unknown; blob?: Uint8Array } | { id: number; ok: false; error: string };

/** What a search thread is started with. */
export interface WorkerOptions {
  faults?: SearchFaults;
  /** Bytes of dropped indexes and loading's leftovers after which the thread collects its garbage. */
  collectAfterBytes: number;
}

/**
 * Fault injection for tests: calls whose first argument (or a retrieval's question) is
 * `crashOnQuery` stop their thread, `crashes[0]` times in all.
 */
export interface SearchFaults {
  crashOnQuery: string;
  crashes: Int32Array;
}
