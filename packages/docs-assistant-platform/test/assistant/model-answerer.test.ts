import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answererFromEnv, modelLimitsFromEnv } from '../../src/assistant/model-config.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  startFakeOpenAI,
  type FakeOpenAI,
  type FakeOpenAIRequest,
  type FakeReply,
} from '../helpers/fake-openai.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { askBody, readChunks, textOf, type Chunk } from '../helpers/ui-stream.js';

const question = (request: FakeOpenAIRequest) =>
  request.messages.findLast((m) => m.role === 'user')?.content ?? '';
const toolResults = (request: FakeOpenAIRequest) => request.messages.filter((m) => m.role === 'tool');
const reasoningOf = (chunks: Chunk[]) =>
  chunks
    .filter((c) => c.type === 'reasoning-delta')
    .map((c) => c.delta as string)
    .join('');

/** The scripted model: what it does depends on the question it is asked. */
function script(request: FakeOpenAIRequest): FakeReply {
  const asked = question(request);
  if (asked.includes('undo a release')) {
    // Search, read the page the search found, then answer citing it.
    const results = toolResults(request);
    if (results.length === 0) return { toolCalls: [{ name: 'search_docs', input: { query: 'roll back' } }] };
    const page = Number(/\[(\d+)\] Deploy your widget/.exec(results[0]!.content ?? '')?.[1]);
    if (results.length === 1) return { toolCalls: [{ name: 'read_page', input: { page } }] };
    return { text: ['Run ', '`acme rollback <id>` ', `[${page}]`, '.'] };
  }
  if (asked.includes('loop forever'))
    return { toolCalls: [{ name: 'search_docs', input: { query: 'deploy' } }] };
  if (asked.includes('break in the middle'))
    return { text: ['Deploy ', 'with ', '`acme deploy` '], error: 'overloaded' };
  if (asked.includes('talk forever')) return { endless: 'more ' };
  if (asked.includes('to mars')) return { text: ['The documentation does not cover Mars.'] };
  return { text: ['Install it with ', '`npm install -g acme-cli` ', '[1].', ...words] };
}
const words = Array.from({ length: 400 }, (_, i) => `word${i} `);

async function assistantRow(t: TestApp, threadId: string) {
  const rows = await t.store.db.query.messages.findMany({ where: (m, { eq }) => eq(m.threadId, threadId) });
  return rows.filter((m) => m.role === 'assistant').at(-1)!;
}

