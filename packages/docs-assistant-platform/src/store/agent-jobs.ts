import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { agentJobs } from '../db/schema.js';
import type { AgentJob } from '../schemas/agent-jobs.js';

export type NewAgentJob = typeof agentJobs.$inferInsert;
type AgentJobRow = typeof agentJobs.$inferSelect;

function toJob(row: AgentJobRow): AgentJob {
  return {
    sessionId: row.id,
    subdomain: row.subdomain,
    branch: row.branch,
    haulted: row.haulted,
    ...(row.haultReason !== null && { haultReason: row.haultReason }),
    ...(row.pullRequestLink !== null && { pullRequestLink: row.pullRequestLink }),
    ...(row.messageToUser !== null && { messageToUser: row.messageToUser }),
    todos: row.todos as AgentJob['todos'],
    ...(row.userId !== null && { userId: row.userId }),
    ...(row.title !== null && { title: row.title }),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAgentJobs(
  db: Db,
  projectId: string,
  page: { skip?: number; take?: number },
): Promise<AgentJob[]> {
  const query = db
    .select()
    .from(agentJobs)
    .where(eq(agentJobs.projectId, projectId))
    .orderBy(desc(agentJobs.createdAt), desc(agentJobs.id))
    .offset(page.skip ?? 0);
  const rows = page.take === undefined ? await query : await query.limit(page.take);
  return rows.map(toJob);
}

export async function getAgentJob(db: Db, projectId: string, id: string): Promise<AgentJob | null> {
  const [row] = await db
    .select()
    .from(agentJobs)
    .where(and(eq(agentJobs.projectId, projectId), eq(agentJobs.id, id)));
  return row ? toJob(row) : null;
}

export async function insertAgentJobs(db: Db, rows: NewAgentJob[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(agentJobs).values(rows.slice(i, i + 1000));
  });
}
