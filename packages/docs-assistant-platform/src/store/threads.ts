import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';
import { messages, threads } from '../db/schema.js';
import { hashSecret } from '../auth/api-keys.js';
import { randomBytes } from 'node:crypto';
import { newId } from './ids.js';
import type { z } from '@hono/zod-openapi';
import type { ConversationSchema, ThreadSchema } from '../schemas/threads.js';
import type { TurnRows } from './turn-writer.js';

type Thread = z.infer<typeof ThreadSchema>;
type Conversation = z.infer<typeof ConversationSchema>;
export type NewMessage = typeof messages.$inferInsert;

export async function getThread(db: Db, projectId: string, threadId: string): Promise<Thread | null> {
  const [thread] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.projectId, projectId)));
  if (!thread) return null;
  const rows = await db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.id));
  return {
    threadId: thread.id,
    createdAt: thread.createdAt.toISOString(),
    messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/** Starts a thread; its key is returned once and stored only as a hash. */
export async function createThread(
  db: Db,
  input: { projectId: string; fp: string },
): Promise<{ threadId: string; threadKey: string }> {
  const threadId = newId();
  const threadKey = randomBytes(24).toString('base64url');
  await db
    .insert(threads)
    .values({ id: threadId, projectId: input.projectId, fp: input.fp, keyHash: hashSecret(threadKey) });
  return { threadId, threadKey };
}

export async function insertMessage(
  db: Db,
  message: Omit<NewMessage, 'id'> & { id?: string },
): Promise<string> {
  const id = message.id ?? newId();
  await db.insert(messages).values({ ...message, id });
  return id;
}

export interface TurnStart {
  projectId: string;
  /** A thread the caller proved it owns; a new one is started when absent. */
  threadId?: string;
  fp: string;
  question: { content: string; parts: unknown[]; pagePath: string | null };
}

/**
 * The rows of a question and of the answer it will get (`partial` and empty until saved), and of
 * the thread when it is new, with the new thread's key: returned once, stored only as a hash.
 */
export function newTurnRows(turn: TurnStart): TurnRows & { threadKey?: string } {
  const threadKey = turn.threadId ? undefined : randomBytes(24).toString('base64url');
  const threadId = turn.threadId ?? newId();
  const userMessageId = newId();
  return {
    threadKey,
    thread: threadKey
      ? { id: threadId, projectId: turn.projectId, fp: turn.fp, keyHash: hashSecret(threadKey) }
      : undefined,
    question: {
      id: userMessageId,
      threadId,
      projectId: turn.projectId,
      role: 'user',
      content: turn.question.content,
      parts: turn.question.parts,
      pagePath: turn.question.pagePath,
    },
    answer: {
      id: newId(),
      threadId,
      projectId: turn.projectId,
      role: 'assistant',
      content: '',
      replyTo: userMessageId,
      status: 'partial',
    },
  };
}

/** One row per user turn, newest first, paged by the turn's ULID. */
export async function listConversations(
  db: Db,
  projectId: string,
  q: { dateFrom?: Date; dateTo?: Date; cursor?: string; limit: number },
): Promise<{ conversations: Conversation[]; nextCursor: string | null; hasMore: boolean }> {
  const reply = alias(messages, 'reply');
  const where: SQL[] = [eq(messages.projectId, projectId), eq(messages.role, 'user')];
  if (q.dateFrom) where.push(gte(messages.createdAt, q.dateFrom));
  if (q.dateTo) where.push(lt(messages.createdAt, q.dateTo));
  if (q.cursor) where.push(lt(messages.id, q.cursor.toUpperCase()));
  const rows = await db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      createdAt: messages.createdAt,
      query: messages.content,
      pagePath: messages.pagePath,
      response: reply.content,
      parts: reply.parts,
      answered: reply.answered,
    })
    .from(messages)
    .leftJoin(reply, sql`${reply.replyTo} = ${messages.id}`)
    .where(and(...where))
    .orderBy(desc(messages.id))
    .limit(q.limit + 1);
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return {
    conversations: page.map((r) => ({
      id: r.threadId,
      timestamp: r.createdAt.toISOString(),
      query: r.query,
      response: r.response ?? '',
      responseType: 'answer' as const,
      sources: sourcesOf(r.parts ?? []),
      resolutionStatus: r.answered ? ('answered' as const) : ('unanswered' as const),
      queryCategory: null,
      pageUrl: r.pagePath,
    })),
    nextCursor: hasMore ? page.at(-1)!.id : null,
    hasMore,
  };
}

function sourcesOf(parts: unknown[]): { title: string; url: string }[] {
  return parts.flatMap((p) => {
    const part = p as { type?: unknown; url?: unknown; title?: unknown };
    if (part.type !== 'source-url' || typeof part.url !== 'string') return [];
    return [{ url: part.url, title: typeof part.title === 'string' ? part.title : part.url }];
  });
}
