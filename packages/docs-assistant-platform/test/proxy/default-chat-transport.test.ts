import { AbstractChat, DefaultChatTransport, type ChatState, type ChatStatus, type UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantProxy, nodeSocketAddress } from 'docs-assistant/server';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { listenOnLoopback, type Loopback } from '../helpers/loopback.js';

/** The AI SDK's chat, held in plain fields: what `useChat` does with React state. */
class PlainChatState implements ChatState<UIMessage> {
  status: ChatStatus = 'ready';
  error: Error | undefined;
  messages: UIMessage[] = [];
  pushMessage = (message: UIMessage) => void (this.messages = [...this.messages, message]);
  popMessage = () => void (this.messages = this.messages.slice(0, -1));
  replaceMessage = (index: number, message: UIMessage) =>
    void (this.messages = this.messages.map((m, i) => (i === index ? message : m)));
  snapshot = <T>(thing: T): T => structuredClone(thing);
}

class PlainChat extends AbstractChat<UIMessage> {
  readonly view: PlainChatState;
  constructor(transport: DefaultChatTransport<UIMessage>) {
    const state = new PlainChatState();
    super({ transport, state });
    this.view = state;
  }
}

const textOf = (message: UIMessage | undefined) =>
  (message?.parts ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');

describe("the AI SDK's own DefaultChatTransport against the reference proxy", () => {
  let api: TestApp;
  let apiServer: Loopback;
  let proxyServer: Loopback;
  let endpoint: string;

  beforeAll(async () => {
    api = await createTestApp('pglite');
    await ingestDocs(api.store.db, api.a.projectId, FIXTURE_DOCS);
    apiServer = await listenOnLoopback(api.app.fetch);
    const proxy = createAssistantProxy({
      upstream: apiServer.url,
      assistantKey: api.a.assistantKey,
      domain: api.a.domain,
    });
    proxyServer = await listenOnLoopback((request, env) =>
      proxy(request, { clientIp: nodeSocketAddress(env) }),
    );
    endpoint = `${proxyServer.url}/api/assistant`;
  });
  afterAll(async () => {
    await proxyServer.close();
    await apiServer.close();
    await api.close();
  });

  it('streams a cited answer on the first try, with nothing but { api }', async () => {
    const chat = new PlainChat(new DefaultChatTransport({ api: endpoint }));
    await chat.sendMessage({ text: 'How do I install the CLI?' });
    expect(chat.view.error).toBeUndefined();
    expect(chat.status).toBe('ready');
    const answer = chat.messages.at(-1)!;
    expect(answer.role).toBe('assistant');
    expect(textOf(answer)).toContain('npm install -g acme-cli');
    expect(answer.parts.some((part) => part.type === 'source-url')).toBe(true);
  });

  it("continues the thread with the README's two lines", async () => {
    // The README's recipe: the thread's id and key from the response headers go into the next body.
    let thread: { threadId?: string; threadKey?: string } = {};
    const transport = new DefaultChatTransport({
      api: endpoint,
      body: () => thread,
      fetch: async (url, init) => { const res = await fetch(url, init); thread = { threadId: res.headers.get('X-Thread-Id') ?? thread.threadId, threadKey: res.headers.get('X-Thread-Key') ?? thread.threadKey }; return res; }, // prettier-ignore
    });
    const chat = new PlainChat(transport);
    await chat.sendMessage({ text: 'How do I install the CLI?' });
    const first = { ...thread };
    expect(first.threadId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(first.threadKey).toBeTruthy();

    await chat.sendMessage({ text: 'And how do I deploy?' });
    expect(chat.view.error).toBeUndefined();
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(thread).toEqual(first);

    const stored = await api.get(
      `/v1/analytics/${api.a.projectId}/assistant/threads/${first.threadId}`,
      api.a.adminKey,
    );
    expect(stored.status).toBe(200);
    const { messages } = (await stored.json()) as { messages: { role: string; content: string }[] };
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[2]!.content).toBe('And how do I deploy?');
  });
});
