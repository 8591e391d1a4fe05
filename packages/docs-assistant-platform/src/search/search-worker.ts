/**
 * A search thread: holds the indexes the pool placed on it and answers calls on them, so that
 * searching and building never run on the server's event loop.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { DocsIndex } from '../docs/search-index.js';
import { callDocs, DocsCalls } from './docs-calls.js';
import { decodeIndex, encodeIndex } from './index-blob.js';
import type { DocSection } from '../docs/types.js';
import type { IndexInfo, SearchFaults, WorkerReply, WorkerRequest } from './search-protocol.js';

const faults = (workerData as { faults?: SearchFaults } | null)?.faults;
const held = new Map<string, DocsCalls>();
/** Sections received for indexes not built yet. */
const parts = new Map<string, DocSection[]>();

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
      held.set(request.key, new DocsCalls(index, sections));
      const blob = encodeIndex(index, sections);
      return { id: request.id, ok: true, value: info(index, blob.byteLength), blob };
    }
    case 'load': {
      const { index, sections, bytes } = decodeIndex(request.blob);
      held.set(request.key, new DocsCalls(index, sections));
      return { id: request.id, ok: true, value: info(index, bytes) };
    }
    case 'drop':
      held.delete(request.key);
      parts.delete(request.key);
      return { id: request.id, ok: true, value: null };
    case 'call': {
      const docs = held.get(request.key);
      if (!docs) return { id: request.id, ok: false, error: 'not-loaded' };
      // Fault injection (tests): the thread dies in the middle of a call, as a crash would.
      if (faults && request.args[0] === faults.crashOnQuery) {
        const left = Atomics.load(faults.crashes, 0);
        if (left > 0 && Atomics.compareExchange(faults.crashes, 0, left, left - 1) === left) process.exit(70);
      }
      return { id: request.id, ok: true, value: callDocs(docs, request.method, request.args) };
    }
  }
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
});
parentPort!.postMessage({ ready: true });
