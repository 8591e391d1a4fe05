import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';
import { feedback, messages } from '../db/schema.js';
import { analyze } from '../docs/analyze.js';
import { boundQuestion, boundTerms } from '../docs/query-bounds.js';
import { startOfUtcDay } from './stats.js';
import type { GapGroup, GapQuestion, GapReport } from './wire.js';

/** Questions read per kind: the newest ones, so that the work is bounded. */
const MAX_QUESTIONS = 500;
const MAX_GROUPS = 50;
const QUESTIONS_SHOWN = 20;
/** Two questions are one topic when this share of the shorter one's terms is in the other. */
const SAME_TOPIC = 0.6;

/**
 * What the docs did not answer: unanswered questions and thumbs-down answers still open in the
 * inbox, grouped by the terms search makes of them, largest group first.
 */
export async function contentGaps(
  db: Db,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<GapReport> {
  const since = startOfUtcDay(now, days - 1);
  const [unanswered, thumbsDown] = await Promise.all([
    unansweredQuestions(db, projectId, since),
    thumbsDownQuestions(db, projectId, since),
  ]);
  const truncated = unanswered.length > MAX_QUESTIONS || thumbsDown.length > MAX_QUESTIONS;
  const questions = [...unanswered.slice(0, MAX_QUESTIONS), ...thumbsDown.slice(0, MAX_QUESTIONS)].sort(
    (a, b) => b.askedAt.localeCompare(a.askedAt),
  );
  return { days, groups: groupQuestions(questions), truncated };
}

async function unansweredQuestions(db: Db, projectId: string, since: Date): Promise<GapQuestion[]> {
  const reply = alias(messages, 'reply');
  const rows = await db
    .select({
      text: messages.content,
      threadId: messages.threadId,
      askedAt: messages.createdAt,
      pagePath: messages.pagePath,
    })
    .from(messages)
    .innerJoin(reply, sql`${reply.replyTo} = ${messages.id}`)
    .where(
      and(
        eq(messages.projectId, projectId),
        eq(messages.role, 'user'),
        gte(messages.createdAt, since),
        eq(reply.answered, false),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(MAX_QUESTIONS + 1);
  return rows.map((r) => ({ ...r, askedAt: r.askedAt.toISOString(), kind: 'unanswered', comment: null }));
}

async function thumbsDownQuestions(db: Db, projectId: string, since: Date): Promise<GapQuestion[]> {
  const answer = alias(messages, 'answer');
  const question = alias(messages, 'question');
  const rows = await db
    .select({
      text: question.content,
      threadId: question.threadId,
      askedAt: question.createdAt,
      pagePath: question.pagePath,
      comment: feedback.comment,
    })
    .from(feedback)
    .innerJoin(answer, eq(answer.id, feedback.messageId))
    .innerJoin(question, sql`${question.id} = ${answer.replyTo}`)
    .where(
      and(
        eq(feedback.projectId, projectId),
        eq(feedback.helpful, false),
        isNotNull(feedback.messageId),
        inArray(feedback.status, ['pending', 'in_progress']),
        gte(feedback.createdAt, since),
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(MAX_QUESTIONS + 1);
  return rows.map((r) => ({ ...r, askedAt: r.askedAt.toISOString(), kind: 'thumbs_down' }));
}

interface Forming {
  terms: Set<string>;
  questions: GapQuestion[];
  termCounts: Map<string, number>;
}

/**
 * Greedy single pass, newest question first: a question joins the first group whose terms cover
 * most of its own (or it of theirs), else it starts a group. Terms are the search analyzer's, so
 * "deploying", "deploy" and "deployment" meet, and stop words do not count.
 */
export function groupQuestions(questions: GapQuestion[]): GapGroup[] {
  const groups: Forming[] = [];
  for (const q of questions) {
    const terms = new Set(boundTerms(analyze(boundQuestion(q.text), null)));
    const home = terms.size === 0 ? undefined : groups.find((g) => overlap(terms, g.terms) >= SAME_TOPIC);
    if (!home) {
      groups.push({ terms, questions: [q], termCounts: new Map([...terms].map((t) => [t, 1])) });
      continue;
    }
    home.questions.push(q);
    for (const t of terms) home.termCounts.set(t, (home.termCounts.get(t) ?? 0) + 1);
  }
  return groups
    .map(toGroup)
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
    .slice(0, MAX_GROUPS);
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / Math.min(a.size, b.size);
}

function toGroup(g: Forming): GapGroup {
  const wordings = new Map<string, number>();
  for (const q of g.questions) {
    const key = q.text.trim().toLowerCase();
    wordings.set(key, (wordings.get(key) ?? 0) + 1);
  }
  // The most asked wording; among equals the newest (questions are newest first).
  let label = g.questions[0]!.text.trim();
  let best = 0;
  for (const q of g.questions) {
    const n = wordings.get(q.text.trim().toLowerCase())!;
    if (n > best) [label, best] = [q.text.trim(), n];
  }
  // Terms are stems ("rotat"): each is shown as the word readers wrote for it.
  const written = new Map<string, string>();
  for (const q of g.questions)
    for (const word of q.text.toLowerCase().match(/[\p{L}\p{N}_-]+/gu) ?? [])
      for (const term of analyze(word, null)) if (!written.has(term)) written.set(term, word);
  const terms = [...g.termCounts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([t]) => written.get(t) ?? t);
  return {
    label: label.length > 200 ? `${label.slice(0, 200)}…` : label,
    terms,
    count: g.questions.length,
    unanswered: g.questions.filter((q) => q.kind === 'unanswered').length,
    thumbsDown: g.questions.filter((q) => q.kind === 'thumbs_down').length,
    lastAskedAt: g.questions[0]!.askedAt,
    questions: g.questions.slice(0, QUESTIONS_SHOWN),
  };
}
