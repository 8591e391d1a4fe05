import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';
import { messages } from '../db/schema.js';
import type { AdminStats, CitedPage, DayCount } from './wire.js';

/** The answers read for the top cited pages: the newest ones, so that the work is bounded. */
const MAX_ANSWERS_READ = 5000;
const TOP_PAGES = 10;

/** Questions per day, the answered rate and the most cited pages over the last `days` days. */
export async function projectStats(
  db: Db,
  projectId: string,
  days: number,
  now = new Date(),
): Promise<AdminStats> {
  const since = startOfUtcDay(now, days - 1);
  const reply = alias(messages, 'reply');
  const day = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      questions: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${reply.answered} = true))::int`,
    })
    .from(messages)
    .leftJoin(reply, sql`${reply.replyTo} = ${messages.id}`)
    .where(and(eq(messages.projectId, projectId), eq(messages.role, 'user'), gte(messages.createdAt, since)))
    .groupBy(day)
    .orderBy(asc(day));
  const counted = new Map(rows.map((r) => [r.date, r]));
  const perDay: DayCount[] = [];
  for (let i = 0; i < days; i++) {
    const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const row = counted.get(date);
    perDay.push({ date, questions: Number(row?.questions ?? 0), answered: Number(row?.answered ?? 0) });
  }
  const questions = perDay.reduce((n, d) => n + d.questions, 0);
  const answered = perDay.reduce((n, d) => n + d.answered, 0);
  return {
    days,
    perDay,
    questions,
    answered,
    answeredRate: questions === 0 ? null : answered / questions,
    topPages: await topCitedPages(db, projectId, since),
  };
}

async function topCitedPages(db: Db, projectId: string, since: Date): Promise<CitedPage[]> {
  const answers = await db
    .select({ parts: messages.parts })
    .from(messages)
    .where(
      and(eq(messages.projectId, projectId), eq(messages.role, 'assistant'), gte(messages.createdAt, since)),
    )
    .orderBy(desc(messages.id))
    .limit(MAX_ANSWERS_READ);
  const pages = new Map<string, CitedPage>();
  for (const { parts } of answers) {
    // A page cited twice in one answer counts once.
    const seen = new Set<string>();
    for (const part of parts as { type?: unknown; url?: unknown; title?: unknown }[]) {
      if (part?.type !== 'source-url' || typeof part.url !== 'string' || seen.has(part.url)) continue;
      seen.add(part.url);
      const page = pages.get(part.url) ?? {
        url: part.url,
        title: typeof part.title === 'string' && part.title ? part.title : part.url,
        citations: 0,
      };
      page.citations += 1;
      pages.set(part.url, page);
    }
  }
  return [...pages.values()]
    .sort((a, b) => b.citations - a.citations || a.url.localeCompare(b.url))
    .slice(0, TOP_PAGES);
}

/** Midnight UTC, `back` days before `now`'s day. */
export function startOfUtcDay(now: Date, back: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - back);
  return d;
}
