import { z } from '@hono/zod-openapi';
import {
  AssistantRequestSchema as WireSchema,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGES_MAX,
  PARTS_MAX,
} from 'docs-assistant/protocol';

/** NUL characters cannot be stored; they carry no meaning in a message. */
const text = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .transform((s) => s.replaceAll('\u0000', ''));

const providerMetadata = z.record(z.string(), z.unknown()).optional();

/** The message parts of AI SDK 4 (`UIMessage.parts`). */
const PartV1Schema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: text(MESSAGE_TEXT_MAX_LENGTH) }),
  z.object({
    type: z.literal('reasoning'),
    reasoning: text(MESSAGE_TEXT_MAX_LENGTH),
    details: z
      .array(
        z.union([
          z.object({
            type: z.literal('text'),
            text: text(MESSAGE_TEXT_MAX_LENGTH),
            signature: z.string().optional(),
          }),
          z.object({ type: z.literal('redacted'), data: z.string() }),
        ]),
      )
      .max(PARTS_MAX)
      .optional(),
  }),
  z.object({ type: z.literal('step-start') }),
  z.object({
    type: z.literal('source'),
    source: z.object({
      sourceType: z.literal('url'),
      id: text(500),
      url: text(2000),
      title: text(1000).optional(),
      providerMetadata,
    }),
  }),
  z.object({
    type: z.literal('tool-invocation'),
    toolInvocation: z.object({
      state: z.enum(['partial-call', 'call', 'result']),
      step: z.number().int().min(0).optional(),
      toolCallId: text(500),
      toolName: text(200),
      args: z.unknown(),
      result: z.unknown().optional(),
    }),
  }),
]);

const MessageV1Schema = z.object({
  id: text(200, 1),
  role: z.enum(['system', 'assistant', 'data', 'user']),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  content: text(MESSAGE_TEXT_MAX_LENGTH),
  annotations: z.array(z.unknown()).max(PARTS_MAX).optional(),
  parts: z.array(PartV1Schema).max(PARTS_MAX),
  experimental_attachments: z
    .array(z.object({ name: text(500).optional(), contentType: text(200).optional(), url: text(2000) }))
    .max(10)
    .optional(),
});

/** The question of a v1 message: its `content`, or its text parts when the content is empty. */
export function questionOf(message: z.output<typeof MessageV1Schema>): string {
  const content = message.content.trim();
  if (content) return content;
  return message.parts
    .flatMap((p) => (p.type === 'text' ? [p.text] : []))
    .join('\n')
    .trim();
}

const wire = WireSchema.shape;

/**
 * The body of the v1 message endpoint, for AI SDK 4 clients (`useChat` with
 * `sendExtraMessageFields: true`): messages carry `content` as well as parts, and the filter has
 * no `groups`.
 */
export const AssistantRequestV1Schema = z
  .object({
    fp: wire.fp,
    messages: z
      .array(MessageV1Schema)
      .min(1)
      .max(MESSAGES_MAX)
      .refine((m) => m.at(-1)?.role === 'user', { message: 'the last message must be from the user' })
      .refine((m) => questionOf(m.at(-1)!) !== '', { message: 'the last message must have content' }),
    threadId: wire.threadId,
    threadKey: wire.threadKey,
    retrievalPageSize: wire.retrievalPageSize,
    filter: z
      .strictObject({ version: text(100).optional(), language: text(35).optional() })
      .nullable()
      .optional(),
    context: wire.context,
    currentPath: wire.currentPath,
  })
  .refine((b) => !b.threadKey || b.threadId, { path: ['threadKey'], message: 'is only sent with threadId' })
  .openapi('AssistantRequestV1');

export type AssistantRequestV1 = z.output<typeof AssistantRequestV1Schema>;
