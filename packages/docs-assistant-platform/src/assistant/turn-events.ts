import type { SourceRef } from './turn-sources.js';

/**
 * What a turn produces, in order, independent of the wire format: the v2 route writes it as an
 * AI SDK UI message stream, and the stored answer is built from the same events.
 */
export type TurnEvent =
  /** A complete account of something the turn did (searched, read a page); notes in a row share a reasoning part. */
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

/** How a note continues the notes before it, in one reasoning part. */
export const NOTE_SEPARATOR = '\n\n';

/** The answer as it grows: the parts a client would rebuild from the stream, and the plain text. */
export class AnswerRecord {
  readonly parts: StoredPart[] = [{ type: 'step-start' }];
  /** The part that the next event of the same kind extends. */
  private open: {
    kind: 'note' | 'thinking' | 'text';
    part: { type: 'reasoning' | 'text'; text: string };
  } | null = null;

  add(event: TurnEvent): void {
    if (event.type === 'source') this.parts.push({ type: 'source-url', ...event.source });
    else if (event.type === 'note') this.extend('note', 'reasoning', event.text, NOTE_SEPARATOR);
    else if (event.type === 'thinking') this.extend('thinking', 'reasoning', event.delta);
    else if (event.type === 'text') this.extend('text', 'text', event.delta);
  }

  private extend(
    kind: 'note' | 'thinking' | 'text',
    type: 'reasoning' | 'text',
    delta: string,
    separator = '',
  ) {
    if (this.open?.kind === kind) this.open.part.text += separator + delta;
    else {
      this.open = { kind, part: { type, text: delta } };
      this.parts.push(this.open.part);
    }
  }

  get content(): string {
    return this.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n\n');
  }
}
