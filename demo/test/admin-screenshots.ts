/**
 * Screenshots of every dashboard view, light and dark, with the demo's data: the demo's docs
 * ingested into a fresh embedded store, readers' questions asked through the real assistant
 * (so answers and citations are real), their thumbs, page ratings and code reports posted through
 * the feedback API, spread over two weeks. PNGs go to demo/test/.output/admin/.
 *
 *   npm run test:e2e:admin
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { chromium, type Page } from 'playwright-core';
import { createApp } from '../../packages/docs-assistant-platform/src/app.js';
import { messages, threads } from '../../packages/docs-assistant-platform/src/db/schema.js';
import { openStore } from '../../packages/docs-assistant-platform/src/db/open.js';
import { ingestDocs } from '../../packages/docs-assistant-platform/src/docs/ingest.js';
import { createLimiters, DEFAULT_LIMITS } from '../../packages/docs-assistant-platform/src/http/rate-limit.js';
import { createKey } from '../../packages/docs-assistant-platform/src/store/keys.js';
import { createProject } from '../../packages/docs-assistant-platform/src/store/projects.js';
import { daysAgo, seedAgentJob } from '../../packages/docs-assistant-platform/test/helpers/dashboard-seed.js';
import { listenOnLoopback } from '../../packages/docs-assistant-platform/test/helpers/loopback.js';

const PLATFORM = resolve(import.meta.dirname, '../../packages/docs-assistant-platform');
const OUT = resolve(import.meta.dirname, '.output/admin');
const DOCS = resolve(import.meta.dirname, '../docs');

/** What readers of the demo asked, how many days ago, and on which page. */
const QUESTIONS: [string, number, string][] = [
  ['How do I install the element?', 13, '/quickstart'],
  ['Which attributes does <docs-assistant> take?', 12, '/element'],
  ['How do I deploy several instances?', 11, '/deployment'],
  ['Can I use a local model with Ollama?', 10, '/configuration'],
  ['How do I export conversations to CSV?', 10, '/server-api'],
  ['What are the rate limits?', 9, '/configuration'],
  ['Does it support single sign-on with Okta?', 8, '/deployment'],
  ['How do I rotate the assistant key?', 7, '/server-api'],
  ['export the chat history as a CSV file', 6, '/server-api'],
  ['Where do I keep the assistant key?', 5, '/deployment'],
  ['Is there a WordPress plugin?', 4, '/'],
  ['okta sso login for the dashboard', 3, '/'],
  ['How do I ask about the current page?', 2, '/element'],
  ['Which keys are there?', 1, '/server-api'],
  ['Can I export conversations as CSV?', 1, '/server-api'],
  ['How do I run it with my own docs?', 0, '/quickstart'],
];

