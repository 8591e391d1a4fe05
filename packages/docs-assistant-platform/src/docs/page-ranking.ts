import { kthLargest } from './kth-largest.js';
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
const boundOf = (n: number) => ((1 - PAGE_DECAY ** n) / (1 - PAGE_DECAY)) * (1 + 1e-9);

export interface RankOptions {
  limit: number;
  currentPath?: string;
  priorPaths?: string[];
  priorWeight?: number;
  /** Sections in another language than the site's default weigh less. */
  preferDefault: boolean;
  /** Sections a filter lets through; all when absent. */
  allowed: ((section: DocSection) => boolean) | null;
}

/**
 * Turns scored sections into the top hits, page by page: the page that answers outranks pages that
 * merely mention the terms. Only pages that can reach the top are scored and sorted: a page's
 * score is at least its best section's and at most `boundOf` times it, so a page whose bound is
 * below the `limit`-th best section of other pages cannot place; of the rest, only pages scoring at
 * least the `limit`-th best page score are ranked.
 */
export class PageRanking {
  /** Page of each section, and each page's path and folder. */
  private readonly pageOf: Uint32Array;
  private readonly pageIds = new Map<string, number>();
  private readonly folderIds = new Map<string, number>();
  private readonly pageFolder: Uint32Array;
  private readonly otherLanguage: Uint8Array;
  private scratch?: {
    best: Float64Array;
    matched: Uint32Array;
    pages: Uint32Array;
    values: Float64Array;
    final: Float64Array;
    picked: Uint32Array;
  };

  constructor(
    private readonly sections: readonly DocSection[],
    defaultLanguage: string | null,
  ) {
    this.pageOf = new Uint32Array(sections.length);
    this.otherLanguage = new Uint8Array(sections.length);
    const folders: number[] = [];
    sections.forEach((section, doc) => {
      let page = this.pageIds.get(section.path);
      if (page === undefined) {
        page = this.pageIds.size;
        this.pageIds.set(section.path, page);
        const name = folder(section.path);
        if (!this.folderIds.has(name)) this.folderIds.set(name, this.folderIds.size);
        folders.push(this.folderIds.get(name)!);
      }
      this.pageOf[doc] = page;
      this.otherLanguage[doc] = section.language !== defaultLanguage ? 1 : 0;
    });
    this.pageFolder = Uint32Array.from(folders);
  }

  rank(matches: Matches, opts: RankOptions): SearchHit[] {
    if (opts.limit < 1) return [];
    const { count, docs, scores } = matches;
    const { best, matched, pages, values, final, picked } = this.scratchArrays();
    const current = opts.currentPath
      ? opts.currentPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
      : undefined;
    const currentPage = current === undefined ? -1 : (this.pageIds.get(current) ?? -1);
    const currentFolder = current === undefined ? -1 : (this.folderIds.get(folder(current)) ?? -1);
    const prior = new Set((opts.priorPaths ?? []).map((path) => this.pageIds.get(path) ?? -1));
    const priorBoost = 1 + (PRIOR_PAGE_BOOST - 1) * (opts.priorWeight ?? 1);
    let touched = 0;
    for (let i = 0; i < count; i++) {
      const doc = docs[i]!;
      if (opts.allowed && !opts.allowed(this.sections[doc]!)) {
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
      if (prior.has(page)) score *= priorBoost;
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
    let kept = 0;
    for (let i = 0; i < count; i++) {
      if (final[i]! < 0) continue;
      const page = this.pageOf[docs[i]!]!;
      if (best[page]! * boundOf(matched[page]!) >= floor) picked[kept++] = i;
    }
    for (let i = 0; i < touched; i++) {
      best[pages[i]!] = -Infinity;
      matched[pages[i]!] = 0;
    }
    // Of those, the pages scoring at least the limit-th best page score, exactly as `byPage` will.
    const order = Array.from(picked.subarray(0, kept)).sort(
      (a, b) => this.pageOf[docs[a]!]! - this.pageOf[docs[b]!]! || final[b]! - final[a]!,
    );
    const pageScores: number[] = [];
    const starts: number[] = [];
    for (let at = 0; at < order.length; ) {
      const page = this.pageOf[docs[order[at]!]!]!;
      let sum = 0;
      let end = at;
      for (let n = 0; end < order.length && this.pageOf[docs[order[end]!]!] === page; end++, n++)
        sum += final[order[end]!]! * PAGE_DECAY ** n;
      pageScores.push(sum);
      starts.push(at, end);
      at = end;
    }
    let least = -Infinity;
    if (pageScores.length > opts.limit) {
      const scored = Float64Array.from(pageScores);
      least = kthLargest(scored, scored.length, opts.limit);
    }
    const results: { doc: number; raw: number; score: number }[] = [];
    pageScores.forEach((pageScore, n) => {
      if (pageScore < least) return;
      for (let at = starts[2 * n]!; at < starts[2 * n + 1]!; at++) {
        const i = order[at]!;
        results.push({ doc: docs[i]!, raw: scores[i]!, score: final[i]! });
      }
    });
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
      best: new Float64Array(pages).fill(-Infinity),
      matched: new Uint32Array(pages),
      pages: new Uint32Array(pages),
      values: new Float64Array(pages),
      final: new Float64Array(this.sections.length),
      picked: new Uint32Array(this.sections.length),
    };
    return this.scratch;
  }
}

const folder = (path: string) => path.slice(0, path.lastIndexOf('/'));
