import { describe, expect, it } from 'vitest';
import { BOUNDS, boundOf, PageRanking, type RankOptions } from '../../src/docs/page-ranking.js';
import type { DocSection } from '../../src/docs/types.js';
import { random } from '../helpers/random.js';

/** Sections of `pages` pages in a few folders and two languages, a page's sections not always together. */
function site(seed: number, pages: number): DocSection[] {
  const next = random(seed);
  const sections: DocSection[] = [];
  for (let n = 0; n < pages * 4; n++) {
    const page = Math.floor(next() * pages);
    sections.push({
      id: `s${n}`,
      path: `/f${page % 3}/p${page}`,
      anchor: n % 4 ? `a${n}` : null,
      pageTitle: `Page ${page}`,
      headings: [],
      text: '',
      code: [],
      version: null,
      language: page % 5 ? 'en' : 'fr',
      groups: [],
      position: n,
    });
  }
  return sections;
}

/** Some of the sections, in any order, with scores drawn from a few values: ties are common. */
function matches(seed: number, sections: number) {
  const next = random(seed);
  const docs = [...Array(sections).keys()].filter(() => next() < 0.6).sort(() => next() - 0.5);
  const scores = docs.map(() => 1 + Math.floor(next() * 4) / 2);
  return { count: docs.length, docs: Uint32Array.from(docs), scores: Float64Array.from(scores) };
}

/** The sections `allows` lets through, as `RankOptions.allowed` marks them. */
const mask = (sections: DocSection[], allows: (s: DocSection) => boolean) =>
  Uint8Array.from(sections, (s) => (allows(s) ? 1 : 0));

const ids = (hits: { section: DocSection; score: number }[]) => hits.map((h) => `${h.section.id} ${h.score}`);

describe('PageRanking', () => {
  it('ranks exactly as without leaving out pages that cannot place', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const sections = site(seed, 30);
      const ranking = new PageRanking(sections, 'en');
      const found = matches(seed * 7, sections.length);
      const variants: Omit<RankOptions, 'limit'>[] = [
        { preferDefault: true, allowed: null },
        { preferDefault: false, allowed: null, currentPath: '/f1/p4' },
        { preferDefault: true, allowed: mask(sections, (s) => s.language === 'en'), priorPaths: ['/f2/p5'] },
        // Some sections of a page let through, others not.
        { preferDefault: true, allowed: mask(sections, (s) => Number(s.id.slice(1)) % 3 !== 0) },
      ];
      for (const opts of variants)
        for (const limit of [1, 3, 10]) {
          // With a limit above the matches nothing is left out before ranking: the reference.
          const all = ranking.rank(found, { ...opts, limit: 1e9 }).slice(0, limit);
          expect(ids(ranking.rank(found, { ...opts, limit })), `seed ${seed} limit ${limit}`).toEqual(
            ids(all),
          );
        }
    }
  });

  it('takes a page whose path ends in a slash for the page the reader is on, however the address writes it', () => {
    const sections = site(3, 30).map((s) => ({ ...s, path: `${s.path}/` }));
    const ranking = new PageRanking(sections, 'en');
    const found = matches(21, sections.length);
    const rank = (currentPath?: string) =>
      ids(ranking.rank(found, { preferDefault: true, allowed: null, currentPath, limit: 10 }));
    expect(rank('/f1/p4')).toEqual(rank('/f1/p4/'));
    expect(rank('/f1/p4.html')).toEqual(rank('/f1/p4/'));
    expect(rank('/f1/p4/')).not.toEqual(rank());
  });

  it('reads a page bound from its table as it would work it out', () => {
    for (let n = 0; n < 200; n++) expect(BOUNDS[Math.min(n, BOUNDS.length - 1)]).toBe(boundOf(n));
  });
});
