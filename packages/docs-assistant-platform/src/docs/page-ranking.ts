import { kthLargest } from './kth-largest.js';
import { pageKey } from './page-url.js';
import type { Matches } from './term-index.js';
import type { DocSection, SearchHit } from './types.js';

/** How much a page's further matching sections add to its best one. */
const PAGE_DECAY = 0.3;
const SAME_PAGE_BOOST = 1.15;
const SAME_FOLDER_BOOST = 1.06;
/** A page the previous answer cited, for a question that refers back to it. */
const PRIOR_PAGE_BOOST = 1.5;
/** Without a language filter, sections in other languages than the site's default weigh this much. */
const OTHER_LANGUAGE_WEIGHT = 0.5;
/** Sections per page in the top results, unless too few pages match to fill them. */
const SECTIONS_PER_PAGE = 2;
/**
 * A page's score is its best section's plus its further ones' decayed: with n matching sections, at
 * most its best section's times 1 + PAGE_DECAY + … + PAGE_DECAY^(n-1). The slack covers rounding.
 */
export const boundOf = (n: number) => ((1 - PAGE_DECAY ** n) / (1 - PAGE_DECAY)) * (1 + 1e-9);
/**
 * `boundOf(n)` for n below its length, worked out once: a search reads it for every matching page.
 * Past it PAGE_DECAY ** n is below a double's precision beside 1, so the last entry is every larger n's.
 */
export const BOUNDS = Float64Array.from({ length: 64 }, (_, n) => boundOf(n));
const boundAt = (n: number) => BOUNDS[n < BOUNDS.length ? n : BOUNDS.length - 1]!;

export interface RankOptions {
  limit: number;
  currentPath?: string;
  priorPaths?: string[];
  priorWeight?: number;
  /** Sections in another language than the site's default weigh less. */
  preferDefault: boolean;
  /** Sections a filter lets through, 1 at each one's position; all when absent. */
  allowed: Uint8Array | null;
}

/**
 * Turns scored sections into the top hits, page by page: the page that answers outranks pages that
 * merely mention the terms. Only pages that can reach the top are scored and sorted: a page's
 * score is at least its best section's and at most `boundOf` times it, so a page whose bound is
 * below the best sections of `limit` other pages cannot place; of the rest, only pages scoring at
 * least the `limit`-th best page score are ranked.
 */
export class PageRanking {
  /** Page of each section, and each page's path and folder. */
  private readonly pageOf: Uint32Array;
  private readonly pageIds = new Map<string, number>();
  private readonly folderIds = new Map<string, number>();
  private readonly pageFolder: Uint32Array;
  private readonly otherLanguage: Uint8Array;
  private readonly priorPages: Uint8Array;
  /** Each page's sections: `pageDocs` from `pageStart[page]` to `pageStart[page + 1]`. */
  private readonly pageStart: Uint32Array;
  private readonly pageDocs: Uint32Array;
  private scratch?: {
    /** Where each section is among the matches; valid only where `docs[matchOf[doc]] === doc`. */
    matchOf: Uint32Array;
    best: Float64Array;
    matched: Uint32Array;
    pages: Uint32Array;
    kept: Uint32Array;
    values: Float64Array;
    final: Float64Array;
    picked: Uint32Array;
    start: Uint32Array;
    pageScores: Float64Array;
  };

