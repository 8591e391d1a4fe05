import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocs } from '../../src/docs/load-docs.js';
import type { DocSection } from '../../src/docs/types.js';
import { ApiError } from '../../src/http/errors.js';
import { PooledDocs } from '../../src/search/pooled-docs.js';
import { GARBAGE_SHARE, SearchPool, type IndexSource } from '../../src/search/search-pool.js';
import { CORPUS, FIXTURE_DOCS } from '../helpers/fixture-docs.js';

let sections: DocSection[];
beforeAll(async () => {
  sections = (await loadDocs(FIXTURE_DOCS)).sections;
});

const fromSections: IndexSource = async () => ({ sections });
const query = { limit: 3 };

async function placed(pool: SearchPool, key: string, source: IndexSource = fromSections) {
  return new PooledDocs(pool, key, (await pool.place(key, source)).info);
}

describe('the search pool', () => {
  const crashes = new Int32Array(new SharedArrayBuffer(4));
  let pool: SearchPool;
  beforeAll(() => {
    pool = new SearchPool({ threads: 2, faults: { crashOnQuery: 'crash here', crashes } });
  });
  afterAll(() => pool.close());

  it('builds an index on a thread and answers from it', async () => {
    const docs = await placed(pool, 'a');
    expect(docs.size).toBe(sections.length);
    const hits = await docs.search('roll back a deployment', query);
    expect(hits[0]!.section.path).toBe('/guides/deploy');
    const page = await docs.pageContent('/guides/deploy');
    expect(page?.content).toMatch(/^# /);
  });

  it('retries a call whose thread crashed in the middle of it, on a new thread', async () => {
    const docs = await placed(pool, 'b');
    Atomics.store(crashes, 0, 1);
    // The thread dies while answering; the index is loaded again on its replacement, which answers.
    expect(await docs.search('crash here', query)).toEqual(await docs.search('crash here', query));
    expect(Atomics.load(crashes, 0)).toBe(0);
    expect((await docs.search('roll back a deployment', query))[0]!.section.path).toBe('/guides/deploy');
  });

  it('fails a call that crashes its thread twice with the error body, and keeps serving', async () => {
    const docs = await placed(pool, 'c');
    Atomics.store(crashes, 0, 2);
    const failed = await docs.search('crash here', query).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 503, message: 'Search unavailable' });
    expect((failed as ApiError).details[0]).toMatch(/stopped unexpectedly/);
    // Both threads were replaced; every index still answers.
    for (const key of ['a', 'b', 'c'])
      expect(
        (
          await new PooledDocs(pool, key, { defaultLanguage: null, size: 0, bytes: 0, heapUsed: 0 }).search(
            'install',
            query,
          )
        ).length,
      ).toBeGreaterThan(0);
  });

  it('replaces a thread that stops while idle, and loads its indexes again on their next call', async () => {
    const docs = await placed(pool, 'd');
    await pool.stopThreadOf('d');
    expect(pool.loaded()).not.toContain('d');
    expect((await docs.search('roll back a deployment', query))[0]!.section.path).toBe('/guides/deploy');
    expect(pool.loaded()).toContain('d');
  });
});

describe('the loaded indexes', () => {
  it('stay under the memory budget, least recently used unloaded first, and load again when used', async () => {
    const probe = new SearchPool({ threads: 1 });
    // What an index takes in its thread, counted from its data (index-memory.test.ts measures it).
    const one = (await probe.place('probe', fromSections)).info.bytes;
    await probe.close();

    // Room for two indexes beside the budget's share for garbage.
    const budget = Math.floor((one * 2.5) / (1 - GARBAGE_SHARE));
    const pool = new SearchPool({ threads: 2, memoryBudgetBytes: budget });
    try {
      const loads = new Map<string, number>();
      const counted =
        (key: string): IndexSource =>
        async () => {
          loads.set(key, (loads.get(key) ?? 0) + 1);
          return { sections };
        };
      const docs = Object.fromEntries(
        await Promise.all(
          ['a', 'b'].map(async (key) => [key, await placed(pool, key, counted(key))] as const),
        ),
      );
      expect(pool.loaded().sort()).toEqual(['a', 'b']);
      await docs.a!.search('deploy', query); // a is now used more recently than b
      docs.c = await placed(pool, 'c', counted('c'));
      expect(pool.loaded()).toEqual(['a', 'c']);
      expect(pool.loadedBytes).toBeLessThanOrEqual(budget * (1 - GARBAGE_SHARE));

      // b was unloaded: its next call loads it again (and unloads the least recently used, a).
      expect((await docs.b!.search('roll back a deployment', query))[0]!.section.path).toBe('/guides/deploy');
      expect(loads.get('b')).toBe(2);
      expect(pool.loaded()).toEqual(['c', 'b']);
      expect(pool.loadedBytes).toBeLessThanOrEqual(budget * (1 - GARBAGE_SHARE));
      expect(loads.get('c')).toBe(1);
    } finally {
      await pool.close();
    }
  });
});

