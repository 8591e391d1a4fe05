import { ANSWER_CHUNK_TYPES, STREAM_DONE, type AnswerChunk } from '../../protocol/stream.js';

const KNOWN_TYPES = new Set<string>(ANSWER_CHUNK_TYPES);

/**
 * Splits a server-sent event stream into the `data` payloads of its events.
 * Comments (`: keep-alive`), `event:`/`id:` lines and `[DONE]` are skipped.
 */
export function sseDataStream(): TransformStream<string, string> {
  let buffer = '';
  const flushEvents = (controller: TransformStreamDefaultController<string>, final: boolean) => {
    buffer = buffer.replace(/\r\n?/g, '\n');
    const events = buffer.split('\n\n');
    buffer = final ? '' : (events.pop() ?? '');
    for (const event of events) {
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      if (data && data !== STREAM_DONE) controller.enqueue(data);
    }
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
  if (/^(text|reasoning)-/.test(type) && typeof chunk.id !== 'string') return undefined;
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