async function seed() {
  const store = await openStore({ pglite: await PGlite.create() });
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    limiters: createLimiters(DEFAULT_LIMITS),
    siteUrl: 'https://docs-assistant.example/',
  });
  const { projectId, orgId } = await createProject(store.db, { domain: 'demo', orgName: 'demo' });
  await createProject(store.db, { domain: 'demo-staging', orgName: 'demo' });
  const admin = await createKey(store.db, { kind: 'admin', orgId });
  const assistant = await createKey(store.db, { kind: 'assistant', orgId, projectId });
  await ingestDocs(store.db, projectId, DOCS);
  const auth = { authorization: `Bearer ${assistant.key}`, 'content-type': 'application/json' };

  for (const [question, days, path] of QUESTIONS) {
    const res = await app.request('/discovery/v2/assistant/demo/message', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        fp: 'anonymous',
        currentPath: path,
        messages: [{ id: `q${days}`, role: 'user', parts: [{ type: 'text', text: question }] }],
      }),
    });
    assert.equal(res.status, 200, `asking "${question}"`);
    await res.text();
    // Spread over two weeks: the newest thread is moved back `days` days, at a working hour.
    const [thread] = await store.db
      .select({ id: threads.id })
      .from(threads)
      .where(eq(threads.projectId, projectId))
      .orderBy(sql`${threads.createdAt} desc, ${threads.id} desc`)
      .limit(1);
    const at = daysAgo(days, 9 + (question.length % 8));
    await store.db
      .update(messages)
      .set({ createdAt: sql`${at.toISOString()}::timestamptz + (case when ${messages.role} = 'assistant' then interval '2 seconds' else interval '0 seconds' end)` })
      .where(eq(messages.threadId, thread!.id));
  }

  const answers = await store.db
    .select({ id: messages.id, threadId: messages.threadId, question: sql<string>`q.content` })
    .from(messages)
    .innerJoin(sql`messages q`, sql`q.id = ${messages.replyTo}`)
    .where(and(eq(messages.projectId, projectId), eq(messages.role, 'assistant')));
  const answerTo = (q: string) => answers.find((a) => a.question === q)!;
  let n = 0;
  const post = async (body: Record<string, unknown>) => {
    const res = await app.request('/discovery/v1/feedback/demo', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ clientId: `screenshot-seed-${String(n++).padStart(4, '0')}`, ...body }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as { id: string };
  };
  const thumbs = (q: string, helpful: boolean, comment?: string) =>
    post({ source: 'thumbs', path: '/server-api', helpful, threadId: answerTo(q).threadId, messageId: answerTo(q).id, ...(comment && { comment }) });
  await thumbs('How do I rotate the assistant key?', false, 'It does not say whether the old key keeps working.');
  await thumbs('What are the rate limits?', false);
  await thumbs('How do I install the element?', true);
  await thumbs('Which keys are there?', true, 'Clear, thanks.');
  await post({ source: 'page', path: '/deployment', helpful: false, comment: 'Missing an example for Kubernetes.', contact: 'ops@example.com' });
  await post({ source: 'page', path: '/quickstart', helpful: true, comment: 'Up and running in five minutes.' });
  const resolved = await post({ source: 'page', path: '/element', helpful: false, comment: 'The attribute table is cut off on mobile.' });
  await post({
    source: 'code',
    path: '/quickstart',
    code: 'npx docs-assistant-platform serve --docs ./docs',
    filename: 'terminal',
    lang: 'bash',
    comment: 'The flag is --docs-dir in 0.2.',
  });
  const triage = (id: string, status: string) =>
    app.request(`/v1/analytics/${projectId}/feedback/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  await triage(resolved.id, 'resolved');

  await seedAgentJob(store.db, projectId, {
    title: 'Add a CSV export section to the server API page',
    subdomain: 'demo',
    at: daysAgo(1),
    todos: [
      ['Read the feedback about CSV exports', 'completed'],
      ['Draft the section with an example request', 'in_progress'],
      ['Open a pull request', 'pending'],
    ],
  });
  await seedAgentJob(store.db, projectId, {
    title: 'Explain key rotation',
    subdomain: 'demo',
    at: daysAgo(4),
    done: true,
    todos: [
      ['Find where keys are documented', 'completed'],
      ['Write the rotation steps', 'completed'],
    ],
  });
  return { app, store, adminKey: admin.key, projectId };
}

execFileSync('npx', ['vite', 'build', '--config', 'vite.admin.config.ts', '--logLevel', 'error'], {
  cwd: PLATFORM,
  stdio: 'inherit',
});
mkdirSync(OUT, { recursive: true });
const { app, store, adminKey, projectId } = await seed();
const server = await listenOnLoopback(app.fetch);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const problems: string[] = [];
const shots: string[] = [];

async function view(page: Page, name: string, hash: string, ready: (page: Page) => Promise<void>) {
  await page.goto(`${server.url}/admin#${hash}`);
  await ready(page);
  await page.waitForTimeout(200);
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  shots.push(file);
}

try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 401/.test(m.text())) problems.push(`${colorScheme}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${colorScheme}: ${e}`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Admin key').waitFor();
    await page.screenshot({ path: join(OUT, `sign-in-${colorScheme}.png`) });
    shots.push(join(OUT, `sign-in-${colorScheme}.png`));
    await page.getByLabel('Admin key').fill(adminKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();

    await view(page, `overview-${colorScheme}`, `${projectId}/overview`, (p) =>
      p.locator('da-overview .pages li').first().waitFor(),
    );
    const [thread] = await store.db
      .select({ id: messages.threadId })
      .from(messages)
      .where(and(eq(messages.projectId, projectId), eq(messages.content, 'How do I rotate the assistant key?')));
    await view(page, `conversations-${colorScheme}`, `${projectId}/conversations/${thread!.id}`, (p) =>
      p.locator('da-conversations #transcript .message').nth(1).waitFor(),
    );
    await view(page, `gaps-${colorScheme}`, `${projectId}/gaps`, async (p) => {
      await p.locator('da-gaps li.card').first().waitFor();
      await p.locator('da-gaps details summary').first().click();
    });
    await view(page, `feedback-${colorScheme}`, `${projectId}/feedback`, async (p) => {
      await p.locator('da-feedback li.entry').first().waitFor();
      await p.locator('da-feedback fieldset input[value="resolved"]').check();
      await p.locator('da-feedback li.entry').nth(6).waitFor();
    });
    await view(page, `jobs-${colorScheme}`, `${projectId}/jobs`, (p) =>
      p.locator('da-jobs li.card').nth(1).waitFor(),
    );
    if (colorScheme === 'light') {
      await page.setViewportSize({ width: 390, height: 844 });
      await view(page, 'feedback-390', `${projectId}/feedback`, (p) => p.locator('da-feedback li.entry').first().waitFor());
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await store.close();
}
for (const shot of shots) console.log(shot);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
