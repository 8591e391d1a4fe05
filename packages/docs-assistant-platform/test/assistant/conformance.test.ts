import * as ai7 from 'ai';
import * as ai6 from 'ai6';
import * as ai5 from 'ai5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { askBody } from '../helpers/ui-stream.js';

/** The pieces of the official client each major version uses to read a UI message stream. */
interface OfficialParsers {
  parseJsonEventStream: (options: {
    stream: ReadableStream<Uint8Array>;
    schema: never;
  }) => ReadableStream<{ success: boolean; value?: unknown; error?: unknown }>;
  uiMessageChunkSchema: () => unknown;
  readUIMessageStream: (options: {
    stream: ReadableStream<never>;
  }) => AsyncIterable<{ id: string; parts: { type: string }[]; metadata?: unknown }>;
}

const versions: [string, OfficialParsers][] = [
  ['ai 5', ai5 as unknown as OfficialParsers],
  ['ai 6', ai6 as unknown as OfficialParsers],
  ['ai 7', ai7 as unknown as OfficialParsers],
];

describe.each(versions)('the answer stream read by the official %s parsers', (_name, sdk) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  });
  afterAll(() => t.close());

  it('validates every chunk and assembles text, reasoning and source-url parts', async () => {
    const res = await t.ask(askBody('how do I roll back a deployment?'));
    const threadId = res.headers.get('x-thread-id');
    const parsed = sdk.parseJsonEventStream({
      stream: res.body!,
      schema: sdk.uiMessageChunkSchema() as never,
    });
    const chunks: unknown[] = [];
    const failures: unknown[] = [];
    const validated = parsed.pipeThrough(
      new TransformStream<{ success: boolean; value?: unknown; error?: unknown }, never>({
        transform(result, controller) {
          if (!result.success) return void failures.push(result.error);
          chunks.push(result.value);
          controller.enqueue(result.value as never);
        },
      }),
    );
    let message:
      { id: string; parts: { type: string; text?: string; url?: string }[]; metadata?: unknown } | undefined;
    for await (const snapshot of sdk.readUIMessageStream({ stream: validated })) message = snapshot;

    expect(failures).toEqual([]);
    expect(chunks.length).toBeGreaterThan(6);
    expect(message).toBeDefined();
    const types = message!.parts.map((p) => p.type);
    expect(types).toContain('step-start');
    expect(types).toContain('reasoning');
    expect(types).toContain('source-url');
    expect(types).toContain('text');
    expect(message!.parts.find((p) => p.type === 'text')!.text).toMatch(/acme rollback/);
    expect(message!.parts.find((p) => p.type === 'source-url')!.url).toBe(
      'https://docs.example.com/guides/deploy#roll-back-a-deployment',
    );
    expect(message!.metadata).toEqual({ threadId });
  });
});
