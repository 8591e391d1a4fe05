import type { Db } from '../../src/db/open.js';
import { feedback } from '../../src/db/schema.js';
import { newId } from '../../src/store/ids.js';
import { createThread, insertMessage } from '../../src/store/threads.js';
import { insertAgentJobs } from '../../src/store/agent-jobs.js';

export interface SeedTurn {
  question: string;
  answer: string;
  answered: boolean;
  /** Cited pages of the answer. */
  sources?: { url: string; title: string }[];
  pagePath?: string;
  at: Date;
}

/** One conversation of several turns, stored as the assistant stores them; returns the answers' ids. */
export async function seedConversation(
  db: Db,
  projectId: string,
  turns: SeedTurn[],
): Promise<{ threadId: string; answerIds: string[] }> {
  const { threadId } = await createThread(db, { projectId, fp: `seed-${newId()}` });
  const answerIds: string[] = [];
  for (const turn of turns) {
    const questionId = await insertMessage(db, {
      threadId,
      projectId,
      role: 'user',
      content: turn.question,
      parts: [{ type: 'text', text: turn.question }],
      pagePath: turn.pagePath ?? null,
      createdAt: turn.at,
    });
    answerIds.push(
      await insertMessage(db, {
        threadId,
        projectId,
        role: 'assistant',
        content: turn.answer,
        parts: [
          { type: 'text', text: turn.answer },
          ...(turn.sources ?? []).map((s, i) => ({ type: 'source-url', sourceId: `s${i}`, ...s })),
        ],
        replyTo: questionId,
        answered: turn.answered,
        createdAt: new Date(turn.at.getTime() + 1500),
      }),
    );
  }
  return { threadId, answerIds };
}

export interface SeedFeedback {
  source: 'thumbs_only' | 'contextual' | 'code_snippet' | 'agent';
  path: string;
  comment?: string;
  helpful?: boolean;
  contact?: string;
  code?: string;
  filename?: string;
  lang?: string;
  threadId?: string;
  messageId?: string;
  status?: 'pending' | 'in_progress' | 'resolved' | 'dismissed';
  at: Date;
}

export async function seedFeedback(db: Db, projectId: string, entries: SeedFeedback[]): Promise<string[]> {
  const rows = entries.map((e) => ({
    id: newId(),
    projectId,
    path: e.path,
    comment: e.comment ?? null,
    source: e.source,
    status: e.status ?? 'pending',
    helpful: e.helpful ?? null,
    contact: e.contact ?? null,
    code: e.code ?? null,
    filename: e.filename ?? null,
    lang: e.lang ?? null,
    threadId: e.threadId ?? null,
    messageId: e.messageId ?? null,
    createdAt: e.at,
  }));
  await db.insert(feedback).values(rows);
  return rows.map((r) => r.id);
}

export async function seedAgentJob(
  db: Db,
  projectId: string,
  job: { title: string; subdomain: string; at: Date; done?: boolean; todos: [string, string][] },
): Promise<void> {
  await insertAgentJobs(db, [
    {
      id: newId(),
      projectId,
      subdomain: job.subdomain,
      title: job.title,
      branch: `docs/${job.subdomain}-update`,
      haulted: job.done ?? false,
      haultReason: job.done ? 'completed' : null,
      pullRequestLink: job.done ? 'https://github.com/example/docs/pull/42' : null,
      messageToUser: job.done ? 'Opened a pull request with the new section.' : null,
      todos: job.todos.map(([content, status], i) => ({
        id: `t${i}`,
        content,
        status,
        priority: i === 0 ? 'high' : 'medium',
      })),
      createdAt: job.at,
    },
  ]);
}

export const daysAgo = (days: number, hour = 10) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
