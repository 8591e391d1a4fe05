/**
 * Message parts of the assistant protocol: seed section 2.1.
 * A message is a list of parts, discriminated by `type`. The same shapes travel in the
 * request body (`messages[].parts`) and are rebuilt by the client from the answer stream.
 */

/** Provider-specific data attached to a part; opaque to the widget and the proxy. */
export type ProviderMetadata = Record<string, unknown>;

export interface TextPart {
  type: 'text';
  text: string;
}

export interface ReasoningPart {
  type: 'reasoning';
  text: string;
  providerMetadata?: ProviderMetadata;
}

export interface SourceUrlPart {
  type: 'source-url';
  sourceId: string;
  url: string;
  title?: string;
  providerMetadata?: ProviderMetadata;
}

export interface FilePart {
  type: 'file';
  mediaType: string;
  url: string;
  filename?: string;
}

export interface StepStartPart {
  type: 'step-start';
}

export type MessagePart = TextPart | ReasoningPart | SourceUrlPart | FilePart | StepStartPart;

export type MessagePartType = MessagePart['type'];

/** The part types of seed 2.1, in the order the seed lists them. */
export const MESSAGE_PART_TYPES: readonly MessagePartType[] = [
  'text',
  'reasoning',
  'source-url',
  'file',
  'step-start',
];

export type MessageRole = 'system' | 'assistant' | 'user';

/** One item of the request's `messages`: seed section 2.1. */
export interface RequestMessage {
  id: string;
  role: MessageRole;
  /** ISO 8601 date-time. */
  createdAt?: string;
  parts: MessagePart[];
  metadata?: Record<string, unknown>;
}
