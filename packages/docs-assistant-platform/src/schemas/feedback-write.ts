import { z } from '@hono/zod-openapi';
import { FeedbackRequestSchema as WireSchema } from 'docs-assistant/protocol';
import { named } from './assistant.js';
import { FEEDBACK_STATUSES } from './feedback.js';

export const FeedbackRequestSchema = named(WireSchema, 'FeedbackRequest');

export const DomainParam = z
  .string()
  .min(1)
  .max(200)
  .openapi({ param: { name: 'domain', in: 'path' } });

export const FeedbackIdParam = z
  .string()
  .min(1)
  .max(200)
  .refine((v) => !v.includes('\u0000'), { message: 'must not contain NUL characters' })
  .openapi({ param: { name: 'id', in: 'path' }, description: 'The feedback entry’s id.' });

type Status = (typeof FEEDBACK_STATUSES)[number];

/**
 * The triage workflow. New feedback is `pending`; work on it is `in_progress`; it ends `resolved`
 * or `dismissed`. A resolved entry can be reopened (`in_progress`) and a dismissed one returned to
 * `pending`. Setting the status an entry already has changes nothing and succeeds.
 */
export const FEEDBACK_TRANSITIONS: Record<Status, readonly Status[]> = {
  pending: ['in_progress', 'resolved', 'dismissed'],
  in_progress: ['pending', 'resolved', 'dismissed'],
  resolved: ['in_progress'],
  dismissed: ['pending'],
};

export const canMove = (from: Status, to: Status) => from === to || FEEDBACK_TRANSITIONS[from].includes(to);

const transitionsText = FEEDBACK_STATUSES.map(
  (s) => `\`${s}\` → ${FEEDBACK_TRANSITIONS[s].map((t) => `\`${t}\``).join(', ')}`,
).join('; ');

export const FeedbackStatusBodySchema = z
  .strictObject({
    status: z.enum(FEEDBACK_STATUSES).openapi({ description: `Allowed moves: ${transitionsText}.` }),
  })
  .openapi('FeedbackStatusChange');

export { transitionsText as FEEDBACK_TRANSITIONS_TEXT };
