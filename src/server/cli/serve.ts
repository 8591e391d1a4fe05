import { serve as listen, type ServerType } from '@hono/node-server';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createApp } from '../app.js';
import { loadConfig, storeLocation, type ServerConfig } from '../config.js';
import { openStore } from '../db/open.js';
import { createLimiters } from '../http/rate-limit.js';
import { ensureDemoCredentials } from './demo-credentials.js';
import { existsSync } from 'node:fs';
import { ingestDocs, progressPrinter, summary } from '../docs/ingest.js';
import { DocsLibrary } from '../assistant/docs-library.js';
import { answererFromEnv } from '../assistant/model-config.js';
import { InflightAnswers } from '../assistant/answer-stream.js';
import { assistantProxyRoute } from '../proxy/index.js';
import { demoSite } from '../demo/demo-site.js';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens the store, prepares the demo credentials and listens until SIGINT/SIGTERM. */
export async function serve(config: ServerConfig = loadConfig()): Promise<RunningServer> {
  const logger = pino({ level: config.logLevel });
  const store = await openStore(storeLocation(config));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable; limiting in memory'));

  const { credentials, created } = await ensureDemoCredentials(store.db, config.dataDir);
  if (created) {
    process.stderr.write(
      `Created project "${credentials.domain}" (${credentials.projectId}).\n` +
        `  admin key:     ${credentials.adminKey}\n  assistant key: ${credentials.assistantKey}\n` +
        `  saved to ${config.dataDir}/credentials.json\n`,
    );
  }

  if (existsSync(config.docsDir)) {
    const result = await ingestDocs(store.db, credentials.projectId, config.docsDir, {
      onProgress: progressPrinter(),
    });
    process.stderr.write(`${summary(result)}\n`);
  } else {
    logger.warn(
      { docsDir: config.docsDir },
      'docs folder not found; answers will say the docs do not cover the question',
    );
  }
  const library = new DocsLibrary(store.db);
  await library.warm();

  let url = '';
  const inflight = new InflightAnswers();
  const app = createApp({
    inflight,
    store,
    logger,
    limiters: createLimiters(config.limits, redis),
    library,
    answerer: answererFromEnv(),
    siteUrl: () => config.siteUrl ?? `${url}/`,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    finishThreadId: config.finishThreadId,
  });
  // The demo docs site and its proxy, in front of the platform API in the same process.
  app.route(
    '/api/assistant',
    assistantProxyRoute({
      upstream: 'http://platform.internal',
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      assistantKey: credentials.assistantKey,
      domain: credentials.domain,
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
    }),
  );
  app.route(
    '/',
    demoSite({
      docsDir: config.docsDir,
      assetsDir: fileURLToPath(new URL('../../../dist', import.meta.url)),
      staticDir: fileURLToPath(new URL('../../../demo/static', import.meta.url)),
      openApi: async () => (await app.request('/openapi.json')).json(),
    }),
  );

  const server = await new Promise<ServerType>((resolve) => {
    const s = listen({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url, store: store.kind }, 'listening');
  process.stderr.write(`docs-assistant listening on ${url}\n`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // No new connections; answers in flight get a grace period, then are stopped and saved as partial.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await inflight.drain(config.shutdownGraceMs);
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      redis?.disconnect();
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
