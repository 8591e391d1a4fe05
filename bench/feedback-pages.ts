/**
 * Feedback page latency at the first page and deep in a 1,000,000-row project, on the embedded
 * store. Keyset pagination should make both cost the same (goal: ratio ≤ 1.5).
 *
 *   npx tsx bench/feedback-pages.ts [rows]
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openStore } from '../packages/docs-assistant-platform/src/db/open.js';
import { createProject } from '../packages/docs-assistant-platform/src/store/projects.js';
import { listFeedback, type FeedbackFilter } from '../packages/docs-assistant-platform/src/store/feedback.js';
import { encodeFeedbackCursor } from '../packages/docs-assistant-platform/src/schemas/feedback.js';
import { feedback } from '../packages/docs-assistant-platform/src/db/schema.js';
import { median, percentile, time } from './stats.js';

const rows = Number(process.argv[2] ?? 1_000_000);
const limit = 50;
const runs = 200;

const store = await openStore({ pglite: await PGlite.create() });
const { db } = store;
const { projectId } = await createProject(db, { domain: 'bench' });

const started = performance.now();
// Two entries per timestamp, so the id has to break ties as it does in real data.
await db.execute(sql`
  insert into feedback (id, project_id, path, comment, source, status, helpful, code, created_at)
  select 'fb' || lpad(g::text, 8, '0'), ${projectId}, '/page/' || (g % 500), 'comment ' || g,
         (array['code_snippet','contextual','agent','thumbs_only'])[1 + g % 4],
         (array['pending','in_progress','resolved','dismissed'])[1 + (g / 4) % 4],
         g % 3 = 0, 'x = ' || g,
         timestamptz '2024-01-01' + (g / 2) * interval '30 seconds'
  from generate_series(1, ${rows}) g`);
await db.execute(sql`analyze feedback`);
console.log(
  `inserted ${rows.toLocaleString()} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/** The cursor a client holds after walking `depth` rows. */
async function cursorAt(depth: number, filter: FeedbackFilter) {
  if (depth === 0) return undefined;
  const where = filter.source ? sql`and source = ${filter.source}` : sql``;
  const result = await db.execute<{ id: string; created_at: string }>(sql`
    select id, created_at from ${feedback} where project_id = ${projectId} ${where}
    order by created_at desc, id desc offset ${depth - 1} limit 1`);
  const row = (result as unknown as { rows: { id: string; created_at: string | Date }[] }).rows[0]!;
  return { createdAt: new Date(row.created_at), id: row.id };
}

async function measure(label: string, depth: number, filter: FeedbackFilter = {}) {
  const cursor = await cursorAt(depth, filter);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++)
    samples.push(await time(() => listFeedback(db, projectId, filter, { cursor, limit })));
  const p50 = median(samples);
  console.log(
    `${label.padEnd(46)} p50 ${p50.toFixed(2)} ms   p99 ${percentile(samples, 99).toFixed(2)} ms` +
      (cursor ? `   cursor ${encodeFeedbackCursor(cursor).slice(0, 16)}…` : ''),
  );
  return p50;
}

const first = await measure('depth 0 (first page)', 0);
const deep = await measure('depth 10,000 rows', 10_000);
const deepest = await measure(
  `depth 10,000 pages (${(10_000 * limit).toLocaleString()} rows)`,
  10_000 * limit,
);
const filteredFirst = await measure('source=contextual, depth 0', 0, { source: 'contextual' });
const filteredDeep = await measure('source=contextual, depth 10,000 rows', 10_000, { source: 'contextual' });

console.log('');
console.log(`ratio depth 10,000 rows / first page:  ${(deep / first).toFixed(2)}  (goal ≤ 1.5)`);
console.log(`ratio depth 10,000 pages / first page: ${(deepest / first).toFixed(2)}  (goal ≤ 1.5)`);
console.log(`ratio filtered deep / filtered first:  ${(filteredDeep / filteredFirst).toFixed(2)}`);
await store.close();
