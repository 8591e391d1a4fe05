import { and, eq, sql } from 'drizzle-orm';
import type { MessagePart } from 'docs-assistant/protocol';
import { isUlid } from 'docs-assistant/protocol';
import type { Db } from '../db/open.js';
import { messages, threads } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { secretMatches } from '../auth/api-keys.js';
import { newTurnRows } from '../store/threads.js';
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
    const thread =
      isUlid(id) && input.threadKey ? await threadAndLastAnswer(db, input.projectId, id) : undefined;
    if (!thread || !secretMatches(input.threadKey!, thread.keyHash))
      throw new ApiError(404, 'Thread not found', ['Send the threadId together with its threadKey']);
    knownThreadId = id;
    previousSourceUrls = (thread.lastAnswerParts ?? []).flatMap((p) => {
      const part = p as { type?: unknown; url?: unknown };
      return part.type === 'source-url' && typeof part.url === 'string' ? [part.url] : [];
    });
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

/** A thread of the project, with the parts of its last answer (if any), in one read. */
async function threadAndLastAnswer(db: Db, projectId: string, threadId: string) {
  const [row] = await db
    .select({
      keyHash: threads.keyHash,
      // Written out: a query of one table leaves its columns unqualified, which the subquery would read as its own.
      lastAnswerParts: sql<unknown[] | null>`(select m.parts from ${messages} m
        where m.thread_id = ${threads}.id and m.role = 'assistant' order by m.id desc limit 1)`.mapWith(
        messages.parts,
      ),
    })
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.projectId, projectId)));
  return row;
}
