/**
 * `npm start`: the demo docs site with the assistant on every page, its reference proxy at
 * `/api/assistant`, and the platform API, in one process on embedded defaults. The first start
 * creates the `demo` project and its keys (saved to `credentials.json` in the data directory).
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import {
  ingestDocs,
  listenPlatform,
  loadConfig,
  openPlatform,
  progressPrinter,
  summary,
} from 'docs-assistant-platform';
import { assistantProxyRoute } from 'docs-assistant/server/hono';
import { ensureDemoCredentials } from './demo-credentials.js';
import { demoSite } from './demo-site.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const docsDir = resolve(process.env.DOCS_DIR || here('../docs'));

const platform = await openPlatform(loadConfig());
const { app, store, config } = platform;

const { credentials, created } = await ensureDemoCredentials(store.db, config.dataDir);
if (created) {
  process.stderr.write(
    `Created project "${credentials.domain}" (${credentials.projectId}).\n` +
      `  admin key:     ${credentials.adminKey}\n  assistant key: ${credentials.assistantKey}\n` +
      `  saved to ${config.dataDir}/credentials.json\n`,
  );
}
const result = await ingestDocs(store.db, credentials.projectId, docsDir, { onProgress: progressPrinter() });
process.stderr.write(`${summary(result)}\n`);

// The site's own proxy, handing requests to the platform API in the same process.
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
    docsDir,
    assetsDir: here('../../packages/docs-assistant/dist'),
    staticDir: here('../static'),
    openApi: async () => (await app.request('/openapi.json')).json(),
  }),
);

const server = await listenPlatform(platform);
process.stderr.write(`docs-assistant demo on ${server.url}\n`);
