import { z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { insertFeedback } from '../store/feedback.js';
import { newId } from '../store/ids.js';
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES } from '../schemas/feedback.js';
import { safeText } from '../schemas/common.js';
import { checkNewIds, parseNumberedLines } from './jsonl.js';
import { inArray } from 'drizzle-orm';
import { feedback } from '../db/schema.js';

const optionalText = (max: number) => safeText(max).nullable().optional();

/** One feedback entry per line, with the fields the API returns for its source. */
export const FeedbackLineSchema = z
  .strictObject({
    id: safeText(200).optional(),
    path: safeText(2000),
    comment: optionalText(10_000),
    createdAt: z.iso.datetime({ offset: true }).optional(),
    source: z.enum(FEEDBACK_SOURCES),
    status: z.enum(FEEDBACK_STATUSES).default('pending'),
    helpful: z.boolean().optional(),
    contact: optionalText(320),
    code: safeText(100_000).optional(),
    filename: optionalText(1000),
    lang: optionalText(100),
  })
  .superRefine((line, ctx) => {
    if (line.source === 'contextual' && line.helpful === undefined)
      ctx.addIssue({ code: 'custom', path: ['helpful'], message: 'is required when source is contextual' });
    if (line.source === 'code_snippet' && line.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'is required when source is code_snippet' });
  });

/** Validates the whole file, then writes it in one transaction. Returns the number of entries. */
export async function importFeedback(db: Db, projectId: string, jsonl: string): Promise<number> {
  const numbered = parseNumberedLines(jsonl, FeedbackLineSchema);
  await checkNewIds(
    numbered.map(({ line, value }) => ({ line, id: value.id })),
    async (ids) =>
      (await db.select({ id: feedback.id }).from(feedback).where(inArray(feedback.id, ids))).map((r) => r.id),
  );
  const lines = numbered.map((row) => row.value);
  await insertFeedback(
    db,
    lines.map((l) => ({
      id: l.id ?? newId(),
      projectId,
      path: l.path,
      comment: l.comment ?? null,
      source: l.source,
      status: l.status,
      helpful: l.helpful ?? null,
      contact: l.contact ?? null,
      code: l.code ?? null,
      filename: l.filename ?? null,
      lang: l.lang ?? null,
      ...(l.createdAt && { createdAt: new Date(l.createdAt) }),
    })),
  );
  return lines.length;
}
