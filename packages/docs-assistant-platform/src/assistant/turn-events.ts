import type { SourceRef } from './turn-sources.js';

/**
 * What a turn produces, in order, independent of the wire format: the v2 route writes it as an
 * AI SDK UI message stream, and the stored answer is built from the same events.
 */
export type TurnEvent =
  /** A complete account of something the turn did (searched, read a page): one reasoning part. */
  | { type: 'note'; text: string }
  /** The model's own reasoning, streamed. */
  | { type: 'thinking'; delta: string }
  | { type: 'text'; delta: string }
  /** A page the answer cites or read: listed once. */
  | { type: 'source'; source: SourceRef }
  /** The answer could not be completed; what was said so far is kept, marked partial. */
  | { type: 'failed'; message: string };

export type StoredPart =
  | { type: 'step-start' }
  | { type: 'reasoning'; text: string }
  | { type: 'text'; text: string }
  | ({ type: 'source-url' } & SourceRef);

/** The answer as it grows: the parts a client would rebuild from the stream, and the plain text. */
export class AnswerRecord {
  readonly parts: StoredPart[] = [{ type: 'step-start' }];
  /** The part that the next delta of the same kind extends. */
  private open: { type: 'reasoning' | 'text'; text: string } | null = null;

  add(event: TurnEvent): void {
    if (event.type === 'note') {
      this.parts.push({ type: 'reasoning', text: event.text });
      this.open = null;
    } else if (event.type === 'thinking' || event.type === 'text') {
      const type = event.type === 'thinking' ? 'reasoning' : 'text';
      if (this.open?.type !== type) {
        this.open = { type, text: '' };
        this.parts.push(this.open);
      }
      this.open.text += event.delta;
    } else if (event.type === 'source') {
      this.parts.push({ type: 'source-url', ...event.source });
    }
  }

  get content(): string {
    return this.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n\n');
  }
}
