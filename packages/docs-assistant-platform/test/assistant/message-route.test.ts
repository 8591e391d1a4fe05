import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { STORE_KINDS } from '../helpers/store.js';
import { askBody, readChunks, textOf } from '../helpers/ui-stream.js';

interface Transcript {
  messages: { role: string; content: string }[];
}

describe.each(STORE_KINDS)('POST /discovery/v2/assistant/{domain}/message (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { assistantPerOrg: { points: 1000, duration: 3600 } });
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  });
  afterAll(() => t.close());

  it('streams reasoning, cited sources and an answer, in the contract’s order and headers', async () => {
    const res = await t.ask(
      askBody('how do I install the cli with npm?', { currentPath: '/guides/install' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const threadId = res.headers.get('x-thread-id');
    expect(threadId).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(res.headers.get('x-thread-key')).toBeTruthy();

    const { chunks, done } = await readChunks(res);
    expect(done).toBe(true);
    const types = chunks.map((c) => c.type);
    const order = ['start', 'start-step', 'reasoning-start', 'text-start', 'finish-step', 'finish'];
    const firsts = order.map((type) => types.indexOf(type));
    expect(firsts.every((i) => i >= 0)).toBe(true);
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    expect(types.at(-1)).toBe('finish');

    expect(chunks[0]).toMatchObject({ type: 'start', messageMetadata: { threadId } });
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', threadId, messageMetadata: { threadId } });
    const reasoning = chunks
      .filter((c) => c.type === 'reasoning-delta')
      .map((c) => c.delta as string)
      .join('');
    expect(reasoning).toMatch(/how do I install the cli with npm/);
    expect(reasoning).toMatch(/near \/guides\/install/);
    const sources = chunks.filter((c) => c.type === 'source-url');
    expect(sources[0]).toMatchObject({
      sourceId: 'src-1',
      url: 'https://docs.example.com/guides/install#install-with-npm',
      title: 'Install the CLI › Install with npm',
    });
    expect(new Set(sources.map((s) => (s.url as string).split('#')[0])).size).toBe(sources.length);
    const text = textOf(chunks);
    expect(text).toContain('npm install -g acme-cli');
    // Each source is listed once, just before the text that first cites it, and only if cited.
    const deltas = chunks.filter((c) => c.type === 'text-delta');
    for (const source of sources) {
      const n = (source.sourceId as string).replace('src-', '');
      expect(text).toContain(`[${n}]`);
      let sofar = '';
      const citing = deltas.find((d) => (sofar += d.delta as string).includes(`[${n}]`))!;
      expect(chunks.indexOf(source)).toBeLessThan(chunks.indexOf(citing));
    }
  });

  it('says plainly when the docs do not cover the question, citing nothing', async () => {
    const { chunks } = await readChunks(await t.ask(askBody('what is the weather like on mars tomorrow')));
    expect(chunks.filter((c) => c.type === 'source-url')).toEqual([]);
    expect(textOf(chunks)).toMatch(/couldn't find this in the documentation/);
  });

  it('saves the answer with its parts, and marks a declined question unanswered', async () => {
    const answered = await t.ask(askBody('how do I roll back a deployment?'));
    const declined = await t.ask(askBody('how do I bake sourdough bread on mars?'));
    const rows = [];
    for (const res of [answered, declined]) {
      const threadId = res.headers.get('x-thread-id')!;
      const { chunks } = await readChunks(res);
      const [row] = await t.store.db.query.messages.findMany({
        where: (m, { and, eq }) => and(eq(m.threadId, threadId), eq(m.role, 'assistant')),
      });
      expect(row!.status).toBe('complete');
      expect(row!.content).toBe(textOf(chunks));
      rows.push(row!);
    }
    expect(rows.map((r) => r.answered)).toEqual([true, false]);
    const parts = rows[0]!.parts as { type: string; url?: string }[];
    expect(parts[0]).toEqual({ type: 'step-start' });
    expect(parts.map((p) => p.type)).toContain('reasoning');
    expect(parts.filter((p) => p.type === 'source-url')[0]!.url).toMatch(/\/guides\/deploy#roll-back/);
  });

  it('never violates the language filter', async () => {
    const { chunks } = await readChunks(
      await t.ask(askBody('installer la CLI avec npm', { filter: { language: 'fr' } })),
    );
    const urls = chunks.filter((c) => c.type === 'source-url').map((c) => c.url as string);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => new URL(u).pathname.startsWith('/fr/'))).toBe(true);
  });

  it('joins follow-ups to the thread and keeps both turns in the transcript', async () => {
    const first = await t.ask(askBody('how do I deploy to production?'));
    const threadId = first.headers.get('x-thread-id')!;
    const threadKey = first.headers.get('x-thread-key')!;
    const answer = textOf((await readChunks(first)).chunks);

    const body = askBody('and roll back?', { threadId, threadKey });
    body.messages.unshift(
      { id: 'q1', role: 'user', parts: [{ type: 'text', text: 'how do I deploy to production?' }] },
      { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: answer }] },
    );
    const second = await t.ask(body);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-thread-id')).toBeNull();
    expect(second.headers.get('x-thread-key')).toBeNull();
    const { chunks } = await readChunks(second);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', threadId });
    expect(textOf(chunks)).toMatch(/acme rollback/);

    const transcript = (await (
      await t.get(`/v1/analytics/${t.a.projectId}/assistant/threads/${threadId}`, t.a.adminKey)
    ).json()) as Transcript;
    expect(transcript.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(transcript.messages[2]!.content).toBe('and roll back?');
    expect(transcript.messages[3]!.content).toBe(textOf(chunks));
  });

  it('answers 404 for a thread id without its key or with a wrong one', async () => {
    const first = await t.ask(askBody('deploy'));
    const threadId = first.headers.get('x-thread-id')!;
    await first.text();
    for (const extra of [
      { threadId },
      { threadId, threadKey: 'wrong' },
      { threadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', threadKey: 'x' },
      { threadId: 'nope', threadKey: 'x' },
    ]) {
      const res = await t.ask(askBody('again', extra));
      expect(res.status, JSON.stringify(extra)).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('Thread not found');
    }
    // Another project's thread is not found either, even with its key.
    const other = await t.ask(askBody('deploy'), { key: t.b.assistantKey, domain: t.b.domain });
    const otherThread = {
      threadId: other.headers.get('x-thread-id')!,
      threadKey: other.headers.get('x-thread-key')!,
    };
    await other.text();
    expect((await t.ask(askBody('again', otherThread))).status).toBe(404);
  });

  it('validates the body with one detail per problem', async () => {
    const res = await t.ask({
      fp: '',
      messages: [{ id: 'x', role: 'robot', parts: [{ type: 'video' }] }],
      retrievalPageSize: 0,
      currentPath: 'x'.repeat(201),
      context: [{ type: 'image', value: '' }],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { message: string }[] };
    const fields = body.details.map((d) => d.message.split(':')[0]);
    for (const field of [
      'fp',
      'messages.0.role',
      'messages.0.parts.0.type',
      'retrievalPageSize',
      'currentPath',
      'context.0.type',
      'context.0.value',
    ])
      expect(fields).toContain(field);
    const malformed = await t.ask('{"fp": ');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { details: unknown[] }).details).toBeInstanceOf(Array);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await t.ask(askBody('x'.repeat(1024 * 1024)));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'Request body too large' });
  });

  it('answers 401 without or with a bad key, 403 for an admin key, 404 for another domain', async () => {
    const missing = await t.ask(askBody('hi'), { key: null });
    expect(missing.status).toBe(401);
    expect((await t.ask(askBody('hi'), { key: 'da_asst_000000000000_' + '0'.repeat(64) })).status).toBe(401);
    const admin = await t.ask(askBody('hi'), { key: t.a.adminKey });
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({ error: 'This endpoint needs an assistant API key' });
    const otherDomain = await t.ask(askBody('hi'), { domain: t.b.domain });
    expect(otherDomain.status).toBe(404);
    expect(await otherDomain.json()).toEqual(
      (await (await t.ask(askBody('hi'), { domain: 'no-such-domain' })).json()) as object,
    );
  });

  it('never reports a 500 for odd bodies', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      JSON.stringify(askBody('\u0000 nul \u0000')),
      JSON.stringify({ ...askBody('hi'), filter: { groups: ['\u0000'] } }),
      JSON.stringify({ ...askBody('hi'), threadId: '\u0000', threadKey: '\u0000' }),
      JSON.stringify({ fp: 'a', messages: [{ id: 'a', role: 'user', parts: [] }] }),
    ];
    for (const body of bodies) {
      const res = await t.ask(body);
      expect(res.status, body).toBeLessThan(500);
      await res.text();
    }
  });
});
