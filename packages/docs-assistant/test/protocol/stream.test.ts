import * as ai7 from 'ai';
import * as ai5 from 'ai5';
import * as ai6 from 'ai6';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PART_TYPES } from '../../src/protocol/parts.js';
import { CURRENT_PATH_MAX_LENGTH, DEFAULT_RETRIEVAL_PAGE_SIZE } from '../../src/protocol/request.js';
import { ANSWER_CHUNK_TYPES, type AnswerChunk, type AnswerChunkType } from '../../src/protocol/stream.js';
import { answerFrames } from '../widget/helpers/scripted-assistant.js';

/** One chunk of every type the protocol names, typed so the compiler checks the fields. */
const SAMPLES: { [T in AnswerChunkType]: Extract<AnswerChunk, { type: T }> } = {
  start: { type: 'start', messageId: 'm1', messageMetadata: { threadId: '01J' } },
  'start-step': { type: 'start-step' },
  'finish-step': { type: 'finish-step' },
  'text-start': { type: 'text-start', id: 't' },
  'text-delta': { type: 'text-delta', id: 't', delta: 'Hi' },
  'text-end': { type: 'text-end', id: 't' },
  'reasoning-start': { type: 'reasoning-start', id: 'r' },
  'reasoning-delta': { type: 'reasoning-delta', id: 'r', delta: 'looked' },
  'reasoning-end': { type: 'reasoning-end', id: 'r' },
  'source-url': { type: 'source-url', sourceId: 's', url: 'https://docs.example/a', title: 'A' },
  file: { type: 'file', url: 'https://docs.example/a.png', mediaType: 'image/png' },
  'message-metadata': { type: 'message-metadata', messageMetadata: { threadId: '01J' } },
  error: { type: 'error', errorText: 'failed' },
  abort: { type: 'abort' },
  finish: { type: 'finish', finishReason: 'stop', messageMetadata: { threadId: '01J' }, threadId: '01J' },
};

function sseBody(frames: string[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(frames.join(''));
  return new ReadableStream({ start: (controller) => (controller.enqueue(bytes), controller.close()) });
}

type Parser = {
  parseJsonEventStream: typeof ai7.parseJsonEventStream;
  uiMessageChunkSchema: typeof ai7.uiMessageChunkSchema;
};

async function rejectedTypes(sdk: Parser, frames: string[]): Promise<string[]> {
  const rejected: string[] = [];
  const stream = sdk.parseJsonEventStream({ stream: sseBody(frames), schema: sdk.uiMessageChunkSchema });
  for await (const result of stream as unknown as AsyncIterable<{ success: boolean; rawValue: unknown }>) {
    if (!result.success) rejected.push((result.rawValue as { type?: string }).type ?? '?');
  }
  return rejected;
}

describe('protocol', () => {
  it('names the part types of seed 2.1 and the limits of seed 4.1', () => {
    expect(MESSAGE_PART_TYPES).toEqual(['text', 'reasoning', 'source-url', 'file', 'step-start']);
    expect(CURRENT_PATH_MAX_LENGTH).toBe(200);
    expect(DEFAULT_RETRIEVAL_PAGE_SIZE).toBe(5);
  });

  it('lists every chunk type it defines', () => {
    expect([...ANSWER_CHUNK_TYPES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  // The server may rely on these types: official clients of each major version must read them.
  for (const [name, sdk] of [
    ['ai 5', ai5],
    ['ai 6', ai6],
    ['ai 7', ai7],
  ] as [string, Parser][]) {
    it(`every chunk type, and the scripted answer of the wire contract, parse with ${name}`, async () => {
      const frames = Object.values(SAMPLES).map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`);
      expect(await rejectedTypes(sdk, frames)).toEqual([]);
      expect(
        await rejectedTypes(
          sdk,
          answerFrames('01J').frames.filter((f) => !f.includes('x-future')),
        ),
      ).toEqual([]);
    });
  }
});
