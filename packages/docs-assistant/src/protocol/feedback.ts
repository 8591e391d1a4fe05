/**
 * The feedback request body: what the element and `<docs-feedback>` send, the reference proxy
 * checks and the platform API stores. One schema, so the three cannot drift.
 */
import { z } from 'zod';
import { CURRENT_PATH_MAX_LENGTH } from './limits.js';
import { isUlid } from './ulid.js';

export const FEEDBACK_COMMENT_MAX_LENGTH = 5000;
export const FEEDBACK_CODE_MAX_LENGTH = 20_000;
export const FEEDBACK_CONTACT_MAX_LENGTH = 254;
/** A client-generated id (a UUID or a ULID fits) that makes a retried post return the first entry. */
export const FEEDBACK_CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** What the reader rated: an answer's thumbs, a page, or a code block. */
export const FEEDBACK_KINDS = ['thumbs', 'page', 'code'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** PostgreSQL text cannot hold NUL characters; they carry no meaning here anyway. */
const text = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .transform((s) => s.replaceAll('\u0000', ''));

/** Blank optional text is no text. */
const optionalText = (max: number) =>
  text(max)
    .transform((s) => (s.trim() === '' ? undefined : s))
    .optional();

const ulid = (what: string) =>
  z
    .string()
    .refine(isUlid, { message: `is not a ${what} id (a ULID)` })
    .transform((s) => s.toUpperCase());

const common = {
  clientId: z.string().regex(FEEDBACK_CLIENT_ID, { message: 'must be 16 to 64 letters, digits, "-" or "_"' }),
  path: text(CURRENT_PATH_MAX_LENGTH, 1).refine((p) => p.startsWith('/'), {
    message: 'must be a path starting with "/"',
  }),
  comment: optionalText(FEEDBACK_COMMENT_MAX_LENGTH),
};

export const FeedbackRequestSchema = z.discriminatedUnion('source', [
  z.strictObject({
    ...common,
    source: z.literal('thumbs'),
    helpful: z.boolean(),
    threadId: ulid('thread'),
    messageId: ulid('message'),
  }),
  z.strictObject({
    ...common,
    source: z.literal('page'),
    helpful: z.boolean(),
    contact: z
      .email({ message: 'is not an e-mail address' })
      .max(FEEDBACK_CONTACT_MAX_LENGTH)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  }),
  z.strictObject({
    ...common,
    source: z.literal('code'),
    code: text(FEEDBACK_CODE_MAX_LENGTH, 1),
    filename: optionalText(500),
    lang: optionalText(100),
  }),
]);

/** The body as a client writes it. */
export type FeedbackRequestBody = z.input<typeof FeedbackRequestSchema>;
/** The body once validated. */
export type FeedbackRequest = z.output<typeof FeedbackRequestSchema>;
