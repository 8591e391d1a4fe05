import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { feedback } from '../db/schema.js';
import {
  encodeFeedbackCursor,
  type FEEDBACK_SOURCES,
  type FEEDBACK_STATUSES,
  type FeedbackCursor,
  type FeedbackEntry,
} from '../schemas/feedback.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;

export interface FeedbackFilter {
  dateFrom?: Date;
  dateTo?: Date;
  source?: (typeof FEEDBACK_SOURCES)[number];
  status?: (typeof FEEDBACK_STATUSES)[number][];
}

export function feedbackConditions(projectId: string, f: FeedbackFilter): SQL[] {
  const where: SQL[] = [eq(feedback.projectId, projectId)];
  if (f.dateFrom) where.push(gte(feedback.createdAt, f.dateFrom));
  if (f.dateTo) where.push(lt(feedback.createdAt, f.dateTo));
  if (f.source) where.push(eq(feedback.source, f.source));
  if (f.status) where.push(inArray(feedback.status, f.status));
  return where;
}

/** One page, newest first, by keyset on (createdAt, id): a deep page costs what the first does. */
export async function listFeedback(
  db: Db,
  projectId: string,
  filter: FeedbackFilter,
  page: { cursor?: FeedbackCursor; limit: number },
): Promise<{ feedback: FeedbackEntry[]; nextCursor: string | null; hasMore: boolean }> {
  const where = feedbackConditions(projectId, filter);
  if (page.cursor) {
    where.push(
      sql`(${feedback.createdAt}, ${feedback.id}) < (${page.cursor.createdAt.toISOString()}::timestamptz, ${page.cursor.id})`,
    );
  }
  const rows = await db
    .select()
    .from(feedback)
    .where(and(...where))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    feedback: pageRows.map(toEntry),
    nextCursor: hasMore && last ? encodeFeedbackCursor({ createdAt: last.createdAt, id: last.id }) : null,
    hasMore,
  };
}

/** The entry carries the fields of its source, as the API documents them. */
export function toEntry(row: FeedbackRow): FeedbackEntry {
  const base = {
    id: row.id,
    path: row.path,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    ...(row.threadId !== null && { threadId: row.threadId }),
    ...(row.messageId !== null && { messageId: row.messageId }),
  };
  switch (row.source) {
    case 'contextual':
      return { ...base, source: 'contextual', helpful: row.helpful ?? false, contact: row.contact };
    case 'code_snippet':
      return {
        ...base,
        source: 'code_snippet',
        code: row.code ?? '',
        filename: row.filename,
        lang: row.lang,
      };
    default:
      return { ...base, source: row.source, ...(row.helpful !== null && { helpful: row.helpful }) };
  }
}

export async function insertFeedback(db: Db, rows: NewFeedback[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(feedback).values(rows.slice(i, i + 1000));
  });
}