  constructor(
    private readonly sections: readonly DocSection[],
    defaultLanguage: string | null,
  ) {
    this.pageOf = new Uint32Array(sections.length);
    this.otherLanguage = new Uint8Array(sections.length);
    const folders: number[] = [];
    sections.forEach((section, doc) => {
      const key = pageKey(section.path);
      let page = this.pageIds.get(key);
      if (page === undefined) {
        page = this.pageIds.size;
        this.pageIds.set(key, page);
        const name = folder(key);
        if (!this.folderIds.has(name)) this.folderIds.set(name, this.folderIds.size);
        folders.push(this.folderIds.get(name)!);
      }
      this.pageOf[doc] = page;
      this.otherLanguage[doc] = section.language !== defaultLanguage ? 1 : 0;
    });
    this.pageFolder = Uint32Array.from(folders);
    this.priorPages = new Uint8Array(this.pageIds.size);
    // Sections grouped by page (a counting sort): a page that may place is read from here, not
    // found among every match.
    this.pageStart = new Uint32Array(this.pageIds.size + 1);
    for (const page of this.pageOf) this.pageStart[page + 1]!++;
    for (let page = 0; page < this.pageIds.size; page++)
      this.pageStart[page + 1] = this.pageStart[page + 1]! + this.pageStart[page]!;
    this.pageDocs = new Uint32Array(sections.length);
    const filled = this.pageStart.slice(0, -1);
    this.pageOf.forEach((page, doc) => (this.pageDocs[filled[page]!++] = doc));
  }

  rank(matches: Matches, opts: RankOptions): SearchHit[] {
    if (opts.limit < 1) return [];
    const { count, docs, scores } = matches;
    const { matchOf, best, matched, pages, kept, values, final, picked, start, pageScores } =
      this.scratchArrays();
    const current = opts.currentPath ? pageKey(opts.currentPath) : undefined;
    const currentPage = current === undefined ? -1 : (this.pageIds.get(current) ?? -1);
    const currentFolder = current === undefined ? -1 : (this.folderIds.get(folder(current)) ?? -1);
    // Pages the previous answer cited, marked in a table: a lookup per matching section stays cheap.
    const prior = this.priorPages;
    const cited = (opts.priorPaths ?? [])
      .map((path) => this.pageIds.get(pageKey(path)))
      .filter((p) => p !== undefined);
    for (const page of cited) prior[page] = 1;
    const priorBoost = 1 + (PRIOR_PAGE_BOOST - 1) * (opts.priorWeight ?? 1);
    let touched = 0;
    for (let i = 0; i < count; i++) {
      const doc = docs[i]!;
      matchOf[doc] = i;
      if (opts.allowed && !opts.allowed[doc]) {
        final[i] = -1;
        continue;
      }
      const page = this.pageOf[doc]!;
      let score =
        scores[i]! *
        (current === undefined
          ? 1
          : page === currentPage
            ? SAME_PAGE_BOOST
            : this.pageFolder[page] === currentFolder
              ? SAME_FOLDER_BOOST
              : 1);
      if (cited.length && prior[page]) score *= priorBoost;
      if (opts.preferDefault && this.otherLanguage[doc]) score *= OTHER_LANGUAGE_WEIGHT;
      final[i] = score;
      if (best[page] === -Infinity) pages[touched++] = page;
      if (score > best[page]!) best[page] = score;
      matched[page]!++;
    }
    // The limit-th best page is at least this good (a page scores at least its best section);
    // pages whose bound stays below it are left out.
    let floor = -Infinity;
    if (touched > opts.limit) {
      for (let i = 0; i < touched; i++) values[i] = best[pages[i]!]!;
      floor = kthLargest(values, touched, opts.limit);
    }
    // Pages whose bound reaches it get a run of `picked` each, for their sections best first: no
    // allocation in proportion to the matches, which on a large site would keep the collector busy.
    // Their matching sections are found among their own sections, not by reading every match again.
    let candidates = 0;
    let end = 0;
    for (let n = 0; n < touched; n++) {
      const page = pages[n]!;
      if (best[page]! * boundAt(matched[page]!) < floor) continue;
      start[page] = end;
      for (let at = this.pageStart[page]!; at < this.pageStart[page + 1]!; at++) {
        const doc = this.pageDocs[at]!;
        const i = matchOf[doc]!;
        if (i < count && docs[i] === doc && final[i]! >= 0) picked[end++] = i;
      }
      kept[candidates++] = page;
    }
    // Each candidate page's score, exactly as `byPage` will compute it.
    for (let n = 0; n < candidates; n++) {
      const page = kept[n]!;
      const from = start[page]!;
      const to = from + matched[page]!;
      sortByScore(picked, from, to, final);
      let sum = 0;
      for (let at = from; at < to; at++) sum += final[picked[at]!]! * PAGE_DECAY ** (at - from);
      pageScores[n] = sum;
      values[n] = sum;
    }
    const least = candidates > opts.limit ? kthLargest(values, candidates, opts.limit) : -Infinity;
    const results: { doc: number; raw: number; score: number }[] = [];
    for (let n = 0; n < candidates; n++) {
      const page = kept[n]!;
      if (pageScores[n]! >= least)
        for (let at = start[page]!; at < start[page]! + matched[page]!; at++) {
          const i = picked[at]!;
          results.push({ doc: docs[i]!, raw: scores[i]!, score: final[i]! });
        }
    }
    for (let n = 0; n < touched; n++) {
      best[pages[n]!] = -Infinity;
      matched[pages[n]!] = 0;
    }
    for (const page of cited) prior[page] = 0;
    // Best match first, as the search engine returned them; a tie goes to the earlier section.
    results.sort((a, b) => b.raw - a.raw || a.doc - b.doc);
    return this.byPage(results, opts.limit);
  }

