import { ingestDocs } from 'docs-assistant-platform';
import { createTestApp } from '../../../packages/docs-assistant-platform/test/helpers/app.js';
import { FIXTURE_DOCS } from '../../../packages/docs-assistant-platform/test/helpers/fixture-docs.js';
// Declares the migrated database snapshot that test stores start from.
import type {} from '../../../packages/docs-assistant-platform/test/helpers/global-setup.js';
import { listenOnLoopback } from '../../../packages/docs-assistant-platform/test/helpers/loopback.js';

export interface RunningPlatform {
  url: string;
  assistantKey: string;
  domain: string;
  close(): Promise<void>;
}

/** The platform API over HTTP on loopback, with the fixture docs ingested for one project. */
export async function startPlatform(): Promise<RunningPlatform> {
  const test = await createTestApp('pglite');
  await ingestDocs(test.store.db, test.a.projectId, FIXTURE_DOCS);
  const server = await listenOnLoopback(test.app.fetch);
  return {
    url: server.url,
    assistantKey: test.a.assistantKey,
    domain: test.a.domain,
    close: async () => {
      await server.close();
      await test.close();
    },
  };
}
