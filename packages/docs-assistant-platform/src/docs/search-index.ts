import MiniSearch, { type SearchOptions as SearchOptionsOf, type SearchResult } from 'minisearch';
import { analyze, hasCjk } from './analyze.js';
import { queryTerms } from './query-terms.js';
import type { ContextItem, DocSection, DocsFilter, SearchHit } from './types.js';

export interface SearchOptions {
  limit: number;
  filter?: DocsFilter;
  /** The page the reader is on: its sections, then its folder's, rank a little higher. */
  currentPath?: string;
  context?: ContextItem[];
  /** Search as you type: even a short last word matches as the start of a longer one. */
  asYouType?: boolean;
}

/** Field weights: where a term appears says how much the section is about it. */
const BOOST = { title: 3, headings: 2.5, summary: 1.5, text: 1, code: 0.4 };
/** Weight of a page-context term relative to a question term. */
const CONTEXT_WEIGHT = 0.3;
/** How much a page's further matching sections add to its best one. */
const PAGE_DECAY = 0.3;
const SAME_PAGE_BOOST = 1.15;
const SAME_FOLDER_BOOST = 1.06;
/** Without a language filter, sections in other languages than the site's default weigh this much. */
const OTHER_LANGUAGE_WEIGHT = 0.5;
/** Sections per page in the top results, unless too few pages match to fill them. */
const SECTIONS_PER_PAGE = 2;
/** Share of all sections above which a term is too common to search for. */
const UBIQUITOUS_SHARE = 0.5;

const FIELDS = ['title', 'headings', 'summary', 'text', 'code'] as const;
/** Characters of a page's lead paragraph that describe the whole page. */
const SUMMARY_LENGTH = 300;
type Field = (typeof FIELDS)[number];

/**
 * Full-text search over doc sections: BM25 over analyzed fields (see `analyze`), then page-level
 * ranking so that the page that answers outranks pages that merely mention the terms.
 *
 * Language: with `filter.language` set only that language is searched and the question is analyzed
 * in it; without it every language is searched, the site's default language preferred.
 */
export class DocsIndex {
  readonly defaultLanguage: string | null;

  private constructor(
    private readonly engine: MiniSearch<IndexedSection>,
    private readonly sections: DocSection[],
    /** Sections each term occurs in: a question word found here is no typo and needs no fuzzy matching. */
    private readonly documentFrequency: Map<string, number>,
  ) {
    this.defaultLanguage = siteLanguage(sections);
  }

