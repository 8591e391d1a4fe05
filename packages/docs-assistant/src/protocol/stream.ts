/**
 * The answer stream: server-sent events, one `data: {json}` per chunk, ending with `data: [DONE]`.
 * These are the chunk types the widget reads; a reader must ignore any other type and any
 * extra field, so servers of newer protocol versions stay readable.
 */
import type { ProviderMetadata } from './parts.js';

/** Metadata the server attaches to the answer message on `start` and `finish`. */
export interface AnswerMetadata {
  threadId?: string;
  [key: string]: unknown;
}

export interface StartChunk {
  type: 'start';
  messageId?: string;
  messageMetadata?: AnswerMetadata;
}

export interface StartStepChunk {
  type: 'start-step';
}

export interface FinishStepChunk {
  type: 'finish-step';
}

export interface TextStartChunk {
  type: 'text-start';
  id: string;
  providerMetadata?: ProviderMetadata;
}

export interface TextDeltaChunk {
  type: 'text-delta';
  id: string;
  delta: string;
  providerMetadata?: ProviderMetadata;
}

export interface TextEndChunk {
  type: 'text-end';
  id: string;
  providerMetadata?: ProviderMetadata;
}

export interface ReasoningStartChunk {
  type: 'reasoning-start';
  id: string;
  providerMetadata?: ProviderMetadata;
}

export interface ReasoningDeltaChunk {
  type: 'reasoning-delta';
  id: string;
  delta: string;
  providerMetadata?: ProviderMetadata;
}

export interface ReasoningEndChunk {
  type: 'reasoning-end';
  id: string;
  providerMetadata?: ProviderMetadata;
}

export interface SourceUrlChunk {
  type: 'source-url';
  sourceId: string;
  url: string;
  title?: string;
  providerMetadata?: ProviderMetadata;
}

export interface FileChunk {
  type: 'file';
  url: string;
  mediaType: string;
  providerMetadata?: ProviderMetadata;
}

export interface MessageMetadataChunk {
  type: 'message-metadata';
  messageMetadata: AnswerMetadata;
}

export interface ErrorChunk {
  type: 'error';
  errorText: string;
}

export interface AbortChunk {
  type: 'abort';
  reason?: string;
}

export interface FinishChunk {
  type: 'finish';
  finishReason?: string;
  messageMetadata?: AnswerMetadata;
  /** The seed's `event.threadId`; official AI SDK clients older than 5.0.217 / 6.0.231 / 7.0.32 reject it. */
  threadId?: string;
}

export type AnswerChunk =
  | StartChunk
  | StartStepChunk
  | FinishStepChunk
  | TextStartChunk
  | TextDeltaChunk
  | TextEndChunk
  | ReasoningStartChunk
  | ReasoningDeltaChunk
  | ReasoningEndChunk
  | SourceUrlChunk
  | FileChunk
  | MessageMetadataChunk
  | ErrorChunk
  | AbortChunk
  | FinishChunk;

export type AnswerChunkType = AnswerChunk['type'];

/** The chunk types a lenient reader passes on; everything else is skipped. */
export const ANSWER_CHUNK_TYPES: readonly AnswerChunkType[] = [
  'start',
  'start-step',
  'finish-step',
  'text-start',
  'text-delta',
  'text-end',
  'reasoning-start',
  'reasoning-delta',
  'reasoning-end',
  'source-url',
  'file',
  'message-metadata',
  'error',
  'abort',
  'finish',
];

/** Response headers of the answer stream. */
export const THREAD_ID_HEADER = 'X-Thread-Id';
/** Sent only with the first answer of a new thread. */
export const THREAD_KEY_HEADER = 'X-Thread-Key';
export const STREAM_PROTOCOL_HEADER = 'x-vercel-ai-ui-message-stream';
export const STREAM_DONE = '[DONE]';
