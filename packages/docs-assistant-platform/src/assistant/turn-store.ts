import { and, desc, eq } from 'drizzle-orm';
import type { MessagePart } from 'docs-assistant/protocol';
import { isUlid } from 'docs-assistant/protocol';
import type { Db } from '../db/open.js';
import { messages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { startTurn, threadKeyMatches, updateMessage } from '../store/threads.js';

/** Every read and write of a turn in the store, in one place. */

export interface OpenedTurn {
  threadId: string;
  /** Only for a thread this turn started: the client gets it once. */
  threadKey?: string;
  /** The assistant message, saved as `partial` until the answer is complete. */
  messageId: string;
  /** Where the thread's previous answer pointed (its `source-url` parts), if there was one. */
  previousSourceUrls: string[];
}

/**
 * Begins a turn: continues the thread whose key the client proved (404 otherwise) or starts one,
 * stores the question, and the answer to come as an empty partial message.
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
): Promise<OpenedTurn> {
  let knownThreadId: string | undefined;
  let previousSourceUrls: string[] = [];
  if (input.threadId) {
    const id = input.threadId.toUpperCase();
    const known =
      isUlid(id) && !!input.threadKey && (await threadKeyMatches(db, input.projectId, id, input.threadKey));
    if (!known)
      throw new ApiError(404, 'Thread not found', ['Send the threadId together with its threadKey']);
    knownThreadId = id;
    previousSourceUrls = await lastAnswerSourceUrls(db, id);
  }
  // The thread (when new), the question and the answer's row: all written, or none.
  const { threadId, threadKey, messageId } = await startTurn(db, {
    projectId: input.projectId,
    threadId: knownThreadId,
    fp: input.fp,
    question: { content: input.question, parts: input.parts, pagePath: input.pagePath },
  });
  return { threadId, threadKey, messageId, previousSourceUrls };
}

/** Saves the answer as it stands: while it streams, and once more when it ends. */
export function saveAnswer(
  db: Db,
  messageId: string,
  answer: { content: string; parts: unknown[]; status: 'partial' | 'complete'; answered: boolean },
): Promise<void> {
  return updateMessage(db, messageId, answer);
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
