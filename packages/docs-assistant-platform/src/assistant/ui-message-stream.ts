/** Headers of the AI SDK UI message stream (DESIGN.md, wire contract). */
export const UI_MESSAGE_STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
} as const;

export type UIChunk = { type: string } & Record<string, unknown>;

const encoder = new TextEncoder();

/** One server-sent event per chunk; `[DONE]` ends the stream. */
export const sseEvent = (chunk: UIChunk) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
export const SSE_DONE = encoder.encode('data: [DONE]\n\n');

/**
 * Writes text or reasoning as one part: `<kind>-start`, deltas, `<kind>-end`. The part opens with
 * its first delta, so an empty part is never sent.
 */
export class PartWriter {
  private open = false;

  constructor(
    private readonly emit: (chunk: UIChunk) => void,
    private readonly kind: 'text' | 'reasoning',
    readonly id: string,
  ) {}

  delta(delta: string) {
    if (!delta) return;
    if (!this.open) {
      this.emit({ type: `${this.kind}-start`, id: this.id });
      this.open = true;
    }
    this.emit({ type: `${this.kind}-delta`, id: this.id, delta });
  }

  end() {
    if (this.open) this.emit({ type: `${this.kind}-end`, id: this.id });
    this.open = false;
  }
}
