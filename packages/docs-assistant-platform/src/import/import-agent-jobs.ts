import { z } from '@hono/zod-openapi';
import type { Db } from '../db/open.js';
import { insertAgentJobs } from '../store/agent-jobs.js';
import { newId } from '../store/ids.js';
import { HAULT_REASONS, TodoSchema } from '../schemas/agent-jobs.js';
import { safeText } from '../schemas/common.js';
import { checkNewIds, parseNumberedLines } from './jsonl.js';
import { inArray } from 'drizzle-orm';
import { agentJobs } from '../db/schema.js';

/** One agent job per line, with the fields of the seed (including its spellings). */
export const AgentJobLineSchema = z
  .strictObject({
    sessionId: safeText(200).optional(),
    subdomain: safeText(200).optional(),
    branch: safeText(500).nullable().optional(),
    haulted: z.boolean().default(false),
    haultReason: z.enum(HAULT_REASONS).optional(),
    pullRequestLink: z.url({ protocol: /^https?$/ }).optional(),
    messageToUser: safeText(20_000).optional(),
    todos: z.array(TodoSchema).max(1000).default([]),
    userId: safeText(200).optional(),
    title: safeText(500).optional(),
    createdAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((job) => !job.haultReason || job.haulted, {
    path: ['haultReason'],
    message: 'is only given when haulted is true',
  });

export async function importAgentJobs(
  db: Db,
  project: { id: string; domain: string },
  jsonl: string,
): Promise<number> {
  const numbered = parseNumberedLines(jsonl, AgentJobLineSchema);
  await checkNewIds(
    numbered.map(({ line, value }) => ({ line, id: value.sessionId })),
    async (ids) =>
      (await db.select({ id: agentJobs.id }).from(agentJobs).where(inArray(agentJobs.id, ids))).map(
        (r) => r.id,
      ),
  );
  const lines = numbered.map((row) => row.value);
  await insertAgentJobs(
    db,
    lines.map((l) => ({
      id: l.sessionId ?? newId(),
      projectId: project.id,
      subdomain: l.subdomain ?? project.domain,
      branch: l.branch ?? null,
      haulted: l.haulted,
      haultReason: l.haultReason ?? null,
      pullRequestLink: l.pullRequestLink ?? null,
      messageToUser: l.messageToUser ?? null,
      todos: l.todos,
      userId: l.userId ?? null,
      title: l.title ?? null,
      ...(l.createdAt && { createdAt: new Date(l.createdAt) }),
    })),
  );
  return lines.length;
}
