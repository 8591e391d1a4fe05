/**
 * The platform API as a library, for apps that embed it (the demo does): open it, mount routes
 * beside it, listen. Operators run the `docs-assistant-platform` CLI instead.
 */
export { createApp, type App, type AppDeps } from './app.js';
export { loadConfig, storeLocation, type ServerConfig } from './config.js';
export { openStore, type Db, type Store } from './db/open.js';
export {
  openPlatform,
  listenPlatform,
  ingestAtStart,
  type Platform,
  type RunningServer,
} from './cli/serve.js';
export { ingestDocs, progressPrinter, summary } from './docs/ingest.js';
export { parsePage, parsePageTree, type PageTree } from './docs/parse-page.js';
export type { MdNode } from './docs/mdast-blocks.js';
export { createProject, findProject, findProjectByDomain } from './store/projects.js';
export { createKey } from './store/keys.js';
