import { z } from '@hono/zod-openapi';
import { DateBoundSchema, UlidSchema } from './common.js';

export const ThreadSchema = z
  .object({
    threadId: z.string().openapi({ description: 'Thread id (ULID).' }),
    createdAt: z.string(),
    messages: z.array(
      z.object({
        id: z.string(),
        role: z.enum(['user', 'assistant']),
        content: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('AssistantThread');

export const ConversationsQuerySchema = z.object({
  dateFrom: DateBoundSchema.optional().openapi({
    description: 'Inclusive lower bound (ISO 8601 or YYYY-MM-DD).',
  }),
  dateTo: DateBoundSchema.optional().openapi({
    description: 'Exclusive upper bound (ISO 8601 or YYYY-MM-DD).',
  }),
  limit: z.coerce.number().int().min(1).max(1000).default(100).openapi({ type: 'integer' }),
  cursor: UlidSchema.optional().openapi({
    type: 'string',
    description: 'The `nextCursor` of the previous page (ULID).',
  }),
});

export const ConversationSchema = z
  .object({
    id: z
      .string()
      .openapi({ description: 'Thread id; one row per user turn, so turns of a thread share it.' }),
    timestamp: z.string(),
    query: z.string(),
    response: z.string(),
    responseType: z.enum(['answer', 'clarifying_question']),
    sources: z.array(z.object({ title: z.string(), url: z.string() })),
    resolutionStatus: z.enum(['answered', 'unanswered']),
    queryCategory: z.string().nullable(),
    pageUrl: z.string().nullable(),
  })
  .openapi('AssistantConversation');

export const ConversationsSchema = z
  .object({
    conversations: z.array(ConversationSchema),
    nextCursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .openapi('AssistantConversations');