  private byPage(results: { doc: number; score: number }[], limit: number): SearchHit[] {
    const byPage = new Map<number, { section: DocSection; score: number }[]>();
    for (const { doc, score } of results) {
      const page = this.pageOf[doc]!;
      const list = byPage.get(page) ?? [];
      list.push({ section: this.sections[doc]!, score });
      byPage.set(page, list);
    }
    const pages = [...byPage.values()].map((hits) => {
      hits.sort((a, b) => b.score - a.score);
      const pageScore = hits.reduce((sum, hit, i) => sum + hit.score * PAGE_DECAY ** i, 0);
      return { hits, pageScore };
    });
    pages.sort((a, b) => b.pageScore - a.pageScore);
    // A section's score is its page's, scaled by how it compares with the page's best section.
    const scored = pages.flatMap(({ hits, pageScore }) =>
      hits.map((hit, rank) => ({
        section: hit.section,
        score: (pageScore * hit.score) / hits[0]!.score,
        rank,
      })),
    );
    const top = scored.filter((hit) => hit.rank < SECTIONS_PER_PAGE).sort((a, b) => b.score - a.score);
    const picked = top.slice(0, limit);
    if (picked.length < limit) {
      const rest = scored.filter((hit) => hit.rank >= SECTIONS_PER_PAGE).sort((a, b) => b.score - a.score);
      picked.push(...rest.slice(0, limit - picked.length));
    }
    return picked.map(({ section, score }) => ({ section, score }));
  }

  private scratchArrays(): NonNullable<PageRanking['scratch']> {
    const pages = this.pageIds.size;
    this.scratch ??= {
      matchOf: new Uint32Array(this.sections.length),
      best: new Float64Array(pages).fill(-Infinity),
      matched: new Uint32Array(pages),
      pages: new Uint32Array(pages),
      kept: new Uint32Array(pages),
      values: new Float64Array(pages),
      final: new Float64Array(this.sections.length),
      picked: new Uint32Array(this.sections.length),
      start: new Uint32Array(pages),
      pageScores: new Float64Array(pages),
    };
    return this.scratch;
  }
}

/** Sorts `order[from, to)` by `score` of each entry, highest first: a page's few sections, in place. */
function sortByScore(order: Uint32Array, from: number, to: number, score: Float64Array): void {
  for (let i = from + 1; i < to; i++) {
    const item = order[i]!;
    let j = i - 1;
    while (j >= from && score[order[j]!]! < score[item]!) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = item;
  }
}

const folder = (path: string) => path.slice(0, path.lastIndexOf('/'));
