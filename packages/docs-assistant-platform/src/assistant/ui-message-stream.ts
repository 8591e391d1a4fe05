import type { UIMessageChunk } from 'ai';
import { batchedTextStream } from '../http/batched-text.js';
import { NOTE_SEPARATOR } from './turn-events.js';
import { TURN_FAILED, type Turn, type TurnEvent } from './turn.js';

/** Headers of the answer stream: the AI SDK's (`createUIMessageStreamResponse`), and no transforms. */
export const UI_MESSAGE_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
} as const;

export interface UIMessageStreamOptions {
  /** Also put `threadId` at the top level of `finish`; official clients older than ai 5.0.217 reject it. */
  finishThreadId: boolean;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
}

type Write = (chunk: UIMessageChunk) => void;

/**
 * Writes a turn's events as UI message parts: notes in a row are one reasoning part, the model's
 * thinking another, each run of text a text part (`*-start`, deltas, `*-end`), and each source
 * one `source-url` (which leaves the open part open).
 */
class PartWriter {
  private open: { kind: 'note' | 'thinking' | 'text'; id: string } | null = null;
  private count = 0;

  constructor(private readonly write: Write) {}

  event(event: Exclude<TurnEvent, { type: 'failed' }>): void {
    if (event.type === 'source') this.write({ type: 'source-url', ...event.source });
    else if (event.type === 'note') this.delta('note', event.text, NOTE_SEPARATOR);
    else if (event.type === 'thinking') this.delta('thinking', event.delta);
    else this.delta('text', event.delta);
  }

  private delta(kind: 'note' | 'thinking' | 'text', delta: string, separator = ''): void {
    if (!delta) return;
    const type = kind === 'text' ? 'text' : 'reasoning';
    if (this.open?.kind === kind) {
      this.write({ type: `${type}-delta`, id: this.open.id, delta: separator + delta });
      return;
    }
    this.end();
    this.open = { kind, id: `${type}-${++this.count}` };
    this.write({ type: `${type}-start`, id: this.open.id });
    this.write({ type: `${type}-delta`, id: this.open.id, delta });
  }

  end(): void {
    if (this.open)
      this.write({ type: `${this.open.kind === 'text' ? 'text' : 'reasoning'}-end`, id: this.open.id });
    this.open = null;
  }
}

/**
 * A turn as the body of an AI SDK UI message stream response (`UI_MESSAGE_STREAM_HEADERS`): start,
 * start-step, reasoning, source-url and text parts, finish-step, finish (`threadId` in
 * `messageMetadata`, and at the top level unless turned off), or an `error` chunk if the answer
 * failed.
 */
export function uiMessageStream(turn: Turn, options: UIMessageStreamOptions): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  if (options.signal.aborted) stop.abort(options.signal.reason);
  const { threadId } = turn;

  // The AI SDK's framing (`JsonToSseTransformStream`), written directly: one JSON event per chunk,
  // `[DONE]` last, and the events of one turn of the event loop in one write.
  const body = batchedTextStream(
    async (text) => {
      const write: Write = (chunk) => text(`data: ${JSON.stringify(chunk)}\n\n`);
      try {
        await writeTurn(write);
      } catch {
        // The turn reports its own failures; anything else is a bug, and its details stay here.
        write({ type: 'error', errorText: TURN_FAILED });
      }
      text('data: [DONE]\n\n');
    },
    () => stop.abort(),
  );
  return body;

  async function writeTurn(write: Write): Promise<void> {
    const parts = new PartWriter(write);
    write({ type: 'start', messageId: turn.messageId, messageMetadata: { threadId } });
    write({ type: 'start-step' });
    // The first bytes leave before the turn starts: waking a search thread for its retrieval may
    // cost the event loop its core for a while on a busy machine.
    await new Promise((resolve) => setImmediate(resolve));
    let failed: string | undefined;
    try {
      for await (const event of turn.run(stop.signal)) {
        if (event.type === 'failed') failed = event.message;
        else parts.event(event);
      }
    } finally {
      options.signal.removeEventListener('abort', onAbort);
    }
    parts.end();
    if (failed) return write({ type: 'error', errorText: failed });
    if (stop.signal.aborted) return;
    write({ type: 'finish-step' });
    write({
      type: 'finish',
      finishReason: 'stop',
      ...(options.finishThreadId && { threadId }),
      messageMetadata: { threadId },
    } as UIMessageChunk);
  }
}
