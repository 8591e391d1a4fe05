import { describe, expect, it } from 'vitest';
import type { AnswerChunk } from '../../../src/protocol/stream.js';
import { ChunkQueue } from '../../../src/widget/chat/sse.js';

const text = (delta: string, id = 't'): AnswerChunk => ({ type: 'text-delta', id, delta });

function queueOf(chunks: AnswerChunk[]): ChunkQueue {
  const queue = new ChunkQueue();
  queue.fill(chunks);
  return queue;
}

describe('ChunkQueue', () => {
  it('joins runs of deltas of one part and keeps everything else in order', () => {
    const queue = queueOf([
      { type: 'text-start', id: 't' },
      text('Hel'),
      text('lo'),
      { type: 'reasoning-delta', id: 'r', delta: 'why' },
      text(' there'),
      { type: 'text-end', id: 't' },
    ]);
    expect(queue.take(100)).toEqual({
      chunks: [
        { type: 'text-start', id: 't' },
        text('Hello'),
        { type: 'reasoning-delta', id: 'r', delta: 'why' },
        text(' there'),
        { type: 'text-end', id: 't' },
      ],
      characters: 14,
    });
    expect(queue.empty).toBe(true);
  });

  it('hands over at most the budget of text, splitting a long delta, and loses nothing', () => {
    const queue = queueOf([text('abcdef'), text('ghij'), { type: 'finish' }]);
    const taken: AnswerChunk[] = [];
    while (!queue.empty) taken.push(...queue.take(4).chunks);
    expect(taken).toEqual([text('abcd'), text('efgh'), text('ij'), { type: 'finish' }]);
  });

  it('never splits a surrogate pair', () => {
    const queue = queueOf([text('ab😀c')]);
    expect(queue.take(3).chunks).toEqual([text('ab')]);
    expect(queue.take(3).chunks).toEqual([text('😀c')]);
  });

  it('keeps a delta that carries provider metadata whole and alone', () => {
    const tagged = { ...text('xyz'), providerMetadata: { a: { b: 1 } } } as AnswerChunk;
    const queue = queueOf([text('1'), tagged, text('2')]);
    expect(queue.take(100).chunks).toEqual([text('1'), tagged, text('2')]);
  });

  it('counts the text waiting, and joins what was added to what waited', () => {
    const queue = queueOf([text('abc'), { type: 'text-end', id: 't' }]);
    queue.take(2);
    expect(queue.characters).toBe(1);
    queue.append([text('de')]);
    expect(queue.characters).toBe(3);
    expect(queue.take(100).chunks).toEqual([text('c'), { type: 'text-end', id: 't' }, text('de')]);
    expect(queue.characters).toBe(0);
    queue.append([text('f'), text('g')]);
    expect(queue.take(100)).toEqual({ chunks: [text('fg')], characters: 2 });
  });
});
