import type { Db } from '../db/open.js';
import { ApiError, notFound } from '../http/errors.js';
import { canMove, FEEDBACK_TRANSITIONS } from '../schemas/feedback-write.js';
import type { FEEDBACK_STATUSES, FeedbackEntry } from '../schemas/feedback.js';
import { toEntry } from './feedback.js';
import { findFeedback, moveFeedback } from './feedback-writes.js';

/**
 * Moves one feedback entry of the project to `to`, as the documented transitions allow: the same
 * status again changes nothing, a move not allowed is a 409. Shared by the analytics API and the
 * dashboard, so the two cannot disagree.
 */
export async function triageFeedback(
  db: Db,
  projectId: string,
  id: string,
  to: (typeof FEEDBACK_STATUSES)[number],
): Promise<FeedbackEntry> {
  // Two triagers at once: the move applies only from the status it was checked against.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await findFeedback(db, projectId, id);
    if (!row) throw notFound('Feedback');
    if (row.status === to) return toEntry(row);
    if (!canMove(row.status, to))
      throw new ApiError(409, 'Status change not allowed', [
        `${row.status} can move to ${FEEDBACK_TRANSITIONS[row.status].join(', ')}, not ${to}`,
      ]);
    const moved = await moveFeedback(db, projectId, id, row.status, to);
    if (moved) return toEntry(moved);
  }
  throw new ApiError(409, 'Status changed concurrently', ['Read the entry again and retry']);
}
