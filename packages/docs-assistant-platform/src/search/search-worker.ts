/**
 * A search thread: holds the indexes the pool placed on it and answers calls on them, so that
 * searching and building never run on the server's event loop.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { DocsIndex } from '../docs/search-index.js';
import { callDocs, DocsCalls } from './docs-calls.js';
import { decodeIndex, encodeIndex } from './index-blob.js';
import { indexMemoryBytes } from './index-memory.js';
import { GarbageCollector } from './garbage-collector.js';
import type { DocSection } from '../docs/types.js';
import type { TurnRetrievalInput } from '../assistant/retrieve-turn.js';
import type { IndexInfo, WorkerOptions, WorkerReply, WorkerRequest } from './search-protocol.js';

const { faults, collectAfterBytes } = workerData as WorkerOptions;
const held = new Map<string, { docs: DocsCalls; bytes: number }>();
/** Sections received for indexes not built yet. */
const parts = new Map<string, DocSection[]>();
const garbage = new GarbageCollector(collectAfterBytes);

function handle(request: WorkerRequest): WorkerReply {
  switch (request.type) {
    case 'part': {
      const sections = request.first ? [] : (parts.get(request.key) ?? []);
      for (const section of request.sections) sections.push(section);
      parts.set(request.key, sections);
      return { id: request.id, ok: true, value: null };
    }
    case 'build': {
      const sections = parts.get(request.key) ?? [];
      parts.delete(request.key);
      const index = DocsIndex.build(sections);
      const blob = encodeIndex(index, sections);
      const bytes = hold(request.key, index, sections);
      // Building leaves about the index's analyzed text behind, and the blob's parts.
      garbage.left(bytes + blob.byteLength);
      return { id: request.id, ok: true, value: info(index, bytes), blob };
    }
    case 'load': {
      const { index, sections, bytes: raw } = decodeIndex(request.blob);
      const bytes = hold(request.key, index, sections);
      // Decoding leaves the blob, its unzipped parts and their text behind.
      garbage.left(request.blob.byteLength + 2 * raw);
      return { id: request.id, ok: true, value: info(index, bytes) };
    }
    case 'drop':
      drop(request.key);
      parts.delete(request.key);
      return { id: request.id, ok: true, value: null };
    case 'call': {
      const entry = held.get(request.key);
      if (!entry) return { id: request.id, ok: false, error: 'not-loaded' };
      // Fault injection (tests): the thread dies in the middle of a call, as a crash would.
      if (faults && queryOf(request.args) === faults.crashOnQuery) {
        const left = Atomics.load(faults.crashes, 0);
        if (left > 0 && Atomics.compareExchange(faults.crashes, 0, left, left - 1) === left) process.exit(70);
      }
      return { id: request.id, ok: true, value: callDocs(entry.docs, request.method, request.args) };
    }
  }
}

/** What a call searches for: its first argument, or the question of a turn's retrieval. */
function queryOf([first]: unknown[]): unknown {
  return typeof first === 'object' && first ? (first as TurnRetrievalInput).messages?.at(-1)?.text : first;
}

/** Holds an index under `key` (dropping the one it replaces); returns the memory it takes. */
function hold(key: string, index: DocsIndex, sections: DocSection[]): number {
  drop(key);
  const bytes = indexMemoryBytes(index.serialize(), sections);
  held.set(key, { docs: new DocsCalls(index, sections), bytes });
  return bytes;
}

function drop(key: string): void {
  const entry = held.get(key);
  if (!entry) return;
  held.delete(key);
  garbage.left(entry.bytes);
}

function info(index: DocsIndex, bytes: number): IndexInfo {
  return {
    defaultLanguage: index.defaultLanguage,
    size: index.size,
    bytes,
    heapUsed: getHeapStatistics().used_heap_size,
  };
}

parentPort!.on('message', (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = handle(request);
  } catch (error) {
    reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const transfer = 'blob' in reply && reply.blob ? [reply.blob.buffer as ArrayBuffer] : [];
  parentPort!.postMessage(reply, transfer);
  // After the reply: the caller does not wait for the collection.
  garbage.collectIfDue();
});
parentPort!.postMessage({ ready: true });
