import MiniSearch, { type SearchOptions as SearchOptionsOf, type SearchResult } from 'minisearch';
import { analyze, hasCjk } from './analyze.js';
import { queryTerms } from './query-terms.js';
import { boundQuestion, boundTerms, fuzzyTermsOf, SearchBudget } from './query-bounds.js';
import type { ContextItem, DocSection, DocsFilter, SearchHit } from './types.js';

export interface SearchOptions {
  limit: number;
  filter?: DocsFilter;
  /** The page the reader is on: its sections, then its folder's, rank a little higher. */
  currentPath?: string;
  context?: ContextItem[];
  /** Earlier turns the question may refer to: searched too, at `conversationWeight`. */
  conversation?: string;
  conversationWeight?: number;
  /** Pages the previous answer cited: a follow-up is likely about them. */
  priorPaths?: string[];
  /** How much of the preference for `priorPaths` applies (1, the default: all of it). */
  priorWeight?: number;
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
/** A page the previous answer cited, for a question that refers back to it. */
const PRIOR_PAGE_BOOST = 1.5;
/** Characters of a selection compared with the sections' text to find where it comes from. */
const PROBE_LENGTH = 80;
/** Without a language filter, sections in other languages than the site's default weigh this much. */
const OTHER_LANGUAGE_WEIGHT = 0.5;
/** Sections per page in the top results, unless too few pages match to fill them. */
const SECTIONS_PER_PAGE = 2;
/** Share of all sections above which a term is too common to search for. */
const UBIQUITOUS_SHARE = 0.5;

const FIELDS = ['title', 'headings', 'summary', 'text', 'code'] as const;
/** Bumped whenever what `serialize` writes or how fields are analyzed changes: older data is rebuilt. */
export const INDEX_FORMAT = 1;
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
    /** Terms of page titles and headings: what the docs are about. */
    private readonly topics: Set<string>,
  ) {
    this.defaultLanguage = siteLanguage(sections);
  }

  static build(sections: DocSection[]): DocsIndex {
    const engine = new MiniSearch<IndexedSection>(ENGINE_OPTIONS);
    const summaries = pageSummaries(sections);
    const documents = sections.map((section, n) => indexed(section, n, summaries.get(section.path) ?? ''));
    const documentFrequency = new Map<string, number>();
    for (const document of documents) {
      const terms = new Set(FIELDS.flatMap((field) => document[field].split(' ')));
      for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    engine.addAll(documents);
    const topics = new Set(documents.flatMap((d) => `${d.title} ${d.headings}`.split(' ').filter(Boolean)));
    return new DocsIndex(engine, sections, documentFrequency, topics);
  }

  /** The index as plain data (JSON-safe), to store beside its ingestion. */
  serialize(): SerializedIndex {
    return {
      format: INDEX_FORMAT,
      ids: this.sections.map((s) => s.id),
      engine: this.engine.toJSON(),
      documentFrequency: [...this.documentFrequency],
      topics: [...this.topics],
    };
  }

  /**
   * An index loaded from `serialize()`'s output over the same sections, in any order: it answers
   * exactly as the index that was serialized. Throws when the data is of another format or
   * other sections.
   */
  static load(data: SerializedIndex, sections: DocSection[]): DocsIndex {
    if (data.format !== INDEX_FORMAT)
      throw new Error(`Index format ${data.format}, expected ${INDEX_FORMAT}`);
    const byId = new Map(sections.map((s) => [s.id, s]));
    const ordered = data.ids.map((id) => byId.get(id));
    if (ordered.length !== sections.length || ordered.some((s) => !s))
      throw new Error('The stored index was built from other sections');
    return new DocsIndex(
      MiniSearch.loadJS(data.engine, ENGINE_OPTIONS),
      ordered as DocSection[],
      new Map(data.documentFrequency),
      new Set(data.topics),
    );
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
    const analyzed = queryTerms(boundQuestion(query), language, opts.context, opts.conversation);
    const question = boundTerms(this.withoutUbiquitous(analyzed.question));
    const context = boundTerms(this.withoutUbiquitous(analyzed.context));
    const conversation = opts.conversationWeight
      ? boundTerms(this.withoutUbiquitous(analyzed.conversation))
      : [];
    if (!question.length && !context.length && !conversation.length) return [];
    const terms = [...question, ...context, ...conversation];
    const allowed = this.allows(opts.filter ?? {});
    // Typos: only question words the docs never use, long enough to correct safely; as the reader
    // types, the last word is the start of one, not a typo.
    const fuzzy = fuzzyTermsOf(
      opts.asYouType ? question.slice(0, -1) : question,
      (term) => !isCjk(term) && term.length > 3 && !this.documentFrequency.has(term),
    );
    const budget = new SearchBudget();
    const options = (withFuzzy: boolean): SearchOptionsOf => ({
      boost: BOOST,
      filter: (result) => allowed(this.sections[result.id as number]!),
      boostTerm: (_term, i) =>
        i < question.length
          ? 1
          : i < question.length + context.length
            ? CONTEXT_WEIGHT
            : (opts.conversationWeight ?? 0),
      fuzzy: (term, i) => (withFuzzy && i < question.length && fuzzy.has(term) ? 0.25 : false),
      maxFuzzy: 2,
      // The last word may be unfinished.
      prefix: (term, i) =>
        i === question.length - 1 && !isCjk(term) && term.length > (opts.asYouType ? 2 : 3),
      weights: { fuzzy: 0.4, prefix: 0.5 },
    });
    // As the reader types, sections with every word first (and far fewer to rank); any word if none has all.
    let results = opts.asYouType
      ? this.engine.search(terms.join(' '), { ...options(false), combineWith: 'AND' })
      : [];
    const allWords = results.length > 0;
    // The exact pass always runs; the fuzzy one only while the question's search budget lasts.
    if (!allWords) results = this.engine.search(terms.join(' '), options(false));
    if (!allWords && fuzzy.size > 0 && budget.allowsAnotherPass()) {
      const corrected = this.engine.search(terms.join(' '), options(true));
      if (corrected.length) results = corrected;
    }
    return this.withSourceOfContext(this.rank(results, opts), opts);
  }

  /** Analyzed terms of a text, as the index sees them. */
  terms(text: string, language: string | null): string[] {
    return this.withoutUbiquitous(queryTerms(text, language).question);
  }

  /** Index terms the docs use, for telling a typo from a word the docs never use. */
  vocabulary(): IterableIterator<string> {
    return this.documentFrequency.keys();
  }

  /** Whether a term names something the docs are about: it is in a page title or heading. */
  isTopic(term: string): boolean {
    return this.topics.has(term);
  }

  /** Sections each term occurs in. */
  frequency(term: string): number {
    return this.documentFrequency.get(term) ?? 0;
  }

  /**
   * The sections a passage or code block the reader attached comes from, found by its words in
   * order: the reader asks about them, so they rank first.
   */
  locate(context: ContextItem[], opts: SearchOptions): DocSection[] {
    const allowed = this.allows(opts.filter ?? {});
    const current = opts.currentPath?.split(/[?#]/)[0]!.replace(/\/+$/, '') || undefined;
    const found: DocSection[] = [];
    for (const item of context) {
      const probe = flat(item.value);
      if (probe.length < 8) continue;
      const probes = [probe.slice(0, PROBE_LENGTH), probe.slice(-PROBE_LENGTH)];
      const path = item.path?.split(/[?#]/)[0]!.replace(/\/+$/, '') || current;
      const candidates = this.flatSections().filter(
        ({ section }) => allowed(section) && !found.includes(section),
      );
      const matches = candidates.filter(({ text }) => probes.some((p) => text.includes(p)));
      // The page the reader is on holds the passage when it matches there; else any page does.
      const here = matches.filter(({ section }) => section.path === path);
      // Elsewhere, only a passage long enough to be quoted from one place tells where it is from.
      const telling = probe.length >= PROBE_LENGTH / 2 && matches.length <= 3;
      const from = here.length ? here : telling ? matches : [];
      found.push(...from.slice(0, 2).map(({ section }) => section));
    }
    return found;
  }

  private flatCache: { section: DocSection; text: string }[] | undefined;

  /** Each section's words (text and code) without markup, for finding a passage in it. */
  private flatSections(): { section: DocSection; text: string }[] {
    this.flatCache ??= this.sections.map((section) => ({
      section,
      text: flat(`${section.text} ${section.code.map((c) => c.code).join(' ')}`),
    }));
    return this.flatCache;
  }

  private withSourceOfContext(hits: SearchHit[], opts: SearchOptions): SearchHit[] {
    if (!opts.context?.length) return hits;
    const located = this.locate(opts.context, opts);
    if (!located.length) return hits;
    const top = (hits[0]?.score ?? 1) * 2;
    const first = located.map((section, i) => ({ section, score: top / (i + 1) }));
    return [...first, ...hits.filter((hit) => !located.includes(hit.section))].slice(0, opts.limit);
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
      if (opts.priorPaths?.includes(section.path))
        score *= 1 + (PRIOR_PAGE_BOOST - 1) * (opts.priorWeight ?? 1);
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

const ENGINE_OPTIONS = {
  idField: 'n',
  fields: [...FIELDS],
  // Fields arrive analyzed (terms joined by spaces), in the language of their section.
  tokenize: (text: string) => text.split(' ').filter(Boolean),
  processTerm: (term: string) => indexTerm(term),
};

export interface SerializedIndex {
  format: number;
  /** Section ids in the engine's document order. */
  ids: string[];
  engine: ReturnType<MiniSearch['toJSON']>;
  documentFrequency: [string, number][];
  topics: string[];
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

/** Lower-case words only, one space apart: text as a reader sees it, whatever its markup. */
function flat(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
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
