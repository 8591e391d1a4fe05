import { describe, expect, it } from 'vitest';
import { DocsIndex } from '../../src/docs/search-index.js';
import { TermIndexBuilder } from '../../src/docs/term-index-build.js';
import type { TermQuery } from '../../src/docs/term-index.js';
import type { DocSection } from '../../src/docs/types.js';
import { levenshtein } from '../helpers/edit-distance.js';
import { random } from '../helpers/random.js';

const WORDS =
  'deploy deployment preview branch domain custom redirect page section sidebar navigation theme color dark mode search index analytics token header footer api reference openapi endpoint webhook install cli command config setting locale version'.split(
    ' ',
  );

/** Fields of random words, some words more frequent than others. */
function corpus(seed: number, docs: number): string[][][] {
  const next = random(seed);
  const word = () => WORDS[Math.floor(next() ** 2 * WORDS.length)]!;
  const field = (max: number) => Array.from({ length: Math.floor(next() * max) }, word);
  return Array.from({ length: docs }, () => [field(4), field(6), field(8), field(40), field(10)]);
}

/** BM25+ as MiniSearch scores it, section by section, every term compared: the reference. */
function reference(
  docs: string[][][],
  query: TermQuery[],
  boosts: number[],
  weights: { prefix: number; fuzzy: number },
  every: boolean,
): Map<number, number> {
  const vocabulary = [...new Set(docs.flat(2))];
  const averages = boosts.map((_, f) => docs.reduce((sum, d) => sum + new Set(d[f]).size, 0) / docs.length);
  const matching = (term: string, f: number) => docs.filter((d) => d[f]!.includes(term)).length;
  const scores = new Map<number, number>();
  docs.forEach((fields, doc) => {
    let score = 0;
    const matched = new Set<string>();
    let all = true;
    for (const q of query) {
      const expansions: [string, number][] = [];
      for (const term of vocabulary) {
        if (term === q.term) expansions.push([term, 1]);
        else if (q.prefix && term.startsWith(q.term)) {
          const distance = term.length - q.term.length;
          expansions.push([term, (weights.prefix * term.length) / (term.length + 0.3 * distance)]);
        } else if (q.fuzzy > 0) {
          const distance = levenshtein(term, q.term);
          if (distance <= q.fuzzy)
            expansions.push([term, (weights.fuzzy * term.length) / (term.length + distance)]);
        }
      }
      let hit = false;
      for (const [term, weight] of expansions)
        fields.forEach((words, f) => {
          const tf = words.filter((w) => w === term).length;
          if (!tf) return;
          hit = true;
          const n = matching(term, f);
          const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
          const length = new Set(words).size;
          score +=
            weight *
            q.boost *
            boosts[f]! *
            idf *
            (0.5 + (tf * 2.2) / (tf + 1.2 * (0.3 + (0.7 * length) / averages[f]!)));
        });
      if (hit) matched.add(q.term);
      else all = false;
    }
    if (matched.size && (!every || all)) scores.set(doc, score * matched.size);
  });
  return scores;
}

