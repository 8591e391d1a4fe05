import { z } from '@hono/zod-openapi';

/** Free-form provider data is accepted and never interpreted. */
const providerMetadata = z.record(z.string(), z.unknown()).optional();

/** PostgreSQL text and jsonb cannot hold NUL characters; they carry no meaning here anyway. */
const text = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .transform((s) => s.replaceAll('\u0000', ''));

export const MessagePartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: text(100_000) }),
  z.object({ type: z.literal('reasoning'), text: text(100_000), providerMetadata }),
  z.object({
    type: z.literal('source-url'),
    sourceId: text(500),
    url: text(2000),
    title: text(1000).optional(),
    providerMetadata,
  }),
  z.object({
    type: z.literal('file'),
    mediaType: text(200),
    url: text(2000),
    filename: text(500).optional(),
  }),
  z.object({ type: z.literal('step-start') }),
]);

export const RequestMessageSchema = z.object({
  id: text(200, 1),
  role: z.enum(['system', 'assistant', 'user']),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  parts: z.array(MessagePartSchema).max(200),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const ContextItemSchema = z.object({
  type: z.enum(['code', 'textSelection']),
  value: text(20_000, 1),
  path: text(2000).optional(),
  elementId: text(500).optional(),
});

export const FilterSchema = z.object({
  version: text(100).optional(),
  language: text(35).optional(),
  groups: z.array(text(200)).max(50).optional(),
});

/** Seed section 4.1, plus the `threadKey` that proves a follow-up belongs to its thread. */
export const AssistantRequestSchema = z
  .object({
    fp: text(200, 1).openapi({ description: '`anonymous`, or a unique user identifier.' }),
    messages: z
      .array(RequestMessageSchema)
      .min(1)
      .max(200)
      .refine((m) => m.at(-1)?.role === 'user', { message: 'the last message must be from the user' })
      .refine((m) => m.at(-1)?.parts.some((p) => p.type === 'text' && p.text.trim() !== ''), {
        message: 'the last message must have a non-empty text part',
      }),
    threadId: z.string().max(100).nullable().optional(),
    threadKey: z.string().max(200).nullable().optional(),
    retrievalPageSize: z.number().int().min(1).max(50).default(5),
    filter: FilterSchema.nullable().optional(),
    context: z.array(ContextItemSchema).max(20).optional(),
    currentPath: text(200)
      .optional()
      .openapi({ description: 'Path of the page the user is viewing; at most 200 characters.' }),
  })
  .refine((b) => !b.threadKey || b.threadId, { path: ['threadKey'], message: 'is only sent with threadId' })
  .openapi('AssistantRequest');

export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;
