import { and, desc, eq } from 'drizzle-orm';
import type { MessagePart } from 'docs-assistant/protocol';
import { isUlid } from 'docs-assistant/protocol';
import type { Db } from '../db/open.js';
import { messages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { newTurnRows, threadKeyMatches } from '../store/threads.js';
import { turnWriterFor, type AnswerState, type TurnWriter } from '../store/turn-writer.js';

/** Every read and write of a turn in the store, in one place. */

export interface OpenedTurn {
  threadId: string;
  /** Only for a thread this turn started: the client gets it once. */
  threadKey?: string;
  /** The assistant message, saved as `partial` until the answer is complete. */
  messageId: string;
  /** Where the thread's previous answer pointed (its `source-url` parts), if there was one. */
  previousSourceUrls: string[];
  /**
   * Saves the answer as it stands, in a statement shared with concurrent turns; resolves once
   * stored. The first save also stores the thread (when new) and the question. It must be called
   * at least once: until then, follow-ups of the thread wait for it.
   */
  save(answer: AnswerState): Promise<void>;
}

/**
 * Begins a turn: continues the thread whose key the client proved (404 otherwise) or starts one.
 * Nothing is written yet: the turn's rows (thread, question and answer) go to the store with the
 * answer's first save, so the answer's first bytes wait for no write, and an answer made at once
 * costs one row insert per message and no update (see `TurnWriter`).
 */
export async function openTurn(
  db: Db,
  input: {
    projectId: string;
    fp: string;
    threadId?: string | null;
    threadKey?: string | null;
    question: string;
    parts: MessagePart[];
    pagePath: string | null;
  },
  writer: TurnWriter = turnWriterFor(db),
): Promise<OpenedTurn> {
  let knownThreadId: string | undefined;
  let previousSourceUrls: string[] = [];
  if (input.threadId) {
    const id = input.threadId.toUpperCase();
    // A turn of this thread still being written is read once stored.
    if (isUlid(id)) await writer.settled(id);
    const known =
      isUlid(id) && !!input.threadKey && (await threadKeyMatches(db, input.projectId, id, input.threadKey));
    if (!known)
      throw new ApiError(404, 'Thread not found', ['Send the threadId together with its threadKey']);
    knownThreadId = id;
    previousSourceUrls = await lastAnswerSourceUrls(db, id);
  }
  const { threadKey, ...rows } = newTurnRows({
    projectId: input.projectId,
    threadId: knownThreadId,
    fp: input.fp,
    question: { content: input.question, parts: input.parts, pagePath: input.pagePath },
  });
  const written = writer.track(rows);
  return {
    threadId: rows.question.threadId,
    threadKey,
    messageId: rows.answer.id,
    previousSourceUrls,
    save: (answer) => written.save(answer),
  };
}

async function lastAnswerSourceUrls(db: Db, threadId: string): Promise<string[]> {
  const [last] = await db
    .select({ parts: messages.parts })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.role, 'assistant')))
    .orderBy(desc(messages.id))
    .limit(1);
  return (last?.parts ?? []).flatMap((p) => {
    const part = p as { type?: unknown; url?: unknown };
    return part.type === 'source-url' && typeof part.url === 'string' ? [part.url] : [];
  });
}
