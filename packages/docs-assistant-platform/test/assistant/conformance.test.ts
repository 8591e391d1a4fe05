import * as ai7 from 'ai';
import * as ai6 from 'ai6';
import * as ai5 from 'ai5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answererFromEnv } from '../../src/assistant/model-config.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  startFakeOpenAI,
  type FakeOpenAI,
  type FakeOpenAIRequest,
  type FakeReply,
} from '../helpers/fake-openai.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { askBody } from '../helpers/ui-stream.js';

interface AssembledMessage {
  id: string;
  role: string;
  parts: { type: string; text?: string; url?: string; sourceId?: string }[];
  metadata?: unknown;
}

/** The pieces of the official client each major version uses to read a UI message stream. */
interface OfficialParsers {
  parseJsonEventStream: (options: {
    stream: ReadableStream<Uint8Array>;
    schema: never;
  }) => ReadableStream<{ success: boolean; value?: unknown; error?: unknown }>;
  uiMessageChunkSchema: () => unknown;
  readUIMessageStream: (options: {
    stream: ReadableStream<never>;
    onError?: (error: unknown) => void;
  }) => AsyncIterable<AssembledMessage>;
}

const versions: [string, OfficialParsers][] = [
  ['ai 5', ai5 as unknown as OfficialParsers],
  ['ai 6', ai6 as unknown as OfficialParsers],
  ['ai 7', ai7 as unknown as OfficialParsers],
];

/** Reads a response as the official client does: every chunk validated, then assembled into a message. */
async function readOfficially(sdk: OfficialParsers, res: Response) {
  const parsed = sdk.parseJsonEventStream({ stream: res.body!, schema: sdk.uiMessageChunkSchema() as never });
  const chunks: { type: string; [key: string]: unknown }[] = [];
  const failures: unknown[] = [];
  const errors: string[] = [];
  const validated = parsed.pipeThrough(
    new TransformStream<{ success: boolean; value?: unknown; error?: unknown }, never>({
      transform(result, controller) {
        if (!result.success) return void failures.push(result.error);
        chunks.push(result.value as (typeof chunks)[number]);
        controller.enqueue(result.value as never);
      },
    }),
  );
  let message: AssembledMessage | undefined;
  for await (const snapshot of sdk.readUIMessageStream({
    stream: validated,
    onError: (error) => errors.push((error as Error).message),
  }))
    message = snapshot;
  return { chunks, failures, errors, message: message! };
}

const question = (request: FakeOpenAIRequest) =>
  request.messages.findLast((m) => m.role === 'user')?.content ?? '';

/** Searches, reads the page found, answers citing it; or fails mid-answer. */
function script(request: FakeOpenAIRequest): FakeReply {
  if (question(request).includes('fail')) return { text: ['Deploy ', 'with '], error: 'overloaded' };
  const results = request.messages.filter((m) => m.role === 'tool');
  if (results.length === 0) return { toolCalls: [{ name: 'search_docs', input: { query: 'roll back' } }] };
  const page = Number(/\[(\d+)\] Deploy your widget/.exec(results[0]!.content ?? '')?.[1]);
  if (results.length === 1) return { toolCalls: [{ name: 'read_page', input: { page } }] };
  return { text: ['Run ', '`acme rollback <id>` ', `[${page}]`, '.'] };
}

describe.each(versions)('the answer stream read by the official %s parsers', (_name, sdk) => {
  let t: TestApp;
  let withModel: TestApp;
  let model: FakeOpenAI;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
    model = await startFakeOpenAI(script, 2);
    withModel = await createTestApp(
      'pglite',
      {},
      {
        answerer: answererFromEnv({
          ASSISTANT_MODEL: 'openai-compatible:fake',
          OPENAI_COMPATIBLE_BASE_URL: model.baseURL,
        }),
      },
    );
    await ingestDocs(withModel.store.db, withModel.a.projectId, FIXTURE_DOCS);
  });
  afterAll(async () => {
    await t.close();
    await withModel.close();
    await model.close();
  });

  it('validates every chunk and assembles text, reasoning and source-url parts', async () => {
    const res = await t.ask(askBody('how do I roll back a deployment?'));
    const threadId = res.headers.get('x-thread-id');
    const { chunks, failures, errors, message } = await readOfficially(sdk, res);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    expect(chunks.length).toBeGreaterThan(6);
    const types = message.parts.map((p) => p.type);
    expect(types).toContain('step-start');
    expect(types).toContain('reasoning');
    expect(types).toContain('source-url');
    expect(types).toContain('text');
    expect(message.parts.find((p) => p.type === 'text')!.text).toMatch(/acme rollback/);
    expect(message.parts.find((p) => p.type === 'source-url')!.url).toBe(
      'https://docs.example.com/guides/deploy#roll-back-a-deployment',
    );
    expect(message.metadata).toEqual({ threadId });
  });

  it('assembles the model’s searches and page reads, and takes the message back in a follow-up', async () => {
    const res = await withModel.ask(askBody('how do I undo a release?'));
    const thread = { threadId: res.headers.get('x-thread-id')!, threadKey: res.headers.get('x-thread-key')! };
    const { failures, errors, message } = await readOfficially(sdk, res);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    // What the turn did, in one reasoning part: the first retrieval, the model's search, its read.
    const reasoning = message.parts.filter((p) => p.type === 'reasoning').map((p) => p.text);
    expect(reasoning).toHaveLength(1);
    const steps = reasoning[0]!.split('\n\n');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/^Searched the documentation for “how do I undo a release\?”/);
    expect(steps[1]).toMatch(/^Searched the documentation for “roll back”/);
    expect(steps[2]).toMatch(/^Read \[\d+\] Deploy your widget/);
    const sources = message.parts.filter((p) => p.type === 'source-url');
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toMatch(/\/guides\/deploy/);
    expect(message.parts.find((p) => p.type === 'text')!.text).toMatch(
      /^Run `acme rollback <id>` \[\d+\]\.$/,
    );
    expect(message.metadata).toEqual({ threadId: thread.threadId });

    // An official client sends the assembled message back as it is.
    const followUp = {
      ...askBody('and in production?', thread),
      messages: [
        { id: 'q1', role: 'user', parts: [{ type: 'text', text: 'how do I undo a release?' }] },
        message,
        { id: 'q2', role: 'user', parts: [{ type: 'text', text: 'and in production?' }] },
      ],
    };
    const second = await withModel.ask(followUp);
    expect(second.status).toBe(200);
    const next = await readOfficially(sdk, second);
    expect(next.failures).toEqual([]);
    expect(model.requests.at(-1)!.messages.map((m) => m.role)).toContain('assistant');
  });

  it('reads a model failure as an error chunk, keeping the text so far', async () => {
    const { chunks, failures, errors, message } = await readOfficially(
      sdk,
      await withModel.ask(askBody('what if the model should fail?')),
    );
    expect(failures).toEqual([]);
    expect(chunks.at(-1)).toEqual({
      type: 'error',
      errorText: 'The answer could not be completed. Please try again.',
    });
    expect(errors).toEqual(['The answer could not be completed. Please try again.']);
    expect(message.parts.find((p) => p.type === 'text')!.text).toBe('Deploy with ');
  });
});
