import { expect } from '@open-wc/testing';
import type { UIMessage, UIMessageChunk } from 'ai';
import { AssistantError, parseRetryAfter } from '../../../src/widget/chat/assistant-error.js';
import { AssistantTransport, type ThreadRef } from '../../../src/widget/chat/transport.js';
import { frame, ScriptedFetch } from '../helpers/scripted-fetch.js';

const question: UIMessage = {
  id: 'u1',
  role: 'user',
  parts: [{ type: 'text', text: 'How?' }],
  metadata: { context: [{ type: 'code', value: 'npm i', path: '/docs', elementId: 'install' }] },
};

async function collect(stream: ReadableStream<UIMessageChunk>): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** A text of many deltas to its finish, as SSE frames arriving at once. */
function burstOf(deltas: string[]): string {
  return [
    frame({ type: 'text-start', id: 't' }),
    ...deltas.map((delta) => frame({ type: 'text-delta', id: 't', delta })),
    frame({ type: 'text-end', id: 't' }),
    frame({ type: 'finish' }),
  ].join('');
}

function send(transport: AssistantTransport, messages: UIMessage[] = [question], signal?: AbortSignal) {
  return transport.sendMessages({
    trigger: 'submit-message',
    chatId: 'c',
    messageId: undefined,
    messages,
    abortSignal: signal,
  });
}

async function failure(promise: Promise<unknown>): Promise<AssistantError> {
  try {
    await promise;
  } catch (error) {
    expect(AssistantError.isInstance(error), String(error)).to.equal(true);
    return error as AssistantError;
  }
  throw new Error('expected a failure');
}

