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
import { answererFromEnv } from '../assistant/model-config.js';
import { InflightAnswers } from '../assistant/inflight.js';
import { findProjectByDomain } from '../store/projects.js';
import { ingestDocs, progressPrinter, summary } from '../docs/ingest.js';

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
  const library = new DocsLibrary(store.db);
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
export async function ingestAtStart(platform: Platform, docsDir: string, domain: string): Promise<void> {
  const project = await findProjectByDomain(platform.store.db, domain);
  if (!project)
    throw new Error(`No project with domain ${domain}; create it with "projects create --domain ${domain}"`);
  if (!existsSync(docsDir)) throw new Error(`Docs folder ${docsDir} does not exist`);
  const result = await ingestDocs(platform.store.db, project.id, docsDir, { onProgress: progressPrinter() });
  process.stderr.write(`${summary(result)}\n`);
}

/** Warms the search indexes, listens, and stops cleanly on SIGINT/SIGTERM. */
export async function listenPlatform(platform: Platform): Promise<RunningServer> {
  const { app, store, logger, config } = platform;
  await platform.library.warm();
  const server = await new Promise<ServerType>((resolve) => {
    const s = listen({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  applyConnectionTimeouts(server as Server, config.connectionTimeouts);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  platform.url = url;
  logger.info({ url, store: store.kind }, 'listening');
  process.stderr.write(`docs-assistant-platform listening on ${url}\n`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // No new connections; answers in flight get a grace period, then are stopped and saved as partial.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.inflight.drain(config.shutdownGraceMs);
      // Stopped answers still send their last chunks; connections left open after that are closed.
      let flushed: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([closed, new Promise((resolve) => (flushed = setTimeout(resolve, 1000)))]);
      clearTimeout(flushed);
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      platform.redis?.disconnect();
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
