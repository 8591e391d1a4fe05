import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answererFromEnv } from '../../src/assistant/model-config.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { askBody, readChunks, textOf } from '../helpers/ui-stream.js';

describe('answers from a model through an OpenAI-compatible server', () => {
  let model: FakeOpenAI;
  let t: TestApp;
  let server: ServerType;
  let base: string;
  const words = Array.from({ length: 400 }, (_, i) => `word${i} `);

  beforeAll(async () => {
    model = await startFakeOpenAI(['Install it with ', '`npm install -g acme-cli` ', '[1].', ...words], 10);
    const answerer = answererFromEnv({
      ASSISTANT_MODEL: 'openai-compatible:fake-llama',
      OPENAI_COMPATIBLE_BASE_URL: model.baseURL,
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

  it('grounds the model in the retrieved sections and streams its words', async () => {
    const res = await t.ask(askBody('how do I install the cli?'));
    const { chunks } = await readChunks(res);
    const text = textOf(chunks);
    expect(text.startsWith('Install it with `npm install -g acme-cli` [1].')).toBe(true);
    expect(text).toContain('word399');
    expect(chunks.at(-1)).toMatchObject({ type: 'finish' });

    const request = model.requests.at(-1)!;
    expect(request.model).toBe('fake-llama');
    expect(request.stream).toBe(true);
    const system = request.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/Answer only from the documentation excerpts/);
    expect(system.content).toMatch(
      /\[1\] Install the CLI › Install with npm \(https:\/\/docs\.example\.com\/guides\/install#install-with-npm\)/,
    );
    expect(system.content).toContain('npm install -g acme-cli');
    expect(request.messages.at(-1)).toMatchObject({ role: 'user', content: 'how do I install the cli?' });
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
    const [row] = (
      await t.store.db.query.messages.findMany({ where: (m, { eq }) => eq(m.threadId, threadId) })
    ).filter((m) => m.role === 'assistant');
    expect(row!.status).toBe('partial');
  });

  it('rejects an unknown provider or a missing base URL with a clear message', () => {
    expect(() => answererFromEnv({ ASSISTANT_MODEL: 'bogus:x' })).toThrow(/Unknown provider "bogus"/);
    expect(() => answererFromEnv({ ASSISTANT_MODEL: 'openai-compatible:x' })).toThrow(
      /OPENAI_COMPATIBLE_BASE_URL/,
    );
    expect(answererFromEnv({}).name).toBe('extractive');
  });
});
