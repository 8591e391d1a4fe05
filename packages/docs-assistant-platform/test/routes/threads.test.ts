import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThread, insertMessage } from '../../src/store/threads.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

interface Conversations {
  conversations: {
    id: string;
    query: string;
    response: string;
    sources: unknown[];
    resolutionStatus: string;
    pageUrl: string | null;
  }[];
  nextCursor: string | null;
  hasMore: boolean;
}

describe.each(STORE_KINDS)('assistant threads and conversations (%s)', (kind) => {
  let t: TestApp;
  let threadId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ threadId } = await createThread(t.store.db, { projectId: t.a.projectId, fp: 'anonymous' }));
    const q1 = await insertMessage(t.store.db, {
      threadId,
      projectId: t.a.projectId,
      role: 'user',
      content: 'How do I install it?',
      pagePath: '/quickstart',
    });
    await insertMessage(t.store.db, {
      threadId,
      projectId: t.a.projectId,
      role: 'assistant',
      content: 'Run npm install.',
      replyTo: q1,
      answered: true,
      parts: [
        { type: 'source-url', sourceId: 's1', url: 'https://docs.example.com/install', title: 'Install' },
        { type: 'text', text: 'Run npm install.' },
      ],
    });
    const q2 = await insertMessage(t.store.db, {
      threadId,
      projectId: t.a.projectId,
      role: 'user',
      content: 'And on Windows?',
    });
    await insertMessage(t.store.db, {
      threadId,
      projectId: t.a.projectId,
      role: 'assistant',
      content: 'The docs do not cover Windows.',
      replyTo: q2,
      answered: false,
    });
  });
  afterAll(() => t.close());

  it('returns the transcript in order', async () => {
    const res = await t.get(`/v1/analytics/${t.a.projectId}/assistant/threads/${threadId}`, t.a.adminKey);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      threadId: string;
      createdAt: string;
      messages: { role: string; content: string }[];
    };
    expect(body.threadId).toBe(threadId);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(body.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'How do I install it?'],
      ['assistant', 'Run npm install.'],
      ['user', 'And on Windows?'],
      ['assistant', 'The docs do not cover Windows.'],
    ]);
  });

  it('answers 400 for a thread id that is not a ULID and 404 for an absent one', async () => {
    const bad = await t.get(`/v1/analytics/${t.a.projectId}/assistant/threads/not-a-ulid`, t.a.adminKey);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { message: string }[] }).details[0]!.message).toMatch(
      /^threadId/,
    );
    const absent = await t.get(
      `/v1/analytics/${t.a.projectId}/assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV`,
      t.a.adminKey,
    );
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ error: 'Thread not found', details: [] });
  });

  it('does not show a thread through another organization’s project', async () => {
    const res = await t.get(`/v1/analytics/${t.b.projectId}/assistant/threads/${threadId}`, t.b.adminKey);
    expect(res.status).toBe(404);
  });

  it('lists one row per user turn, newest first, paged by ULID cursor', async () => {
    const first = await t.get(`/v1/analytics/${t.a.projectId}/assistant?limit=1`, t.a.adminKey);
    const p1 = (await first.json()) as Conversations;
    expect(p1.hasMore).toBe(true);
    expect(p1.conversations[0]).toMatchObject({
      id: threadId,
      query: 'And on Windows?',
      response: 'The docs do not cover Windows.',
      resolutionStatus: 'unanswered',
      sources: [],
    });
    const second = await t.get(
      `/v1/analytics/${t.a.projectId}/assistant?limit=1&cursor=${p1.nextCursor}`,
      t.a.adminKey,
    );
    const p2 = (await second.json()) as Conversations;
    expect(p2.hasMore).toBe(false);
    expect(p2.nextCursor).toBeNull();
    expect(p2.conversations[0]).toMatchObject({
      id: threadId,
      query: 'How do I install it?',
      resolutionStatus: 'answered',
      pageUrl: '/quickstart',
      sources: [{ title: 'Install', url: 'https://docs.example.com/install' }],
    });
  });

  it('validates conversation query values', async () => {
    const res = await t.get(
      `/v1/analytics/${t.a.projectId}/assistant?limit=1001&cursor=x&dateFrom=soon`,
      t.a.adminKey,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { message: string }[] };
    expect(body.details.map((d) => d.message.split(':')[0]).sort()).toEqual(['cursor', 'dateFrom', 'limit']);
  });

  it('filters conversations by date', async () => {
    const res = await t.get(`/v1/analytics/${t.a.projectId}/assistant?dateTo=2000-01-01`, t.a.adminKey);
    expect(((await res.json()) as Conversations).conversations).toEqual([]);
  });
});
