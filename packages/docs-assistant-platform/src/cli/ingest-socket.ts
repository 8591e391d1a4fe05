import { existsSync, rmSync, chmodSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { Db } from '../db/open.js';
import type { DocsLibrary } from '../assistant/docs-library.js';
import { ingestDocs, type IngestResult } from '../docs/ingest.js';
import type { GeneratorName } from '../docs/generators/layout.js';
import { findProjectByRef } from '../store/projects.js';

/**
 * Ingestion beside a running server on the embedded store: the server owns the database, so the
 * CLI asks it, over a Unix socket in the data directory, to ingest a folder. Only who can open the
 * data directory can reach it, as with the database files themselves.
 */
export const ingestSocketPath = (dataDir: string) => join(dataDir, 'ingest.sock');

export interface IngestRequest {
  project: string;
  docs: string;
  generator?: GeneratorName;
  allowEmpty?: boolean;
}

type Line =
  | { type: 'progress'; done: number; total: number; file: string }
  | { type: 'result'; result: IngestResult }
  | { type: 'error'; message: string };

/** One ingestion at a time per server: a second one waits for the first. */
export function startIngestSocket(dataDir: string, db: Db, library: DocsLibrary): Promise<Server> {
  const path = ingestSocketPath(dataDir);
  // A socket file left by a server that died: this server owns the data directory now.
  rmSync(path, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/ingest') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) req.destroy();
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const send = (line: Line) => res.write(`${JSON.stringify(line)}\n`);
      const run = async () => {
        const input = JSON.parse(body) as IngestRequest;
        const project = await findProjectByRef(db, input.project);
        if (!project) throw new Error(`No project "${input.project}" (give its domain or id).`);
        let last = 0;
        const result = await ingestDocs(db, project.id, input.docs, {
          generator: input.generator,
          allowEmpty: input.allowEmpty,
          onProgress: (done, total, file) => {
            if (Date.now() - last < 100 && done < total) return;
            last = Date.now();
            send({ type: 'progress', done, total, file });
          },
        });
        // Swap now rather than at the next refresh: the old index answers until this resolves.
        await library.refresh(project.id);
        send({ type: 'result', result });
      };
      queue = queue
        .then(run)
        .catch((error: unknown) =>
          send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => res.end());
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      chmodSync(path, 0o600);
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function stopIngestSocket(server: Server, dataDir: string): Promise<void> {
  return new Promise((resolve) =>
    server.close(() => {
      rmSync(ingestSocketPath(dataDir), { force: true });
      resolve();
    }),
  );
}

export const hasIngestSocket = (dataDir: string) => existsSync(ingestSocketPath(dataDir));

/** Asks the server that owns `dataDir` to ingest; progress as it comes, the result at the end. */
export function ingestThroughServer(
  dataDir: string,
  input: IngestRequest,
  onProgress?: (done: number, total: number, file: string) => void,
): Promise<IngestResult> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: ingestSocketPath(dataDir), path: '/ingest', method: 'POST' }, (res) => {
      let buffer = '';
      let settled = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = JSON.parse(buffer.slice(0, newline)) as Line;
          buffer = buffer.slice(newline + 1);
          if (line.type === 'progress') onProgress?.(line.done, line.total, line.file);
          else if (line.type === 'result') {
            settled = true;
            resolve(line.result);
          } else {
            settled = true;
            reject(new Error(line.message));
          }
        }
      });
      res.on('end', () => {
        if (!settled)
          reject(new Error('The server stopped before the ingestion finished; the docs are unchanged.'));
      });
    });
    req.on('error', (error) =>
      reject(new Error(`Could not reach the server that owns ${dataDir} (${error.message}).`)),
    );
    req.end(JSON.stringify(input));
  });
}