describe('a thread whose indexes come and go', () => {
  it.runIf(CORPUS)(
    'keeps what unloaded indexes leave behind within the budget (100-page sites of the Mintlify corpus)',
    { timeout: 300_000 },
    async () => {
      const all = (await loadDocs(CORPUS!)).sections;
      const pages = new Set([...new Set(all.map((s) => s.path))].slice(0, 100));
      const site = all.filter((s) => pages.has(s.path));
      const probe = new SearchPool({ threads: 1 });
      const { blob, info } = await probe.place('probe', async () => ({ sections: site }));
      await probe.close();
      const budget = Math.floor((3 * info.bytes) / (1 - GARBAGE_SHARE));
      const pool = new SearchPool({ threads: 1, memoryBudgetBytes: budget });
      try {
        const stored: IndexSource = async () => ({ blob: blob!.slice() });
        await pool.place('site-0', stored);
        const [start] = await pool.heapBytes();
        // Each site loaded unloads the least recently used: 40 indexes' worth of garbage.
        for (let n = 1; n <= 40; n++) await pool.place(`site-${n}`, stored);
        const [end] = await pool.heapBytes();
        expect(pool.loaded()).toHaveLength(3);
        expect(end!.used - start!.used).toBeLessThanOrEqual(budget);
      } finally {
        await pool.close();
      }
    },
  );
});

describe('a busy index', () => {
  it('is copied to another thread when calls wait on its own, and answers alike from both', async () => {
    const pool = new SearchPool({ threads: 2, maxThreadsPerIndex: 2 });
    try {
      const built = await pool.place('busy', fromSections);
      const blob = built.blob!;
      // Stored, as the library stores a built index: a copy is loaded from it.
      const docs = await placed(pool, 'busy', async () => ({ blob: blob.slice() }));
      expect(pool.threadsHolding('busy')).toBe(1);
      const expected = await docs.search('roll back a deployment', query);
      for (let round = 0; round < 20 && pool.threadsHolding('busy') < 2; round++)
        await Promise.all(Array.from({ length: 8 }, () => docs.search('roll back a deployment', query)));
      expect(pool.threadsHolding('busy')).toBe(2);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => docs.search('roll back a deployment', query)),
      );
      for (const hits of answers) expect(hits).toEqual(expected);
    } finally {
      await pool.close();
    }
  });

  it('is not copied when the memory budget has no room for a copy', async () => {
    const probe = new SearchPool({ threads: 1 });
    const built = await probe.place('probe', fromSections);
    // Measured as loaded from the stored index, as the copies would be.
    const fromBlob = () => Promise.resolve({ blob: built.blob!.slice() });
    const one = (await probe.place('stored', fromBlob)).info.bytes;
    await probe.close();
    const budget = Math.floor((one * 1.5) / (1 - GARBAGE_SHARE));
    const pool = new SearchPool({ threads: 2, maxThreadsPerIndex: 2, memoryBudgetBytes: budget });
    try {
      const docs = await placed(pool, 'busy', fromBlob);
      for (let round = 0; round < 5; round++)
        await Promise.all(Array.from({ length: 8 }, () => docs.search('install', query)));
      expect(pool.threadsHolding('busy')).toBe(1);
      expect(pool.loadedBytes).toBeLessThanOrEqual(budget * (1 - GARBAGE_SHARE));
    } finally {
      await pool.close();
    }
  });
});
