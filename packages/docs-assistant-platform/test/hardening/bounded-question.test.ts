import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { boundQuestion, boundTerms, QUERY_BOUNDS } from '../../src/docs/query-bounds.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';

const ask = (text: string) => ({
  fp: 'anonymous',
  messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text }] }],
});

describe('bounded work per question', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  });
  afterAll(() => t?.close());

  it('cuts questions and terms to their bounds', () => {
    expect(boundQuestion('x'.repeat(100_000))).toHaveLength(QUERY_BOUNDS.questionChars);
    // Never half of a surrogate pair.
    const emoji = 'a' + '🙂'.repeat(QUERY_BOUNDS.questionChars);
    expect(boundQuestion(emoji)).not.toMatch(/[\uD800-\uDBFF]$/);
    const terms = boundTerms(['w'.repeat(60_000), ...Array.from({ length: 500 }, (_, i) => `t${i}`)]);
    expect(terms).toHaveLength(QUERY_BOUNDS.terms);
    expect(terms[0]).toHaveLength(QUERY_BOUNDS.termLength);
  });

  it('answers a 60,000-letter word and a 100 KB question without a leap in memory, /healthz answering meanwhile', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const words = ['deploy', 'configure', 'install', 'webhoook', 'authentification', 'guide', 'domain'];
    const long = Array.from({ length: 16_000 }, (_, i) => words[i % words.length])
      .join(' ')
      .slice(0, 100_000);
    const questions = ['a'.repeat(60_000), `how do I ${'b'.repeat(60_000)} install`, long, long, long];
    const health: number[] = [];
    const answers = Promise.all(
      questions.map(async (q) => {
        const res = await t.ask(ask(q));
        await res.text();
        return res.status;
      }),
    );
    // The liveness probe is served between the questions, not after all of them.
    const probes = (async () => {
      for (let i = 0; i < 5; i++) health.push((await t.get('/healthz')).status);
    })();
    expect(await answers).toEqual([200, 200, 200, 200, 200]);
    await probes;
    clearInterval(sampler);
    expect(health).toEqual([200, 200, 200, 200, 200]);
    // Unbounded fuzzy matching of the long word allocates gigabytes; bounded, it is noise.
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);

  it('still corrects typos and finds the right page', async () => {
    const res = await t.ask(ask('How do I instal it?'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('source-url');
  });
});
