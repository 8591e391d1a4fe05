/**
 * The request body as a zod schema: what the reference proxy and the platform API both validate.
 * Kept beside the types it checks (see the assertions at the end) so the two cannot drift.
 */
import { z } from 'zod';
import type { AssistantRequestBody } from './request.js';
import {
  CONTEXT_ITEMS_MAX,
  CONTEXT_VALUE_MAX_LENGTH,
  CURRENT_PATH_MAX_LENGTH,
  DEFAULT_RETRIEVAL_PAGE_SIZE,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGES_MAX,
  PARTS_MAX,
  RETRIEVAL_PAGE_SIZE_MAX,
} from './limits.js';

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
  z.object({ type: z.literal('text'), text: text(MESSAGE_TEXT_MAX_LENGTH) }),
  z.object({ type: z.literal('reasoning'), text: text(MESSAGE_TEXT_MAX_LENGTH), providerMetadata }),
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
  parts: z.array(MessagePartSchema).max(PARTS_MAX),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const ContextItemSchema = z.object({
  type: z.enum(['code', 'textSelection']),
  value: text(CONTEXT_VALUE_MAX_LENGTH, 1),
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
    fp: text(200, 1).describe('`anonymous`, or a unique user identifier.'),
    messages: z
      .array(RequestMessageSchema)
      .min(1)
      .max(MESSAGES_MAX)
      .refine((m) => m.at(-1)?.role === 'user', { message: 'the last message must be from the user' })
      .refine((m) => m.at(-1)?.parts.some((p) => p.type === 'text' && p.text.trim() !== ''), {
        message: 'the last message must have a non-empty text part',
      }),
    threadId: z.string().max(100).nullable().optional(),
    threadKey: z.string().max(200).nullable().optional(),
    retrievalPageSize: z
      .number()
      .int()
      .min(1)
      .max(RETRIEVAL_PAGE_SIZE_MAX)
      .default(DEFAULT_RETRIEVAL_PAGE_SIZE),
    filter: FilterSchema.nullable().optional(),
    context: z.array(ContextItemSchema).max(CONTEXT_ITEMS_MAX).optional(),
    currentPath: text(CURRENT_PATH_MAX_LENGTH)
      .optional()
      .describe(`Path of the page the user is viewing; at most ${CURRENT_PATH_MAX_LENGTH} characters.`),
  })
  .refine((b) => !b.threadKey || b.threadId, { path: ['threadKey'], message: 'is only sent with threadId' });

/** A body after validation: defaults applied, NUL characters removed. */
export type AssistantRequest = z.output<typeof AssistantRequestSchema>;

/** One line per problem, `path: message`, as the error body's details. */
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

// Compile-time checks: every body the element can send is accepted by the schema's type, and every
// validated body is readable as the element's type. A change to one side without the other fails tsc.
type Accepts<Wide, Narrow extends Wide> = Narrow;
export type _ElementBodyFitsSchema = Accepts<z.input<typeof AssistantRequestSchema>, AssistantRequestBody>;
export type _SchemaOutputFitsElementBody = Accepts<
  Omit<AssistantRequestBody, 'threadId' | 'threadKey' | 'filter'>,
  Omit<AssistantRequest, 'threadId' | 'threadKey' | 'filter'>
>;
