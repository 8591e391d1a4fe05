/**
 * The assistant endpoint over the Mintlify corpus with the built-in answerer, through real HTTP
 * on loopback: ingestion into the store, then time to first byte and to `finish` per answer.
 *
 *   npx tsx bench/assistant-endpoint.ts
 */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../packages/docs-assistant-platform/src/app.js';
import { DocsLibrary } from '../packages/docs-assistant-platform/src/assistant/docs-library.js';
import { openStore } from '../packages/docs-assistant-platform/src/db/open.js';
import { ingestDocs } from '../packages/docs-assistant-platform/src/docs/ingest.js';
import { createLimiters, DEFAULT_LIMITS } from '../packages/docs-assistant-platform/src/http/rate-limit.js';
import { createKey } from '../packages/docs-assistant-platform/src/store/keys.js';
import { createProject } from '../packages/docs-assistant-platform/src/store/projects.js';
import { median, percentile } from './stats.js';
import { CORPUS, retrievalQuestions } from './corpus.js';

const questions = await retrievalQuestions();

const store = await openStore({ pglite: await PGlite.create() });
const project = await createProject(store.db, { domain: 'bench' });
const { key } = await createKey(store.db, {
  kind: 'assistant',
  orgId: project.orgId,
  projectId: project.projectId,
});

const ingested = await ingestDocs(store.db, project.projectId, CORPUS);
console.log(
  `ingestion: ${ingested.pages} pages, ${ingested.sections} sections, ${ingested.failures.length} failures, ` +
    `${(ingested.ms / 1000).toFixed(1)} s (parse + store)`,
);
const again = await ingestDocs(store.db, project.projectId, CORPUS);
console.log(`ingestion again, docs unchanged: ${again.status} in ${again.ms} ms`);
const library = new DocsLibrary(store.db, 60_000);
let started = performance.now();
await library.refresh(project.projectId);
console.log(`index from the store: ${((performance.now() - started) / 1000).toFixed(1)} s`);

const app = createApp({
  store,
  logger: pino({ level: 'silent' }),
  limiters: createLimiters(DEFAULT_LIMITS),
  library,
  siteUrl: 'https://docs.example.com/',
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/discovery/v2/assistant/bench/message`;

const firstByte: number[] = [];
const finish: number[] = [];
const rounds = 3;
for (let round = 0; round < rounds; round++) {
  for (const question of questions) {
    started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        fp: 'anonymous',
        messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: question.q }] }],
        ...(question.language && { filter: { language: question.language } }),
      }),
    });
    const reader = res.body!.getReader();
    let text = '';
    let first = true;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first) firstByte.push(performance.now() - started);
      first = false;
      text += new TextDecoder().decode(value);
      if (finish.length < firstByte.length && text.includes('"type":"finish"'))
        finish.push(performance.now() - started);
    }
    if (!text.includes('"type":"finish"')) throw new Error(`no finish for ${question.q}`);
  }
}
const row = (label: string, s: number[]) =>
  console.log(
    `${label.padEnd(20)} p50 ${median(s).toFixed(1)} ms   p99 ${percentile(s, 99).toFixed(1)} ms   (n=${s.length})`,
  );
row('time to first byte', firstByte);
row('time to finish', finish);
server.close();
await store.close();