describe('AssistantTransport', () => {
  it('posts the seed 4.1 body with the context of the last question', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({
      api: '/api/x',
      fetch: script.fetch,
      fields: () => ({ fp: 'me', retrievalPageSize: 8, currentPath: '/docs', filter: { language: 'en' } }),
    });
    script.stream().answer('hi');
    await collect(await send(transport));
    expect(script.bodies[0]).to.deep.equal({
      fp: 'me',
      retrievalPageSize: 8,
      currentPath: '/docs',
      filter: { language: 'en' },
      context: [{ type: 'code', value: 'npm i', path: '/docs', elementId: 'install' }],
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How?' }] }],
    });
  });

  it('reads the thread from headers and sends threadId and threadKey on the follow-up', async () => {
    const script = new ScriptedFetch();
    const seen: ThreadRef[] = [];
    const transport = new AssistantTransport({
      api: '/a',
      fetch: script.fetch,
      onThread: (t) => seen.push(t),
    });
    script.stream({ 'X-Thread-Id': 'th_9', 'X-Thread-Key': 'key_9' }).answer('one', 'th_9');
    await collect(await send(transport));
    script.stream({ 'X-Thread-Id': 'th_9' }).answer('two', 'th_9');
    await collect(await send(transport));
    expect(script.bodies[0]!.threadId).to.equal(undefined);
    expect(script.bodies[1]!.threadId).to.equal('th_9');
    expect(script.bodies[1]!.threadKey).to.equal('key_9');
    expect(seen).to.deep.equal([{ threadId: 'th_9', threadKey: 'key_9' }]);
    expect(transport.thread).to.deep.equal({ threadId: 'th_9', threadKey: 'key_9' });
  });

  it('takes the thread id from the finish chunk when no header names it', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    script.stream().send({ type: 'start' }, { type: 'finish', threadId: 'th_top' }).close();
    await collect(await send(transport));
    expect(transport.thread).to.deep.equal({ threadId: 'th_top' });
  });

  it('is lenient: skips comments, unknown types, bad JSON and extra fields, across split frames and CRLF', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    const stream = script.stream();
    const chunksPromise = send(transport).then(collect);
    const text = [
      ': stream-open\r\n\r\n',
      'event: message\r\ndata: {"type":"start","messageId":"m1","future":1}\r\n\r\n',
      frame({ type: 'reasoning-file', url: 'x', mediaType: 'image/png' }),
      frame({ type: 'custom', kind: 'x' }),
      'data: {not json}\n\n',
      frame({ type: 'text-delta', delta: 'no id' }),
      frame({ type: 'text-start', id: 't' }),
      frame({ type: 'text-delta', id: 't', delta: 'Hel', providerMetadata: { a: { b: 1 } } }),
      frame({ type: 'text-delta', id: 't', delta: 'lo' }),
      frame({ type: 'text-end', id: 't', citations: [] }),
      frame({ type: 'finish', finishReason: 'interrupted' }),
      'data: [DONE]\n\n',
    ].join('');
    // Split everywhere, including inside frames.
    for (let i = 0; i < text.length; i += 5) stream.send(text.slice(i, i + 5));
    stream.close();
    const chunks = await chunksPromise;
    expect(chunks.map((c) => c.type)).to.deep.equal([
      'start',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect(
      chunks
        .filter((c) => c.type === 'text-delta')
        .map((c) => (c as { delta: string }).delta)
        .join(''),
    ).to.equal('Hello');
  });

  it('joins the data lines of one event, and reads data without a space after the colon', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    const stream = script.stream();
    const chunksPromise = send(transport).then(collect);
    stream.send(
      'data: {"type":"start"}\n\n',
      'data:{"type":"text-start","id":"t"}\n\n',
      'data: {"type":"text-delta",\ndata: "id":"t","delta":"two lines"}\n\n',
      'data: {"type":"text-end","id":"t"}\n\ndata: {"type":"finish"}\n\n',
    );
    stream.close();
    const chunks = await chunksPromise;
    expect(chunks.map((c) => c.type)).to.deep.equal([
      'start',
      'text-start',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect((chunks[2] as { delta: string }).delta).to.equal('two lines');
  });

  it('hands over every delta of a burst of thousands of events received at once, in order', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    const stream = script.stream();
    const chunksPromise = send(transport).then(collect);
    const words = Array.from({ length: 3000 }, (_, i) => `w${i} `);
    stream.send(frame({ type: 'start' }) + burstOf(words));
    stream.close();
    const chunks = await chunksPromise;
    const deltas = chunks.filter((c) => c.type === 'text-delta') as { delta: string }[];
    expect(deltas.map((c) => c.delta).join('')).to.equal(words.join(''));
    expect(chunks.at(-1)!.type).to.equal('finish');
  });

  it('hands over a burst a batch at a time, each batch as one delta', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    const stream = script.stream();
    const chunksPromise = send(transport).then(collect);
    const words = Array.from({ length: 3000 }, (_, i) => `w${i} `);
    stream.send(burstOf(words));
    stream.close();
    const deltas = (await chunksPromise).filter((c) => c.type === 'text-delta');
    // Batches are at least 1,500 characters: one delta each, whatever the steps of parsing.
    expect(deltas.length).to.be.at.most(Math.ceil(words.join('').length / 1_500) + 1);
  });

  it('reports a stream that ends without finish as cut', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    script
      .stream()
      .send({ type: 'start' }, { type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'x' })
      .close();
    expect((await failure(send(transport).then(collect))).kind).to.equal('stream-cut');
  });

  it('reports a connection lost mid-answer as cut', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    const stream = script.stream();
    const result = send(transport).then(collect);
    stream.send({ type: 'start' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    stream.fail(new TypeError('network error'));
    expect((await failure(result)).kind).to.equal('stream-cut');
  });

  it('turns an error chunk into a stream error', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    script.stream().send({ type: 'start' }, { type: 'error', errorText: 'model overloaded' }).close();
    const error = await failure(send(transport).then(collect));
    expect(error.kind).to.equal('stream-error');
    expect(error.message).to.equal('model overloaded');
  });

  for (const [status, kind] of [
    [400, 'rejected'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [413, 'rejected'],
    [429, 'rate-limited'],
    [500, 'server'],
    [503, 'server'],
  ] as const) {
    it(`maps HTTP ${status} to ${kind}`, async () => {
      const script = new ScriptedFetch();
      const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
      script.error(status, status === 429 ? { 'Retry-After': '42' } : {});
      const error = await failure(send(transport));
      expect(error.kind).to.equal(kind);
      expect(error.status).to.equal(status);
      if (status === 429) expect(error.retryAfter).to.equal(42);
    });
  }

  it('maps a failed fetch to a network error', async () => {
    const script = new ScriptedFetch();
    const transport = new AssistantTransport({ api: '/a', fetch: script.fetch });
    script.networkFailure();
    expect((await failure(send(transport))).kind).to.equal('network');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).to.equal(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).to.equal(90);
    expect(parseRetryAfter('soon', now)).to.equal(undefined);
    expect(parseRetryAfter(null, now)).to.equal(undefined);
  });
});
