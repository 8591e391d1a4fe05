/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_PAYLOADS } from '../../../docs-assistant/test/widget/fixtures/xss-corpus.js';
import { ADMIN_BUNDLE } from '../../src/admin/admin-assets.js';
import { findFeedback } from '../../src/store/feedback-writes.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { daysAgo, seedAgentJob, seedConversation, seedFeedback } from '../helpers/dashboard-seed.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The dashboard as a docs team uses it: the real platform on loopback (PGlite), its built
 * bundle, driven by Chromium.
 */
describe.skipIf(!existsSync(ADMIN_BUNDLE))('the admin dashboard in Chromium', { timeout: 120_000 }, () => {
  let t: TestApp;
  let server: Loopback;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  let feedbackIds: string[] = [];
  let plainThread = '';

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const db = t.store.db;
    const id = t.a.projectId;
    const plain = await seedConversation(db, id, [
      {
        question: 'How do I rotate an API key?',
        answer: 'Create a new key with `keys create`, then revoke the old one.',
        answered: true,
        sources: [{ url: 'https://docs.example.com/keys', title: 'Keys' }],
        at: daysAgo(1),
      },
      {
        question: 'And does the old key stop at once?',
        answer: 'Yes, at once.',
        answered: true,
        at: daysAgo(1, 11),
      },
    ]);
    plainThread = plain.threadId;
    // Every payload as a question and as an answer, in one conversation and as unanswered questions.
    await seedConversation(
      db,
      id,
      HTML_PAYLOADS.map((p, i) => ({
        question: p,
        answer: p,
        answered: false,
        at: new Date(daysAgo(0, 1).getTime() + i * 60_000),
      })),
    );
    feedbackIds = await seedFeedback(db, id, [
      {
        source: 'contextual',
        path: '/keys',
        helpful: false,
        comment: 'Where is the revoke command?',
        at: daysAgo(0, 4),
      },
      ...HTML_PAYLOADS.map((p, i) => ({
        source: i % 2 ? ('contextual' as const) : ('code_snippet' as const),
        path: '/guides/install',
        helpful: i % 2 ? false : undefined,
        comment: p,
        code: i % 2 ? undefined : p,
        filename: i % 2 ? undefined : p,
        at: new Date(daysAgo(0, 3).getTime() + i * 1000),
      })),
    ]);
    await seedAgentJob(db, id, {
      title: 'Document key rotation',
      subdomain: 'alpha',
      at: daysAgo(0),
      todos: [
        ['Read the keys page', 'completed'],
        ['Write the rotation section', 'in_progress'],
      ],
    });
    server = await listenOnLoopback(t.app.fetch);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    context = await browser.newContext();
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 401/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/admin/api/session'))
        problems.push(`${r.status()} ${r.url()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await t?.close();
  });

  const signIn = async (key: string) => {
    await page.getByLabel('Admin key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  const xssRan = () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

  it('refuses a wrong key and keeps nothing', async () => {
    await page.goto(`${server.url}/admin`);
    await signIn(`${t.a.adminKey.slice(0, -3)}xyz`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Invalid admin key');
    expect(await context.cookies()).toEqual([]);
    await signIn(t.a.assistantKey);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Invalid admin key');
  });

  it('signs in into an HttpOnly, SameSite=Strict session the page cannot read', async () => {
    await signIn(t.a.adminKey);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      name: 'da_admin_session',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/admin',
    });
    expect(cookies[0]!.value).not.toContain(t.a.adminKey);
    const pageState = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(pageState.cookie).toBe('');
    expect(pageState.local + pageState.session).not.toContain('da_admin_');
    // The overview's numbers come from the seeded questions.
    await expect
      .poll(() => page.locator('da-overview .figure').first().textContent())
      .toBe(String(2 + HTML_PAYLOADS.length));
    await page.getByText('Keys').first().waitFor();
  });

  it('browses a transcript, with every reader text shown as text', async () => {
    await page.getByRole('link', { name: 'Conversations' }).click();
    // The payload questions are newer: the older conversation is on the second page.
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('button', { name: /How do I rotate an API key\?/ }).click();
    const transcript = page.locator('da-conversations #transcript');
    await transcript.getByText('And does the old key stop at once?').waitFor();
    await transcript.getByText('Yes, at once.').waitFor();
    expect(page.url()).toContain(`/conversations/${plainThread}`);
    // The conversation made of payloads: every one shows verbatim, none runs.
    await page
      .getByRole('button', { name: HTML_PAYLOADS.at(-1)!, exact: false })
      .first()
      .click();
    await expect.poll(() => transcript.locator('.reader-text').count()).toBe(HTML_PAYLOADS.length * 2);
    const texts = await transcript.locator('.reader-text').allTextContents();
    for (const payload of HTML_PAYLOADS) expect(texts).toContain(payload);
    expect(await transcript.locator('img, script, iframe, svg, object, embed, a, form').count()).toBe(0);
    expect(await xssRan()).toBeUndefined();
  });

  it('shows the content gaps with the payload questions as text', async () => {
    await page.getByRole('link', { name: 'Content gaps' }).click();
    const gaps = page.locator('da-gaps');
    await gaps.locator('li.card').first().waitFor();
    const labels = await gaps.locator('h3.label').allTextContents();
    // Each payload is a question somewhere in a group; the labels are some of them, verbatim.
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(HTML_PAYLOADS).toContain(label);
    for (const details of await gaps.locator('details').all()) await details.locator('summary').click();
    const questions = await gaps.locator('ul.questions .reader-text').allTextContents();
    expect(new Set(questions)).toEqual(new Set(HTML_PAYLOADS));
    expect(await gaps.locator('img, script, iframe, svg, object, embed, form').count()).toBe(0);
    expect(await xssRan()).toBeUndefined();
  });

  it('filters the feedback inbox and changes a status through the triage rules', async () => {
    await page.getByRole('link', { name: 'Feedback' }).click();
    const inbox = page.locator('da-feedback');
    await inbox.locator('li.entry').first().waitFor();
    // Pages of 25: load the rest, then every payload is there as text (comment, code and file name).
    await inbox.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => inbox.locator('li.entry').count()).toBe(HTML_PAYLOADS.length + 1);
    const comments = await inbox.locator('.comment').allTextContents();
    for (const payload of HTML_PAYLOADS) expect(comments).toContain(payload);
    const code = await inbox.locator('pre code').allTextContents();
    expect(code).toEqual(expect.arrayContaining(HTML_PAYLOADS.filter((_, i) => i % 2 === 0)));
    expect(await inbox.locator('img, script, iframe, svg, object, embed, form[action]').count()).toBe(0);
    expect(await xssRan()).toBeUndefined();

    // The source filter asks the API for code reports only.
    await inbox.getByLabel('Source').selectOption('code_snippet');
    await expect
      .poll(() => inbox.locator('li.entry').count())
      .toBe(Math.min(25, Math.ceil(HTML_PAYLOADS.length / 2)));
    await inbox.getByLabel('Source').selectOption('');
    const first = inbox.locator(`li[data-feedback-id="${feedbackIds[0]}"]`);
    await first.waitFor();
    // Only the documented moves are offered.
    expect(await first.getByLabel('Status').locator('option').allTextContents()).toEqual([
      'Pending',
      'In progress',
      'Resolved',
      'Dismissed',
    ]);
    await first.getByLabel('Status').selectOption('resolved');
    await first.getByText('Moved to Resolved').waitFor();
    expect((await findFeedback(t.store.db, t.a.projectId, feedbackIds[0]!))?.status).toBe('resolved');
    expect(await first.getByLabel('Status').locator('option').allTextContents()).toEqual([
      'Resolved',
      'In progress',
    ]);
    // Resolved entries leave the default (open) view once the filter applies again.
    await inbox.getByLabel('Pending').uncheck();
    await inbox.getByLabel('Pending').check();
    await expect.poll(() => inbox.locator(`li[data-feedback-id="${feedbackIds[0]}"]`).count()).toBe(0);
  });

  it('lists agent jobs with their todos', async () => {
    await page.getByRole('link', { name: 'Agent jobs' }).click();
    const jobs = page.locator('da-jobs');
    await jobs.getByRole('heading', { name: 'Document key rotation' }).waitFor();
    expect(await jobs.locator('ul.todos li').count()).toBe(2);
    await jobs.getByText('1 of 2 todos done').waitFor();
  });

  it('switches between light and dark with the toggle', async () => {
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    const before = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).not.toBe(before);
    const after = await bg();
    await toggle.click();
    expect(await bg()).not.toBe(after);
  });

  it('signs out: the session is destroyed, not only forgotten', async () => {
    const [cookie] = await context.cookies();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Admin key').waitFor();
    expect(await context.cookies()).toEqual([]);
    const replay = await fetch(`${server.url}/admin/api/session`, {
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(replay.status).toBe(401);
    await page.reload();
    await page.getByLabel('Admin key').waitFor();
    expect(problems).toEqual([]);
  });
});
