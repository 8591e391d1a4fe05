/** A worker thread that turns page files into sections for `loadDocs`. */
import { parentPort, workerData } from 'node:worker_threads';
import { type ParseRequest, parseBatch } from './parse-pool.js';
import type { SiteLayout } from './generators/layout.js';

const layout = (workerData as { layout: SiteLayout }).layout;
parentPort!.on('message', (request: ParseRequest) => {
  parentPort!.postMessage({ id: request.id, results: parseBatch(request.items, layout) });
});
// Modules loaded: ready for work.
parentPort!.postMessage({ ready: true });
