import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/open.js';

/** Threads without messages, and questions without their answer row: what a half-written turn leaves. */
export async function orphanCounts(db: Db): Promise<{ threads: number; questions: number }> {
  const count = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows?: { n: number }[] } & { n: number }[];
    const rows = result.rows ?? result;
    return Number(rows[0]!.n);
  };
  return {
    threads: await count(
      sql`select count(*)::int as n from threads t where not exists (select 1 from messages m where m.thread_id = t.id)`,
    ),
    questions: await count(
      sql`select count(*)::int as n from messages q where q.role = 'user' and not exists (select 1 from messages a where a.reply_to = q.id)`,
    ),
  };
}
