import { ANSWER_CHUNK_TYPES, STREAM_DONE, type AnswerChunk } from '../../protocol/stream.js';

const KNOWN_TYPES = new Set<string>(ANSWER_CHUNK_TYPES);

/**
 * Splits a server-sent event stream into the `data` payloads of its events, one batch per piece
 * of text received (a fast network hands over hundreds of events at once).
 * Comments (`: keep-alive`), `event:`/`id:` lines and `[DONE]` are skipped.
 */
export function sseDataStream(): TransformStream<string, string[]> {
  let buffer = '';
  const flushEvents = (controller: TransformStreamDefaultController<string[]>, final: boolean) => {
    if (buffer.includes('\r')) buffer = buffer.replace(/\r\n?/g, '\n');
    const events = buffer.split('\n\n');
    buffer = final ? '' : (events.pop() ?? '');
    const batch: string[] = [];
    for (const event of events) {
      const data = eventData(event);
      if (data && data !== STREAM_DONE) batch.push(data);
    }
    if (batch.length) controller.enqueue(batch);
  };
  return new TransformStream({
    transform(text, controller) {
      buffer += text;
      flushEvents(controller, false);
    },
    flush(controller) {
      flushEvents(controller, true);
    },
  });
}

/** The `data` of one event: its `data:` lines joined. */
function eventData(event: string): string {
  // Nearly every event is one `data: ` line, read without splitting.
  if (event.startsWith('data: ') && !event.includes('\n')) return event.slice(6);
  return event
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
    .join('\n');
}

/**
 * Parses one event payload into a chunk the chat engine understands, or `undefined` when the
 * payload is not JSON, has a type this client does not know, or lacks a required field.
 * Unknown extra fields are kept: the chat engine ignores them.
 */
export function parseAnswerChunk(data: string): AnswerChunk | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const chunk = value as Record<string, unknown>;
  const type = chunk.type;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) return undefined;
  if ((type.startsWith('text-') || type.startsWith('reasoning-')) && typeof chunk.id !== 'string')
    return undefined;
  if (type.endsWith('-delta') && typeof chunk.delta !== 'string') return undefined;
  if (type === 'source-url' && (typeof chunk.sourceId !== 'string' || typeof chunk.url !== 'string'))
    return undefined;
  if (type === 'file' && (typeof chunk.url !== 'string' || typeof chunk.mediaType !== 'string'))
    return undefined;
  if (type === 'error' && typeof chunk.errorText !== 'string') return undefined;
  if (type === 'message-metadata' && !isRecord(chunk.messageMetadata)) return undefined;
  if ('messageMetadata' in chunk && chunk.messageMetadata !== undefined && !isRecord(chunk.messageMetadata)) {
    delete chunk.messageMetadata;
  }
  if (type === 'source-url' && typeof chunk.title !== 'string') delete chunk.title;
  return chunk as unknown as AnswerChunk;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parsed chunks waiting for the chat engine, handed over a frame's worth of text at a time:
 * the engine does work per chunk (a job, a state copy) and the page renders per frame, so runs of
 * deltas of one part are joined, and a fast network's thousands of deltas are spread over frames.
 */
export class ChunkQueue {
  #items: AnswerChunk[] = [];
  #next = 0;
  /** Characters of delta text waiting. */
  #characters = 0;

  get empty(): boolean {
    return this.#next >= this.#items.length;
  }

  /** Characters of delta text waiting: how much of a batch the queue can hand over now. */
  get characters(): number {
    return this.#characters;
  }

  /** Replaces the (empty) queue with newly parsed chunks. */
  fill(chunks: AnswerChunk[]): void {
    this.#items = chunks;
    this.#next = 0;
    this.#characters = deltaCharacters(chunks);
  }

  /** Adds newly parsed chunks after those waiting. */
  append(chunks: AnswerChunk[]): void {
    if (this.empty) return this.fill(chunks);
    this.#items = this.#items.slice(this.#next).concat(chunks);
    this.#next = 0;
    this.#characters += deltaCharacters(chunks);
  }

  /**
   * Takes chunks from the front until `budget` characters of delta text are taken, joining runs
   * of deltas of the same part; a delta longer than what is left is split (the text is the same).
   * A delta carrying anything besides its text (provider metadata) is taken whole and alone.
   */
  take(budget: number): { chunks: AnswerChunk[]; characters: number } {
    const chunks: AnswerChunk[] = [];
    let characters = 0;
    /** The texts of the run of deltas that ends `chunks`, joined once the run ends. */
    let run: string[] = [];
    const endRun = () => {
      const last = chunks.at(-1);
      if (run.length > 1 && last && isDelta(last)) chunks[chunks.length - 1] = { ...last, delta: run.join('') };
      run = [];
    };
    while (!this.empty && characters < budget) {
      const chunk = this.#items[this.#next]!;
      if (!isDelta(chunk) || !isPlain(chunk)) {
        endRun();
        chunks.push(chunk);
        this.#next++;
        if (isDelta(chunk)) characters += chunk.delta.length;
        continue;
      }
      let room = splitPoint(chunk.delta, budget - characters);
      if (room === 0) {
        // What is left of the budget would end inside a surrogate pair.
        if (chunks.length) break;
        room = 2;
      }
      const taken = room >= chunk.delta.length ? chunk : { ...chunk, delta: chunk.delta.slice(0, room) };
      if (taken === chunk) this.#next++;
      else this.#items[this.#next] = { ...chunk, delta: chunk.delta.slice(room) };
      characters += taken.delta.length;
      const last = chunks.at(-1);
      if (run.length && last && isDelta(last) && last.type === taken.type && last.id === taken.id) {
        run.push(taken.delta);
      } else {
        endRun();
        chunks.push(taken);
        run = [taken.delta];
      }
    }
    endRun();
    this.#characters -= characters;
    return { chunks, characters };
  }
}

function deltaCharacters(chunks: AnswerChunk[]): number {
  let characters = 0;
  for (const chunk of chunks) if (isDelta(chunk)) characters += chunk.delta.length;
  return characters;
}

type Delta = Extract<AnswerChunk, { type: 'text-delta' | 'reasoning-delta' }>;

function isDelta(chunk: AnswerChunk): chunk is Delta {
  return chunk.type === 'text-delta' || chunk.type === 'reasoning-delta';
}

/** A delta with nothing besides its type, part id and text. */
function isPlain(delta: Delta): boolean {
  return Object.keys(delta).length === 3;
}

/** At most `room` characters of `text`, one fewer where that would end inside a surrogate pair. */
function splitPoint(text: string, room: number): number {
  if (room >= text.length) return text.length;
  const code = text.charCodeAt(room - 1);
  return code >= 0xd800 && code <= 0xdbff ? room - 1 : room;
}
