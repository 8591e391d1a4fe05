import { serve as listen, type ServerType } from '@hono/node-server';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { applyConnectionTimeouts } from '../http/server-timeouts.js';
import { createApp, type App } from '../app.js';
import { loadConfig, storeLocation, type ServerConfig } from '../config.js';
import { openStore, type Store } from '../db/open.js';
import { createLimiters } from '../http/rate-limit.js';
import { DocsLibrary } from '../assistant/docs-library.js';
import { SearchPool } from '../search/search-pool.js';
import { answererFromEnv } from '../assistant/model-config.js';
import { InflightAnswers } from '../assistant/inflight.js';
import { createServer as createNetServer } from 'node:net';
import { findProjectByRef } from '../store/projects.js';
import { ingestDocs, type IngestOptions, progressPrinter, summary } from '../docs/ingest.js';
import { CliError } from './errors.js';
import { startIngestSocket, stopIngestSocket } from './ingest-socket.js';

/** The platform API, opened but not yet listening: an embedding app may mount routes beside it. */
export interface Platform {
  app: App;
  store: Store;
  library: DocsLibrary;
  logger: Logger;
  config: ServerConfig;
  inflight: InflightAnswers;
  redis?: Redis;
  /** The URL the server listens on, once it does. */
  url: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens the store and builds the API. Nothing listens yet. */
export async function openPlatform(config: ServerConfig = loadConfig()): Promise<Platform> {
  const logger = pino({ level: config.logLevel });
  const store = await openStore(storeLocation(config));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable; limiting in memory'));
  const library = new DocsLibrary(
    store.db,
    undefined,
    new SearchPool({
      memoryBudgetBytes: config.indexMemoryBudgetMb * 1024 * 1024,
      threads: config.searchThreads || undefined,
    }),
  );
  const inflight = new InflightAnswers();
  const app = createApp({
    inflight,
    store,
    logger,
    limiters: createLimiters(config.limits, redis),
    library,
    answerer: answererFromEnv(),
    siteUrl: () => config.siteUrl ?? `${platform.url}/`,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.proxyTrust,
    finishThreadId: config.finishThreadId,
  });
  const platform: Platform = { app, store, library, logger, config, inflight, redis, url: '' };
  return platform;
}

/** `serve --docs <dir> --domain <domain>`: ingests that folder into the project before listening. */
export async function ingestAtStart(
  platform: Platform,
  docsDir: string,
  project: string,
  opts: Pick<IngestOptions, 'generator' | 'allowEmpty'> = {},
): Promise<void> {
  const found = await findProjectByRef(platform.store.db, project);
  if (!found)
    throw new CliError(`No project "${project}"; create it with "projects create --domain ${project}".`);
  if (!/^https?:/.test(docsDir) && !existsSync(docsDir))
    throw new CliError(`The docs folder ${docsDir} does not exist.`);
  const result = await ingestDocs(platform.store.db, found.id, docsDir, {
    ...opts,
    onProgress: progressPrinter(),
  });
  process.stderr.write(`${summary(result)}\n`);
}

/** Fails fast, before any ingestion or warm-up, when the port is taken. */
export function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(listenError(err, host, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function listenError(err: NodeJS.ErrnoException, host: string, port: number): Error {
  if (err.code === 'EADDRINUSE')
    return new CliError(`Port ${port} on ${host} is already in use; choose another with --port or PORT.`);
  if (err.code === 'EACCES')
    return new CliError(`Listening on port ${port} of ${host} is not permitted; choose a port above 1023.`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
    return new CliError(`The address ${host} is not available on this machine; check --host or HOST.`);
  return err;
}

/** Listens (a taken port is reported first; indexes load on first use), and stops cleanly on SIGINT/SIGTERM. */
export async function listenPlatform(platform: Platform): Promise<RunningServer> {
  const { app, store, logger, config } = platform;
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = listen({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', (err: NodeJS.ErrnoException) => reject(listenError(err, config.host, config.port)));
  });
  applyConnectionTimeouts(server as Server, config.connectionTimeouts);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  platform.url = url;
  const socket =
    store.kind === 'pglite' && !config.databaseUrl
      ? await startIngestSocket(config.dataDir, store.db, platform.library)
      : undefined;
  logger.info({ url, store: store.kind }, 'listening');
  process.stderr.write(`docs-assistant-platform listening on ${url}\n`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // No new connections; answers in flight get a grace period, then are stopped and saved as partial.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (socket) await stopIngestSocket(socket, config.dataDir);
      await platform.inflight.drain(config.shutdownGraceMs);
      // Stopped answers still send their last chunks; connections left open after that are closed.
      let flushed: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([closed, new Promise((resolve) => (flushed = setTimeout(resolve, 1000)))]);
      clearTimeout(flushed);
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      platform.redis?.disconnect();
      await platform.library.pool.close();
      await store.close();
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down');
      void close().then(() => process.exit(0));
    });
  }
  return { url, close };
}
