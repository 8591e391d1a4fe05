import { z } from '@hono/zod-openapi';
import { DateBoundSchema, isStorableTime } from './common.js';
import { textProblem } from './storable.js';

export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const;
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const;

export interface FeedbackCursor {
  createdAt: Date;
  id: string;
}

export function encodeFeedbackCursor(c: FeedbackCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt.getTime(), c.id])).toString('base64url');
}

export function decodeFeedbackCursor(value: string): FeedbackCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [ms, id] = parsed as unknown[];
    if (
      !Number.isSafeInteger(ms) ||
      !isStorableTime(ms as number) ||
      typeof id !== 'string' ||
      id.length === 0 ||
      id.length > 200 ||
      textProblem(id) !== null
    )
      return null;
    return { createdAt: new Date(ms as number), id };
  } catch {
    return null;
  }
}

export const FeedbackQuerySchema = z.object({
  dateFrom: DateBoundSchema.optional().openapi({
    description: 'Inclusive lower bound (ISO 8601 or YYYY-MM-DD).',
  }),
  dateTo: DateBoundSchema.optional().openapi({
    description: 'Exclusive upper bound (ISO 8601 or YYYY-MM-DD).',
  }),
  source: z.enum(FEEDBACK_SOURCES).optional(),
  status: z
    .string()
    .transform((v, ctx) => {
      const values = v.split(',').map((s) => s.trim());
      const bad = values.filter((s) => !(FEEDBACK_STATUSES as readonly string[]).includes(s));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown status ${bad.map((b) => JSON.stringify(b)).join(', ')}; expected ${FEEDBACK_STATUSES.join(', ')}`,
        });
        return z.NEVER;
      }
      return values as (typeof FEEDBACK_STATUSES)[number][];
    })
    .optional()
    .openapi({ type: 'string', description: `Comma-separated statuses: ${FEEDBACK_STATUSES.join(', ')}.` }),
  cursor: z
    .string()
    .transform((v, ctx) => {
      const c = decodeFeedbackCursor(v);
      if (!c) {
        ctx.addIssue({ code: 'custom', message: 'is not a cursor returned by this endpoint' });
        return z.NEVER;
      }
      return c;
    })
    .optional()
    .openapi({ type: 'string', description: 'The `nextCursor` of the previous page.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .openapi({ type: 'integer', description: 'Page size.' }),
});

const base = {
  id: z.string(),
  path: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  threadId: z.string().optional().openapi({ description: 'The rated answer’s thread, for thumbs.' }),
  messageId: z.string().optional().openapi({ description: 'The rated answer, for thumbs.' }),
};

export const FeedbackEntrySchema = z
  .union([
    z.object({
      ...base,
      source: z.literal('contextual'),
      helpful: z.boolean(),
      contact: z.string().nullable(),
    }),
    z.object({
      ...base,
      source: z.literal('code_snippet'),
      code: z.string(),
      filename: z.string().nullable(),
      lang: z.string().nullable(),
    }),
    z.object({
      ...base,
      source: z.enum(['agent', 'thumbs_only']),
      helpful: z.boolean().optional().openapi({ description: 'Thumbs up or down, for thumbs.' }),
    }),
  ])
  .openapi('FeedbackEntry');

export type FeedbackEntry = z.infer<typeof FeedbackEntrySchema>;

export const FeedbackListSchema = z
  .object({
    feedback: z.array(FeedbackEntrySchema),
    nextCursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .openapi('FeedbackList');