describe('term index', () => {
  const docs = corpus(3, 300);
  const builder = new TermIndexBuilder(5);
  for (const fields of docs) builder.add(fields);
  const index = builder.finish();
  const boosts = [3, 2.5, 1.5, 1, 0.4];
  const weights = { prefix: 0.5, fuzzy: 0.4 };
  const q = (term: string, extra: Partial<TermQuery> = {}): TermQuery => ({
    term,
    boost: 1,
    prefix: false,
    fuzzy: 0,
    ...extra,
  });
  const queries: TermQuery[][] = [
    [q('deploy'), q('preview')],
    [q('custom'), q('domain'), q('redirect', { boost: 0.3 })],
    [q('api'), q('webhook'), q('api')],
    [q('search'), q('de', { prefix: true })],
    [q('navigaton', { fuzzy: 2 }), q('thme', { fuzzy: 1 }), q('conf', { prefix: true })],
    [q('nothing'), q('index', { boost: 0.5 })],
  ];

  it('scores every section as BM25+ over its fields, term by term', () => {
    for (const query of queries)
      for (const every of [false, true]) {
        const matches = index.match(query, { fieldBoosts: boosts, weights, every });
        const got = new Map<number, number>();
        for (let i = 0; i < matches.count; i++) got.set(matches.docs[i]!, matches.scores[i]!);
        const expected = reference(docs, query, boosts, weights, every);
        expect(
          [...got.keys()].sort((a, b) => a - b),
          JSON.stringify(query),
        ).toEqual([...expected.keys()].sort((a, b) => a - b));
        for (const [doc, score] of expected) expect(got.get(doc)).toBeCloseTo(score, 9);
      }
  });

  it('scores typo matches only when the sections their terms occur in stay within the bound it is given', () => {
    const query = [q('navigaton', { fuzzy: 2 }), q('thme', { fuzzy: 1 })];
    const exact = index.match([q('navigaton'), q('thme')], { fieldBoosts: boosts, weights, every: false });
    expect(exact.count).toBe(0);
    // The bound sees the sections of every term the typos stand for: "navigation" and "theme".
    const asked: number[] = [];
    const counted = (bound: number) =>
      index.match(query, {
        fieldBoosts: boosts,
        weights,
        every: false,
        allowFuzzy: (sections) => (asked.push(sections), sections <= bound),
      }).count;
    const within = counted(Infinity);
    expect(asked[0]).toBe(index.frequency('navigation') + index.frequency('theme'));
    expect(within).toBeGreaterThan(0);
    expect(counted(asked[0]!)).toBe(within);
    expect(counted(asked[0]! - 1)).toBe(0);
  });

  it('counts the sections each term occurs in', () => {
    for (const term of WORDS)
      expect(index.frequency(term)).toBe(docs.filter((d) => d.flat().includes(term)).length);
  });
});

describe('ranking pages', () => {
  /** Pages of a few sections of random words, in two languages and versions. */
  function sections(seed: number, pages: number): DocSection[] {
    const next = random(seed);
    const words = (n: number) =>
      Array.from({ length: n }, () => WORDS[Math.floor(next() ** 2 * WORDS.length)]).join(' ');
    const out: DocSection[] = [];
    for (let page = 0; page < pages; page++) {
      const path = `/${['guide', 'api', 'fr'][page % 3]}/p${page}`;
      const count = 1 + Math.floor(next() * 6);
      for (let position = 0; position < count; position++)
        out.push({
          id: `${path}#${position}`,
          path,
          anchor: position ? `s${position}` : null,
          pageTitle: words(2),
          headings: position ? [words(2)] : [],
          text: words(30),
          code: [],
          version: page % 4 === 0 ? 'v1' : null,
          language: path.startsWith('/fr') ? 'fr' : 'en',
          groups: [],
          position,
        });
    }
    return out;
  }

  it('gives the same top hits as ranking every matching page', () => {
    const all = sections(5, 400);
    const index = DocsIndex.build(all);
    const questions = [
      'deploy a preview branch',
      'custom domain redirect',
      'api reference endpoint',
      'dark theme color',
      'instal the cli',
    ];
    for (const question of questions)
      for (const opts of [
        {},
        { currentPath: '/api/p4', priorPaths: ['/guide/p9'] },
        { filter: { language: 'en' } },
        { asYouType: true },
      ])
        for (const limit of [1, 5, 12]) {
          const top = index.search(question, { ...opts, limit });
          const exhaustive = index.search(question, { ...opts, limit: all.length }).slice(0, limit);
          expect(
            top.map((h) => [h.section.id, h.score]),
            `${question} ${JSON.stringify(opts)} ${limit}`,
          ).toEqual(exhaustive.map((h) => [h.section.id, h.score]));
        }
  });
});