  static build(sections: DocSection[]): DocsIndex {
    const engine = new MiniSearch<IndexedSection>({
      idField: 'n',
      fields: [...FIELDS],
      // Fields arrive analyzed (terms joined by spaces), in the language of their section.
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: indexTerm,
    });
    const summaries = pageSummaries(sections);
    const documents = sections.map((section, n) => indexed(section, n, summaries.get(section.path) ?? ''));
    const documentFrequency = new Map<string, number>();
    for (const document of documents) {
      const terms = new Set(FIELDS.flatMap((field) => document[field].split(' ')));
      for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    engine.addAll(documents);
    return new DocsIndex(engine, sections, documentFrequency);
  }

  /** A page's sections in reading order; none when no page has this path. */
  page(path: string): DocSection[] {
    if (!this.pages) {
      this.pages = new Map();
      for (const section of this.sections) {
        const list = this.pages.get(section.path) ?? [];
        list.push(section);
        this.pages.set(section.path, list);
      }
      for (const list of this.pages.values()) list.sort((a, b) => a.position - b.position);
    }
    return this.pages.get(path) ?? [];
  }

  private pages?: Map<string, DocSection[]>;

  get size(): number {
    return this.sections.length;
  }

  /** How telling an analyzed term is: high for rare terms, highest for terms the docs never use. */
  rarity(term: string): number {
    return Math.log((this.sections.length + 1) / ((this.documentFrequency.get(term) ?? 0) + 1));
  }

  search(query: string, opts: SearchOptions): SearchHit[] {
    const language = opts.filter?.language ?? this.defaultLanguage;
    const analyzed = queryTerms(query, language, opts.context);
    const question = this.withoutUbiquitous(analyzed.question);
    const context = this.withoutUbiquitous(analyzed.context);
    if (!question.length && !context.length) return [];
    const terms = [...question, ...context];
    const allowed = this.allows(opts.filter ?? {});
    const options: SearchOptionsOf = {
      boost: BOOST,
      filter: (result) => allowed(this.sections[result.id as number]!),
      boostTerm: (_term, i) => (i < question.length ? 1 : CONTEXT_WEIGHT),
      // Typos: only question words the docs never use, long enough to correct safely.
      // As the reader types, the last word is the start of one, not a typo.
      fuzzy: (term, i) =>
        i < question.length &&
        !(opts.asYouType && i === question.length - 1) &&
        !isCjk(term) &&
        term.length > 3 &&
        !this.documentFrequency.has(term)
          ? 0.25
          : false,
      maxFuzzy: 2,
      // The last word may be unfinished.
      prefix: (term, i) =>
        i === question.length - 1 && !isCjk(term) && term.length > (opts.asYouType ? 2 : 3),
      weights: { fuzzy: 0.4, prefix: 0.5 },
    };
    // As the reader types, sections with every word first (and far fewer to rank); any word if none has all.
    let results = opts.asYouType
      ? this.engine.search(terms.join(' '), { ...options, combineWith: 'AND' })
      : [];
    if (results.length === 0) results = this.engine.search(terms.join(' '), options);
    return this.rank(results, opts);
  }

  /**
   * Terms in a large share of all sections (`doc` in a docs site) tell pages apart no better than
   * stop words, yet make every section a candidate; they are left out unless nothing else remains.
   */
  private withoutUbiquitous(terms: string[]): string[] {
    const limit = this.sections.length * UBIQUITOUS_SHARE;
    const kept = terms.filter((term) => (this.documentFrequency.get(term) ?? 0) <= limit);
    return kept.length ? kept : terms;
  }

  /** Filters are checked on every candidate before ranking, so no result ever violates them. */
  /** Pages outside any version (no `version`) belong to every version; other filters are exact. */
  private allows(filter: DocsFilter): (section: DocSection) => boolean {
    const groups = filter.groups?.length ? new Set(filter.groups) : null;
    return (section) =>
      (filter.language === undefined || section.language === filter.language) &&
      (filter.version === undefined || section.version === null || section.version === filter.version) &&
      (groups === null || section.groups.some((g) => groups.has(g))) &&
      (filter.tag === undefined || (section.keywords ?? []).includes(filter.tag));
  }

  private rank(results: SearchResult[], opts: SearchOptions): SearchHit[] {
    const preferDefault = opts.filter?.language === undefined && this.defaultLanguage !== null;
    const byPage = new Map<string, { section: DocSection; score: number }[]>();
    for (const result of results) {
      const section = this.sections[result.id as number]!;
      let score = result.score * nearness(section.path, opts.currentPath);
      if (preferDefault && section.language !== this.defaultLanguage) score *= OTHER_LANGUAGE_WEIGHT;
      const list = byPage.get(section.path) ?? [];
      list.push({ section, score });
      byPage.set(section.path, list);
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
    const picked = top.slice(0, opts.limit);
    if (picked.length < opts.limit) {
      const rest = scored.filter((hit) => hit.rank >= SECTIONS_PER_PAGE).sort((a, b) => b.score - a.score);
      picked.push(...rest.slice(0, opts.limit - picked.length));
    }
    return picked.map(({ section, score }) => ({ section, score }));
  }
}

/**
 * The engine's term tree scans a node's children linearly, and Han text would give its root
 * thousands of them; each CJK character is spelled in base 36 instead, so no node has more than
 * a few dozen children.
 */
const CJK_MARK = '~';
function indexTerm(term: string): string {
  if (!hasCjk(term)) return term;
  let out = CJK_MARK;
  for (const char of term) out += char.codePointAt(0)!.toString(36).padStart(4, '0');
  return out;
}

const isCjk = (term: string) => term.startsWith(CJK_MARK);

interface IndexedSection extends Record<Field, string> {
  n: number;
}

function indexed(section: DocSection, n: number, summary: string): IndexedSection {
  const terms = (text: string) => analyze(text, section.language).join(' ');
  return {
    n,
    title: terms(section.pageTitle),
    headings: terms(section.headings.join(' ')),
    summary: terms(`${(section.keywords ?? []).join(' ')} ${summary}`),
    text: terms(section.text),
    code: terms(section.code.map((c) => `${c.title ?? ''} ${c.code}`).join(' ')),
  };
}

/**
 * What a page is about, given to each of its sections: the lead line of its intro (the front
 * matter description when there is one). With the title and keywords it lets a section rank by
 * the page it belongs to, not by its own words alone.
 */
function pageSummaries(sections: DocSection[]): Map<string, string> {
  const summaries = new Map<string, string>();
  for (const section of sections) {
    if (section.anchor === null)
      summaries.set(section.path, (section.text.split('\n')[0] ?? '').slice(0, SUMMARY_LENGTH));
  }
  return summaries;
}

function nearness(path: string, currentPath: string | undefined): number {
  if (!currentPath) return 1;
  const current = currentPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (path === current) return SAME_PAGE_BOOST;
  return folder(path) === folder(current) ? SAME_FOLDER_BOOST : 1;
}

const folder = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * The site's default language: the commonest among pages outside locale folders (a first path
 * segment that is itself a section language, like `/fr/...`).
 */
function siteLanguage(sections: DocSection[]): string | null {
  const languages = new Set(sections.map((s) => s.language));
  const counts = new Map<string, number>();
  for (const s of sections) {
    if (!s.language || languages.has(s.path.split('/')[1] ?? '')) continue;
    counts.set(s.language, (counts.get(s.language) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
