import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeedback } from '../../src/import/import-feedback.js';
import { FEEDBACK_SOURCES, FEEDBACK_STATUSES } from '../../src/schemas/feedback.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

interface Entry {
  id: string;
  createdAt: string;
  source: string;
  status: string;
  [field: string]: unknown;
}

/** A small deterministic PRNG, so a failing walk can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]) => items[Math.floor(rand() * items.length)]!;

function line(rand: () => number, i: number) {
  const source = pick(rand, FEEDBACK_SOURCES);
  // Few distinct timestamps, so many entries share one and the id must break ties.
  const createdAt = new Date(
    Date.UTC(2025, 0, 1 + Math.floor(rand() * 40), Math.floor(rand() * 3)),
  ).toISOString();
  return {
    id: `fb-${String(i).padStart(4, '0')}`,
    path: `/page/${i % 17}`,
    comment: rand() < 0.2 ? null : `comment ${i}`,
    createdAt,
    source,
    status: pick(rand, FEEDBACK_STATUSES),
    ...(source === 'contextual' && {
      helpful: rand() < 0.5,
      contact: rand() < 0.3 ? `u${i}@example.com` : null,
    }),
    ...(source === 'code_snippet' && {
      code: `console.log(${i})`,
      filename: rand() < 0.5 ? 'a.js' : null,
      lang: 'js',
    }),
  };
}

describe.each(STORE_KINDS)('GET /v1/analytics/{projectId}/feedback (%s)', (kind) => {
  let t: TestApp;
  let all: ReturnType<typeof line>[];
  const rand = prng(42);

  beforeAll(async () => {
    t = await createTestApp(kind, { analyticsPerOrg: { points: 100_000, duration: 3600 } });
    all = Array.from({ length: 300 }, (_, i) => line(rand, i));
    await importFeedback(t.store.db, t.a.projectId, all.map((l) => JSON.stringify(l)).join('\n'));
    await importFeedback(t.store.db, t.b.projectId, JSON.stringify(line(rand, 999)));
  });
  afterAll(() => t.close());

  const url = (query: Record<string, string>) =>
    `/v1/analytics/${t.a.projectId}/feedback?${new URLSearchParams(query).toString()}`;

  async function page(query: Record<string, string>) {
    const res = await t.get(url(query), t.a.adminKey);
    expect(res.status).toBe(200);
    return (await res.json()) as { feedback: Entry[]; nextCursor: string | null; hasMore: boolean };
  }

  async function walk(query: Record<string, string>, onPage?: () => Promise<void>) {
    const seen: Entry[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 1000; guard++) {
      const p = await page(cursor ? { ...query, cursor } : query);
      seen.push(...p.feedback);
      expect(p.hasMore).toBe(p.nextCursor !== null);
      if (!p.hasMore) return seen;
      cursor = p.nextCursor;
      await onPage?.();
    }
    throw new Error('pagination did not end');
  }

  it('returns the newest 50 by default, with the fields of each source', async () => {
    const p = await page({});
    expect(p.feedback).toHaveLength(50);
    expect(p.hasMore).toBe(true);
    for (const e of p.feedback) {
      expect(Object.keys(e).sort()).toEqual(
        [
          'id',
          'path',
          'comment',
          'createdAt',
          'source',
          'status',
          ...(e.source === 'contextual' ? ['helpful', 'contact'] : []),
          ...(e.source === 'code_snippet' ? ['code', 'filename', 'lang'] : []),
        ].sort(),
      );
    }
    const times = p.feedback.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('walks every matching entry exactly once under random filters, like a direct query', async () => {
    const r = prng(7);
    for (let round = 0; round < 12; round++) {
      const query: Record<string, string> = { limit: String(1 + Math.floor(r() * 40)) };
      if (r() < 0.5) query.source = pick(r, FEEDBACK_SOURCES);
      if (r() < 0.5) query.status = FEEDBACK_STATUSES.filter(() => r() < 0.5).join(',') || 'pending';
      if (r() < 0.5) query.dateFrom = `2025-01-${String(1 + Math.floor(r() * 20)).padStart(2, '0')}`;
      if (r() < 0.5) query.dateTo = new Date(Date.UTC(2025, 0, 15 + Math.floor(r() * 30))).toISOString();
      const expected = all
        .filter((e) => !query.source || e.source === query.source)
        .filter((e) => !query.status || query.status.split(',').includes(e.status))
        .filter(
          (e) => !query.dateFrom || e.createdAt >= new Date(`${query.dateFrom}T00:00:00Z`).toISOString(),
        )
        .filter((e) => !query.dateTo || e.createdAt < query.dateTo)
        .sort((a, b) =>
          a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
        )
        .map((e) => e.id);
      const seen = await walk(query);
      expect(
        seen.map((e) => e.id),
        JSON.stringify(query),
      ).toEqual(expected);
    }
  });

  it('keeps a walk exact while new feedback arrives', async () => {
    const before = all.map((e) => e.id).sort();
    let n = 0;
    const seen = await walk({ limit: '37' }, async () => {
      const fresh = { ...line(rand, 5000 + n++), id: `new-${n}`, createdAt: new Date().toISOString() };
      await importFeedback(t.store.db, t.a.projectId, JSON.stringify(fresh));
    });
    expect(n).toBeGreaterThan(3);
    expect(seen.map((e) => e.id).sort()).toEqual(before);
  });

  it('rejects bad query values with one detail per field', async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ limit: '0' }, ['limit']],
      [{ limit: '101' }, ['limit']],
      [{ limit: 'ten' }, ['limit']],
      [{ source: 'email' }, ['source']],
      [{ status: 'pending,open' }, ['status']],
      [{ dateFrom: 'yesterday' }, ['dateFrom']],
      [{ dateTo: '2024-13-01' }, ['dateTo']],
      [{ cursor: 'not-a-cursor' }, ['cursor']],
      [
        { limit: '500', source: 'x', cursor: '!!', dateFrom: '1/2/2024' },
        ['limit', 'source', 'cursor', 'dateFrom'],
      ],
    ];
    for (const [query, fields] of cases) {
      const res = await t.get(url(query), t.a.adminKey);
      expect(res.status, JSON.stringify(query)).toBe(400);
      const body = (await res.json()) as { error: string; details: { message: string }[] };
      expect(body.error).toMatch(/invalid/i);
      expect(body.details.map((d) => d.message.split(':')[0]).sort()).toEqual([...fields].sort());
    }
  });

  it('accepts a full ISO 8601 date-time as a bound', async () => {
    const p = await page({
      dateFrom: '2025-01-10T00:00:00.000Z',
      dateTo: '2025-01-11T00:00:00+00:00',
      limit: '100',
    });
    expect(p.feedback.every((e) => e.createdAt >= '2025-01-10' && e.createdAt < '2025-01-11')).toBe(true);
    expect(p.feedback.length).toBe(all.filter((e) => e.createdAt.startsWith('2025-01-10')).length);
  });

  it('does not show another organization’s feedback', async () => {
    const ids = (await walk({ limit: '100' })).map((e) => e.id);
    expect(ids).not.toContain('fb-0999');
  });
});
