import { and, eq } from 'drizzle-orm';
import type { FeedbackRequest } from 'docs-assistant/protocol';
import type { Db } from '../db/open.js';
import { feedback, messages } from '../db/schema.js';
import type { FEEDBACK_STATUSES } from '../schemas/feedback.js';
import { toEntry, type FeedbackRow, type NewFeedback } from './feedback.js';
import { newId } from './ids.js';

type Status = (typeof FEEDBACK_STATUSES)[number];
type ReaderFeedback = Omit<NewFeedback, 'id'> & { clientId: string };

/** What a reader sent, as the row the listing shows: thumbs with a reason read as contextual feedback. */
export function feedbackRow(projectId: string, body: FeedbackRequest): ReaderFeedback {
  const row = { projectId, clientId: body.clientId, path: body.path, comment: body.comment ?? null };
  switch (body.source) {
    case 'thumbs':
      return {
        ...row,
        source: body.comment ? 'contextual' : 'thumbs_only',
        status: 'pending',
        helpful: body.helpful,
        threadId: body.threadId,
        messageId: body.messageId,
      };
    case 'page':
      return {
        ...row,
        source: 'contextual',
        status: 'pending',
        helpful: body.helpful,
        contact: body.contact ?? null,
      };
    case 'code':
      return {
        ...row,
        source: 'code_snippet',
        status: 'pending',
        code: body.code,
        filename: body.filename ?? null,
        lang: body.lang ?? null,
      };
  }
}

/** True when the message is an answer in that thread of that project. */
export async function isAnswerOf(
  db: Db,
  projectId: string,
  threadId: string,
  messageId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.threadId, threadId),
        eq(messages.projectId, projectId),
        eq(messages.role, 'assistant'),
      ),
    );
  return row !== undefined;
}

/**
 * Stores the feedback once per client id: a repeated post (a retry, a double click) finds the
 * entry the first one wrote, whatever it carries, and `created` is false.
 */
export async function recordFeedback(
  db: Db,
  row: ReaderFeedback,
): Promise<{ entry: ReturnType<typeof toEntry>; created: boolean }> {
  const [inserted] = await db
    .insert(feedback)
    .values({ ...row, id: newId() })
    .onConflictDoNothing({ target: [feedback.projectId, feedback.clientId] })
    .returning();
  if (inserted) return { entry: toEntry(inserted), created: true };
  const [existing] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.projectId, row.projectId), eq(feedback.clientId, row.clientId)));
  if (!existing) throw new Error('feedback conflicted on its client id but cannot be read back');
  return { entry: toEntry(existing), created: false };
}

export async function findFeedback(db: Db, projectId: string, id: string): Promise<FeedbackRow | null> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.projectId, projectId), eq(feedback.id, id)));
  return row ?? null;
}

/**
 * Moves the entry from `from` to `to`; null when another request moved it first (the caller
 * reads it again and reports the conflict).
 */
export async function moveFeedback(
  db: Db,
  projectId: string,
  id: string,
  from: Status,
  to: Status,
): Promise<FeedbackRow | null> {
  const [row] = await db
    .update(feedback)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(feedback.projectId, projectId), eq(feedback.id, id), eq(feedback.status, from)))
    .returning();
  return row ?? null;
}