describe('answers from a model through an OpenAI-compatible server', () => {
  let model: FakeOpenAI;
  let t: TestApp;
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    model = await startFakeOpenAI(script, 5);
    const answerer = answererFromEnv({
      ASSISTANT_MODEL: 'openai-compatible:fake-llama',
      OPENAI_COMPATIBLE_BASE_URL: model.baseURL,
      ASSISTANT_MAX_STEPS: '4',
      ASSISTANT_MAX_OUTPUT_TOKENS: '700',
    });
    t = await createTestApp('pglite', {}, { answerer });
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await model.close();
    await t.close();
  });

  it('grounds the model in the retrieved sections, with tools and bounds, and streams its words', async () => {
    const res = await t.ask(askBody('how do I install the cli?'));
    const { chunks } = await readChunks(res);
    const text = textOf(chunks);
    expect(text.startsWith('Install it with `npm install -g acme-cli` [1].')).toBe(true);
    expect(text).toContain('word399');
    expect(chunks.at(-1)).toMatchObject({ type: 'finish' });
    // Only the page the answer cites is listed, once, before the text that cites it.
    const sources = chunks.filter((c) => c.type === 'source-url');
    expect(sources).toEqual([
      {
        type: 'source-url',
        sourceId: 'src-1',
        url: 'https://docs.example.com/guides/install#install-with-npm',
        title: 'Install the CLI › Install with npm',
      },
    ]);
    const citing = chunks.findIndex((c) => c.type === 'text-delta' && (c.delta as string).includes('[1]'));
    expect(chunks.indexOf(sources[0]!)).toBeLessThan(citing);

    const request = model.requests.at(-1)!;
    expect(request.model).toBe('fake-llama');
    expect(request.stream).toBe(true);
    expect(request.max_tokens).toBe(700);
    expect(request.tools?.map((tool) => tool.function.name).sort()).toEqual(['read_page', 'search_docs']);
    const system = request.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/Answer only from the documentation excerpts/);
    expect(system.content).toMatch(/does not cover the question, say so plainly/);
    expect(system.content).toMatch(
      /\[1\] Install the CLI › Install with npm \(https:\/\/docs\.example\.com\/guides\/install#install-with-npm\)/,
    );
    expect(system.content).toContain('npm install -g acme-cli');
    expect(request.messages.at(-1)).toMatchObject({ role: 'user', content: 'how do I install the cli?' });
  });

  it('always gives the model what retrieval found, and lets it say the docs do not cover a question', async () => {
    // The built-in answerer declines this one (its words are not in the docs); the model decides.
    const res = await t.ask(askBody('can I deploy my widgets to mars?'));
    const threadId = res.headers.get('x-thread-id')!;
    const { chunks } = await readChunks(res);
    expect(textOf(chunks)).toBe('The documentation does not cover Mars.');
    expect(chunks.filter((c) => c.type === 'source-url')).toEqual([]);
    const system = model.requests.at(-1)!.messages[0]!.content!;
    expect(system).toMatch(/Documentation excerpts:\n\n\[1\] Deploy your widget › Deploy to production/);
    expect((await assistantRow(t, threadId)).answered).toBe(false);
  });

  it('searches, reads a page and answers from it, showing each step and listing the page read once', async () => {
    const before = model.requests.length;
    const res = await t.ask(askBody('how do I undo a release?'));
    const threadId = res.headers.get('x-thread-id')!;
    const { chunks } = await readChunks(res);
    const calls = model.requests.slice(before);
    expect(calls).toHaveLength(3);
    // The model saw the search results, then the whole page it asked for.
    const [search, read] = toolResults(calls[2]!);
    expect(search!.content).toMatch(/\[\d+\] Deploy your widget › Roll back a deployment/);
    expect(read!.content).toContain('acme rollback <id>');
    expect(read!.content).toContain('acme deploy --prod');

    const page = Number(/\[(\d+)\] Deploy your widget/.exec(search!.content!)![1]);
    const reasoning = reasoningOf(chunks);
    expect(reasoning).toMatch(/Searched the documentation for “roll back”: .*Deploy your widget/);
    expect(reasoning).toContain(`Read [${page}] Deploy your widget`);
    const sources = chunks.filter((c) => c.type === 'source-url');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({
      sourceId: `src-${page}`,
      url: expect.stringContaining('/guides/deploy'),
    });
    expect(textOf(chunks)).toBe(`Run \`acme rollback <id>\` [${page}].`);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });

    const row = await assistantRow(t, threadId);
    expect(row.status).toBe('complete');
    expect(row.answered).toBe(true);
    expect(row.content).toBe(textOf(chunks));
    expect((row.parts as { type: string }[]).filter((p) => p.type === 'source-url')).toHaveLength(1);
  });

  it('passes the conversation to the model on a follow-up', async () => {
    const first = await t.ask(askBody('how do I undo a release?'));
    const thread = {
      threadId: first.headers.get('x-thread-id')!,
      threadKey: first.headers.get('x-thread-key')!,
    };
    const answer = textOf((await readChunks(first)).chunks);
    const body = askBody('how do I install the cli?', thread);
    body.messages.unshift(
      { id: 'q1', role: 'user', parts: [{ type: 'text', text: 'how do I undo a release?' }] },
      { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: answer }] },
    );
    const second = await t.ask(body);
    expect(second.status).toBe(200);
    await second.text();
    const messages = model.requests.at(-1)!.messages;
    expect(messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('how do I undo a release?');
    // Earlier citation numbers meant something only in their own turn.
    expect(messages[2]!.content).toBe('Run `acme rollback <id>`.');
  });

  it('stops a model that never stops calling tools, and ends cleanly with a message', async () => {
    const before = model.requests.length;
    const res = await t.ask(askBody('loop forever on deploy'));
    const threadId = res.headers.get('x-thread-id')!;
    const { chunks, done } = await readChunks(res);
    const calls = model.requests.slice(before);
    expect(calls).toHaveLength(4);
    // The last call may not use tools.
    expect(calls.slice(0, 3).every((c) => c.tools?.length === 2)).toBe(true);
    expect(calls[3]!.tools ?? []).toEqual([]);
    expect(done).toBe(true);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish' });
    expect(chunks.some((c) => c.type === 'error')).toBe(false);
    expect(textOf(chunks)).toMatch(/^I could not finish an answer within the time and steps allowed\./);
    expect(reasoningOf(chunks).match(/Searched the documentation for “deploy”/g)).toHaveLength(3);
    expect((await assistantRow(t, threadId)).status).toBe('complete');
  });

  it('sends an error chunk when the model fails mid-answer, and keeps the partial answer', async () => {
    const res = await t.ask(askBody('what if it should break in the middle'));
    const threadId = res.headers.get('x-thread-id')!;
    const { chunks, done } = await readChunks(res);
    expect(done).toBe(true);
    expect(textOf(chunks)).toBe('Deploy with `acme deploy` ');
    expect(chunks.at(-1)).toEqual({
      type: 'error',
      errorText: 'The answer could not be completed. Please try again.',
    });
    expect(chunks.some((c) => c.type === 'finish')).toBe(false);
    const row = await assistantRow(t, threadId);
    expect(row.status).toBe('partial');
    expect(row.content).toBe('Deploy with `acme deploy` ');
  });

  it('stops the model when the client disconnects, and keeps the partial answer', async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/discovery/v2/assistant/${t.a.domain}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.a.assistantKey}` },
      body: JSON.stringify(askBody('how do I install the cli?')),
      signal: abort.signal,
    });
    const threadId = res.headers.get('x-thread-id')!;
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('word20')) received += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    await model.cancelled;

    // The partial answer is saved as the stream stops; poll the transcript until it settles.
    let content = '';
    for (let i = 0; i < 100; i++) {
      const transcript = (await (
        await t.get(`/v1/analytics/${t.a.projectId}/assistant/threads/${threadId}`, t.a.adminKey)
      ).json()) as {
        messages: { role: string; content: string }[];
      };
      content = transcript.messages[1]?.content ?? '';
      if (content.includes('word20')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(content).toContain('word20');
    expect(content).not.toContain('word399');
    expect((await assistantRow(t, threadId)).status).toBe('partial');
  });

  it('rejects an unknown provider, a missing base URL or a bad limit with a clear message', () => {
    expect(() => answererFromEnv({ ASSISTANT_MODEL: 'bogus:x' })).toThrow(/Unknown provider "bogus"/);
    expect(() => answererFromEnv({ ASSISTANT_MODEL: 'openai-compatible:x' })).toThrow(
      /OPENAI_COMPATIBLE_BASE_URL/,
    );
    expect(() => modelLimitsFromEnv({ ASSISTANT_TIMEOUT_MS: '0' })).toThrow(
      /ASSISTANT_TIMEOUT_MS must be a positive integer, got "0"/,
    );
    expect(modelLimitsFromEnv({ ASSISTANT_MAX_STEPS: '3' }).maxSteps).toBe(3);
    expect(answererFromEnv({}).name).toBe('extractive');
  });
});

describe('a model that writes for longer than an answer may take', () => {
  let model: FakeOpenAI;
  let t: TestApp;
  beforeAll(async () => {
    model = await startFakeOpenAI(script, 5);
    const answerer = answererFromEnv({
      ASSISTANT_MODEL: 'openai-compatible:fake-llama',
      OPENAI_COMPATIBLE_BASE_URL: model.baseURL,
      ASSISTANT_TIMEOUT_MS: '1000',
    });
    t = await createTestApp('pglite', {}, { answerer });
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  });
  afterAll(async () => {
    await model.close();
    await t.close();
  });

  it('is stopped at the time limit; the answer ends cleanly, saying it was cut short', async () => {
    const res = await t.ask(askBody('please talk forever about deploy'));
    const threadId = res.headers.get('x-thread-id')!;
    const { chunks } = await readChunks(res);
    await model.cancelled;
    const text = textOf(chunks);
    expect(text).toMatch(/^(more )+/);
    expect(text).toMatch(/\*The answer was cut short: it took too long\.\*$/);
    expect(chunks.at(-1)).toMatchObject({ type: 'finish' });
    expect((await assistantRow(t, threadId)).status).toBe('complete');
  });
});
