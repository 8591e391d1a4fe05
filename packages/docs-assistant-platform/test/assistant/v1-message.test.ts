import { callChatApi } from '@ai-sdk/ui-utils';
import { parseDataStreamPart, processDataStream, type Message, type ToolInvocation } from 'ai4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';
import { STORE_KINDS } from '../helpers/store.js';

/** A user message as AI SDK 4's `useChat` sends it with `sendExtraMessageFields: true`. */
const userMessage = (text: string): Message => ({
  id: `m-${Math.random().toString(36).slice(2)}`,
  role: 'user',
  content: text,
  createdAt: new Date(),
  parts: [{ type: 'text', text }],
});

describe.each(STORE_KINDS)('POST /discovery/v1/assistant/{domain}/message (%s)', (kind) => {
  let t: TestApp;
  let server: Loopback;
  let api: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
    server = await listenOnLoopback((request) => t.app.fetch(request));
    api = `${server.url}/discovery/v1/assistant/${t.a.domain}/message`;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const post = (body: unknown, key: string | null = t.a.assistantKey, domain = t.a.domain) =>
    fetch(`${server.url}/discovery/v1/assistant/${domain}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(body),
    });

  it('writes the AI SDK 4 data stream: reasoning and text, the cited pages as the search tool, the thread id and the finish', async () => {
    const res = await post({
      fp: 'anonymous',
      messages: [userMessage('how do I install the cli with npm?')],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-vercel-ai-data-stream')).toBe('v1');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const threadId = res.headers.get('x-thread-id');
    expect(threadId).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(res.headers.get('x-thread-key')).toBeTruthy();

    const raw = await res.text();
    expect(raw.endsWith('\n')).toBe(true);
    const parts = raw
      .trimEnd()
      .split('\n')
      .map((line) => parseDataStreamPart(line));
    const types = parts.map((p) => p.type);
    expect(types.filter((type) => type === 'start_step')).toHaveLength(1);
    const order = [
      'start_step',
      'reasoning',
      'text',
      'tool_call',
      'tool_result',
      'finish_step',
      'message_annotations',
      'finish_message',
    ];
    const firsts = order.map((type) => types.indexOf(type as (typeof types)[number]));
    expect(firsts.every((i) => i >= 0)).toBe(true);
    expect(types.at(-1)).toBe('finish_message');
    expect(types.at(-2)).toBe('message_annotations');
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    expect(parts.find((p) => p.type === 'tool_call')?.value).toMatchObject({
      toolName: 'search',
      args: { query: 'how do I install the cli with npm?' },
    });
    expect(parts.find((p) => p.type === 'message_annotations')?.value).toEqual([{ threadId }]);
    expect(parts.find((p) => p.type === 'finish_message')?.value).toMatchObject({ finishReason: 'stop' });
  });

  it('reads as text, reasoning, the search tool’s sources and the thread id through processDataStream', async () => {
    const res = await post({
      fp: 'anonymous',
      messages: [userMessage('how do I install the cli with npm?')],
    });
    let text = '';
    let reasoning = '';
    let result: unknown;
    let annotations: unknown[] = [];
    let finishReason: string | undefined;
    await processDataStream({
      stream: res.body!,
      onTextPart: (v) => void (text += v),
      onReasoningPart: (v) => void (reasoning += v),
      onToolResultPart: (v) => void (result = v.result),
      onMessageAnnotationsPart: (v) => void (annotations = v),
      onFinishMessagePart: (v) => void (finishReason = v.finishReason),
    });
    expect(text).toContain('npm install -g acme-cli');
    expect(reasoning).toMatch(/Searched the documentation for “how do I install the cli with npm\?”/);
    expect(result).toEqual(
      expect.arrayContaining([
        {
          url: 'https://docs.example.com/guides/install#install-with-npm',
          path: '/guides/install',
          metadata: { title: 'Install the CLI › Install with npm' },
        },
      ]),
    );
    expect(annotations).toEqual([{ threadId: res.headers.get('x-thread-id') }]);
    expect(finishReason).toBe('stop');
  });

  it('runs the useChat flow (callChatApi): parts, then a follow-up in the same thread', async () => {
    let threadId = '';
    let threadKey = '';
    const ask = async (messages: Message[], extra: Record<string, unknown>) => {
      let finished: Message | undefined;
      await callChatApi({
        api,
        body: { id: 'chat-1', messages, fp: 'anonymous', retrievalPageSize: 5, ...extra },
        streamProtocol: 'data',
        credentials: undefined,
        headers: { authorization: `Bearer ${t.a.assistantKey}` },
        abortController: () => null,
        restoreMessagesOnFailure: () => {},
        onResponse: (response) => {
          threadId ||= response.headers.get('x-thread-id') ?? '';
          threadKey ||= response.headers.get('x-thread-key') ?? '';
        },
        onUpdate: () => {},
        onFinish: (message) => void (finished = message),
        onToolCall: undefined,
        generateId: () => `a-${Math.random().toString(36).slice(2)}`,
        fetch,
        lastMessage: undefined,
      });
      return finished!;
    };

    const first = userMessage('how do I install the cli with npm?');
    const answer = await ask([first], {});
    expect(threadId).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(answer.role).toBe('assistant');
    expect(answer.content).toContain('npm install -g acme-cli');
    expect(answer.annotations).toEqual([{ threadId }]);
    const search = answer.parts!.find(
      (p): p is { type: 'tool-invocation'; toolInvocation: ToolInvocation } => p.type === 'tool-invocation',
    );
    expect(search?.toolInvocation).toMatchObject({ state: 'result', toolName: 'search' });
    expect((search?.toolInvocation as { result: { path: string }[] }).result[0]!.path).toBe(
      '/guides/install',
    );
    expect(answer.parts!.some((p) => p.type === 'reasoning')).toBe(true);
    expect(answer.parts!.some((p) => p.type === 'text')).toBe(true);

    // The client sends the whole conversation back, the answer's tool invocation included.
    const followUp = userMessage('and how do I deploy it?');
    const second = await ask(JSON.parse(JSON.stringify([first, answer, followUp])) as Message[], {
      threadId,
      threadKey,
    });
    expect(second.annotations).toEqual([{ threadId }]);
    expect(second.content.length).toBeGreaterThan(0);

    const transcript = (await (
      await t.get(`/v1/analytics/${t.a.projectId}/assistant/threads/${threadId}`, t.a.adminKey)
    ).json()) as { messages: { role: string; content: string }[] };
    expect(transcript.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(transcript.messages[2]!.content).toBe('and how do I deploy it?');
    expect(transcript.messages[1]!.content).toBe(answer.content);
  });

  it('accepts the `data` role and answers the last user message', async () => {
    const res = await post({
      fp: 'anonymous',
      messages: [
        { id: 'd1', role: 'data', content: '{"page":"/guides/install"}', parts: [] },
        userMessage('how do I deploy?'),
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0:/m);
  });

  it('answers errors like v2: body, key, tenancy and threads', async () => {
    const body = { fp: 'anonymous', messages: [userMessage('how do I deploy?')] };
    const cases: [Response, number, RegExp][] = [
      [await post({ ...body, filter: { groups: ['Guides'] } }), 400, /filter: Unrecognized key: "groups"/],
      [
        await post({ fp: 'anonymous', messages: [{ id: 'x', role: 'user', parts: [] }] }),
        400,
        /messages.0.content/,
      ],
      [
        await post({ fp: 'anonymous', messages: [{ ...userMessage('hi'), role: 'assistant' }] }),
        400,
        /last message must be from the user/,
      ],
      [
        await post({ fp: 'anonymous', messages: [{ ...userMessage(''), content: '  ' }] }),
        400,
        /must have content/,
      ],
      [await post(body, null), 401, /Missing API key/],
      [await post(body, t.a.adminKey), 403, /assistant API key/],
      [await post(body, t.b.assistantKey), 404, /Domain not found/],
      [await post(body, t.a.assistantKey, 'nowhere'), 404, /Domain not found/],
      [await post({ ...body, threadId: '01J0000000000000000000000A' }), 404, /Thread not found/],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      const error = (await res.json()) as { error: string; details: { message: string }[] };
      expect(`${error.error} ${error.details.map((d) => d.message).join(' ')}`).toMatch(message);
    }
  });

  it('shares the v2 limits: body size and answers per organization', async () => {
    const big = await post({ fp: 'anonymous', messages: [userMessage('x'.repeat(1024 * 1024))] });
    expect(big.status).toBe(413);
    const limited = await createTestApp(kind, { assistantPerOrg: { points: 1, duration: 3600 } });
    try {
      const ask = () =>
        limited.app.request(`/discovery/v1/assistant/${limited.a.domain}/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${limited.a.assistantKey}` },
          body: JSON.stringify({ fp: 'anonymous', messages: [userMessage('how do I deploy?')] }),
        });
      const first = await ask();
      expect(first.status).toBe(200);
      await first.text();
      const over = await ask();
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBeTruthy();
      expect(((await over.json()) as { error: string }).error).toBe('Rate limit exceeded');
    } finally {
      await limited.close();
    }
  });
});
