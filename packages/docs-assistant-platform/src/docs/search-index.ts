import { baseLanguage } from './stop-words.js';
import { analyze, hasCjk } from './analyze.js';
import { PageRanking } from './page-ranking.js';
import { pageKey } from './page-url.js';
import { PageWords } from './page-words.js';
import { queryTerms } from './query-terms.js';
import { flatText } from './quoted-phrases.js';
import { boundQuestion, boundTerms, fuzzyTermsOf, QUERY_BOUNDS } from './query-bounds.js';
import { renderedExample } from './rendered-example.js';
import { TermIndex, type Matches, type TermIndexData, type TermQuery } from './term-index.js';
import { TermIndexBuilder } from './term-index-build.js';
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
  /** Phrases the reader quotes (`quotedPhrases`): sections holding one word for word rank higher. */
  phrases?: string[];
  /**
   * The openings of a definition of what the question asks to be defined ("vitepress is a"): a
   * section holding one answers it, wherever the thing's name is on every page.
   */
  definitions?: string[];
}

/** Field weights: where a term appears says how much the section is about it. */
const BOOST = { title: 3, headings: 2.5, summary: 1.5, text: 1, code: 0.4 };
/** Weight of a page-context term relative to a question term. */
const CONTEXT_WEIGHT = 0.3;
/** Characters of a selection compared with the sections' text to find where it comes from. */
const PROBE_LENGTH = 80;
/** Share of all sections above which a term is too common to search for. */
const UBIQUITOUS_SHARE = 0.5;
/** Filters whose sections an index keeps marked (most searches use one or two). */
const FILTER_MASKS_KEPT = 32;
/** Weight of a prefix or typo match relative to an exact one. */
const WEIGHTS = { fuzzy: 0.4, prefix: 0.5 };
/** Typo matches: a share of the term's length in edits, at most `MAX_FUZZY`. */
const FUZZY_SHARE = 0.25;
const MAX_FUZZY = 2;

const FIELDS = ['title', 'headings', 'summary', 'text', 'code'] as const;
const FIELD_BOOSTS = FIELDS.map((field) => BOOST[field]);
/** Bumped whenever what `serialize` writes or how fields are analyzed changes: older data is rebuilt. */
export const INDEX_FORMAT = 11;
/** How much more a section's score counts when it holds a phrase the reader quotes. */
const QUOTED_BOOST = 3;
/** ...and when it holds the definition of what the question asks to be defined. */
const DEFINITION_BOOST = 10;
/** Sections holding all of a quoted phrase's words, at most, for it to be looked for word for word. */
const MAX_QUOTING_CANDIDATES = 2_000;
/** Pages a quoted phrase stands on, at most, for it to tell which pages the question is about. */
const TELLING_QUOTE_PAGES = 5;
/** Characters of a page's lead paragraph that describe the whole page. */
const SUMMARY_LENGTH = 300;

/**
 * Full-text search over doc sections: BM25 over analyzed fields (see `analyze` and `TermIndex`),
 * then page-level ranking (`PageRanking`) so that the page that answers outranks pages that merely
 * mention the terms.
 *
 * Language: with `filter.language` set only that language is searched and the question is analyzed
 * in it; without it every language is searched, the site's default language preferred.
 */
export class DocsIndex {
  readonly defaultLanguage: string | null;
  /** The languages its pages are written in (base codes: `en`, `zh`), the default's included. */
  readonly languages: ReadonlySet<string>;
  /** The code its pages give each of `languages` (`pt-BR` for `pt`), to filter on. */
  readonly languageCodes: ReadonlyMap<string, string>;
  /** Every code its pages give their language, exactly as written. */
  private readonly exactCodes: ReadonlySet<string>;
  private readonly ranking: PageRanking;

  private constructor(
    private readonly engine: TermIndex,
    private readonly sections: DocSection[],
    /** Terms of page titles and headings: what the docs are about. */
    private readonly topics: Set<string>,
  ) {
    this.defaultLanguage = siteLanguage(sections);
    const languages = new Set<string>();
    const codes = new Map<string, string>();
    for (const lang of [this.defaultLanguage, ...sections.map((s) => s.language)]) {
      const base = baseLanguage(lang);
      languages.add(base);
      if (lang && !codes.has(base)) codes.set(base, lang);
    }
    this.languages = languages;
    this.languageCodes = codes;
    this.exactCodes = new Set(sections.map((s) => s.language).filter((lang) => lang !== null));
    this.ranking = new PageRanking(sections, this.defaultLanguage);
  }

  static build(sections: DocSection[]): DocsIndex {
    const builder = new TermIndexBuilder(FIELDS.length);
    const summaries = pageSummaries(sections);
    const topics = new Set<string>();
    // One section's analyzed text at a time: a large site's would not fit in memory at once.
    for (const section of sections) {
      const fields = fieldTerms(section, summaries.get(section.path) ?? '');
      builder.add(fields);
      for (const term of fields[0]) topics.add(term);
      for (const term of fields[1]) topics.add(term);
    }
    return new DocsIndex(builder.finish(), sections, topics);
  }

  /**
   * The index as plain data, to store beside its ingestion: structured-clone safe, its postings
   * in typed arrays (see `index-blob.ts` for how it is stored).
   */
  serialize(): SerializedIndex {
    return {
      format: INDEX_FORMAT,
      ids: this.sections.map((s) => s.id),
      engine: this.engine.toData(),
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
    return new DocsIndex(new TermIndex(data.engine), ordered as DocSection[], new Set(data.topics));
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

  private readonly words = new Map<string, PageWords>();

  /**
   * A page's analyzed words in a language (`analyzeText` gives them), worked out once: coverage
   * reads the same pages answer after answer. At most one entry per page is held.
   */
  pageWords(path: string, language: string | null, analyzeText: () => string[]): PageWords {
    const key = `${language ?? ''}\0${path}`;
    let words = this.words.get(key);
    if (!words) {
      if (this.words.size >= this.pageCount) this.words.clear();
      words = new PageWords(analyzeText(), this.engine.vocabulary);
      this.words.set(key, words);
    }
    return words;
  }

  private get pageCount(): number {
    this.page('');
    return this.pages!.size;
  }

  get size(): number {
    return this.sections.length;
  }

  /** How telling an analyzed term is: high for rare terms, highest for terms the docs never use. */
  rarity(term: string): number {
    return Math.log((this.sections.length + 1) / (this.engine.frequency(term) + 1));
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
    // Typos: only question words the docs never use, long enough to correct safely; as the reader
    // types, the last word is the start of one, not a typo.
    const fuzzy = fuzzyTermsOf(
      opts.asYouType ? question.slice(0, -1) : question,
      (term) => !hasCjk(term) && term.length > 3 && this.engine.frequency(term) === 0,
    );
    const allowed = this.allowedBy(opts.filter);
    // Looked for before the question's own match, which the next match overwrites.
    const quoting = opts.phrases?.length ? this.sectionsQuoting(opts.phrases, language, allowed) : null;
    const defining = opts.definitions?.length
      ? this.sectionsQuoting(opts.definitions, language, allowed, true)
      : null;
    const termQuery = (withFuzzy: boolean): TermQuery[] =>
      terms.map((term, i) => ({
        term,
        boost:
          i < question.length
            ? 1
            : i < question.length + context.length
              ? CONTEXT_WEIGHT
              : (opts.conversationWeight ?? 0),
        fuzzy:
          withFuzzy && i < question.length && fuzzy.has(term)
            ? Math.min(MAX_FUZZY, Math.round(term.length * FUZZY_SHARE))
            : 0,
        // The last word may be unfinished.
        prefix: i === question.length - 1 && !hasCjk(term) && term.length > (opts.asYouType ? 2 : 3),
      }));
    const options = { fieldBoosts: FIELD_BOOSTS, weights: WEIGHTS };
    // As the reader types, sections with every word first (and far fewer to rank); any word if none has all.
    let results: Matches | undefined = opts.asYouType
      ? this.engine.match(termQuery(false), { ...options, every: true })
      : undefined;
    // Exact and prefix matches always count; typo matches only while the sections they add stay
    // within the question's bound, otherwise the exact results are the answer's sources.
    if (!results?.count)
      results = this.engine.match(termQuery(true), {
        ...options,
        every: false,
        allowFuzzy: (sections) => sections <= QUERY_BOUNDS.fuzzySections,
      });
    const telling = new Set([
      ...(quoting ? this.boostQuoted(quoting, results, QUOTED_BOOST) : []),
      ...(defining ? this.boostQuoted(defining, results, DEFINITION_BOOST) : []),
    ]);
    const ranked = this.ranking.rank(results, {
      limit: opts.limit,
      currentPath: opts.currentPath,
      priorPaths: opts.priorPaths,
      priorWeight: opts.priorWeight,
      preferDefault: opts.filter?.language === undefined && this.defaultLanguage !== null,
      allowed,
    });
    const hits = telling.size
      ? ranked.map((hit) => (telling.has(hit.section) ? { ...hit, quoted: true } : hit))
      : ranked;
    return this.withSourceOfContext(hits, opts);
  }

  /**
   * Sections holding a quoted phrase rank `boost` times higher; those whose phrase tells where the
   * question points are returned, to be marked `quoted`.
   */
  private boostQuoted(quoting: Map<number, boolean>, results: Matches, boost: number): Set<DocSection> {
    const telling = new Set<DocSection>();
    for (let i = 0; i < results.count; i++) {
      const tells = quoting.get(results.docs[i]!);
      if (tells === undefined) continue;
      results.scores[i] = results.scores[i]! * boost;
      if (tells) telling.add(this.sections[results.docs[i]!]!);
    }
    return telling;
  }

  /**
   * The sections holding one of `phrases` word for word, each with whether its phrase tells where
   * the question points (it stands on few pages). A phrase whose words are everywhere is not
   * looked for, or only in the pages' intros (`inIntros`): that bounds the text compared.
   */
  private sectionsQuoting(
    phrases: string[],
    language: string | null,
    /** The sections the filter lets through (`allowedSections`); all when null. */
    allowed: Uint8Array | null,
    /** Whether a phrase whose words are everywhere is looked for in the pages' intros. */
    inIntros = false,
  ): Map<number, boolean> {
    const quoting = new Map<number, boolean>();
    const flats = this.flatSections();
    // Phrases of the same words one after another ("vitepress is a", "vitepress is an") are matched
    // once: a match holds until the next one, which overwrites it.
    let matchedTerms = '';
    let candidates: Matches | undefined;
    for (const phrase of phrases) {
      const terms = queryTerms(phrase, language).question;
      if (!terms.length) continue;
      const query = terms.map((term) => ({ term, boost: 1, prefix: false, fuzzy: 0 }));
      if (!candidates || terms.join(' ') !== matchedTerms)
        candidates = this.engine.match(query, { fieldBoosts: FIELD_BOOSTS, weights: WEIGHTS, every: true });
      matchedTerms = terms.join(' ');
      // What a page is ("Mintlify is an AI-native documentation platform") is said in its intro.
      const introsOnly = candidates.count > MAX_QUOTING_CANDIDATES;
      if (introsOnly && !inIntros) continue;
      const found: number[] = [];
      for (let i = 0; i < candidates.count; i++) {
        const doc = candidates.docs[i]!;
        if (introsOnly && this.sections[doc]!.anchor !== null) continue;
        if ((!allowed || allowed[doc]) && flats[doc]!.text.includes(` ${phrase} `)) found.push(doc);
      }
      const pages = new Set(found.map((doc) => pageKey(this.sections[doc]!.path)));
      for (const doc of found) quoting.set(doc, quoting.get(doc) || pages.size <= TELLING_QUOTE_PAGES);
    }
    return quoting;
  }

  /** Analyzed terms of a text, as the index sees them. */
  terms(text: string, language: string | null): string[] {
    return this.withoutUbiquitous(queryTerms(text, language).question);
  }

  /** Index terms the docs use, for telling a typo from a word the docs never use. */
  vocabulary(): readonly string[] {
    return this.engine.vocabulary.terms;
  }

  /** Index terms within `maxDistance` edits of `term` (itself included, when the docs use it). */
  termsNear(term: string, maxDistance: number): string[] {
    const near: string[] = [];
    const { terms } = this.engine.vocabulary;
    this.engine.vocabulary.near(term, maxDistance, (id) => near.push(terms[id]!));
    return near;
  }

  /** Up to `limit` terms of the index that begin with `prefix`, in sorted order. */
  termsStartingWith(prefix: string, limit: number): string[] {
    const { terms } = this.engine.vocabulary;
    const [from, to] = this.engine.vocabulary.prefixRange(prefix);
    return terms.slice(from, Math.min(to, from + limit));
  }

  /** Whether a term names something the docs are about: it is in a page title or heading. */
  isTopic(term: string): boolean {
    return this.topics.has(term);
  }

  /** Sections each term occurs in. */
  frequency(term: string): number {
    return this.engine.frequency(term);
  }

  /**
   * The sections a passage or code block the reader attached comes from, found by its words in
   * order: the reader asks about them, so they rank first.
   */
  locate(context: ContextItem[], opts: SearchOptions): DocSection[] {
    const allowed = this.allowedBy(opts.filter);
    const current = opts.currentPath ? pageKey(opts.currentPath) : undefined;
    const found: DocSection[] = [];
    for (const item of context) {
      const probe = flatText(item.value);
      if (probe.length < 8) continue;
      const probes = [probe.slice(0, PROBE_LENGTH), probe.slice(-PROBE_LENGTH)];
      const path = item.path ? pageKey(item.path) : current;
      const candidates = this.flatSections().filter(
        ({ section }, doc) => (!allowed || allowed[doc]) && !found.includes(section),
      );
      const matches = candidates.filter(({ text }) => probes.some((p) => text.includes(p)));
      // The page the reader is on holds the passage when it matches there; else any page does.
      const here = matches.filter(({ section }) => pageKey(section.path) === path);
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
      // Spaces around, so that a phrase is found as whole words at either end too.
      text: ` ${flatText(`${section.text} ${section.code.map((c) => c.code).join(' ')}`)} `,
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
    const kept = terms.filter((term) => this.engine.frequency(term) <= limit);
    return kept.length ? kept : terms;
  }

  /**
   * The code the pages give a reader's language: itself when pages use it, else the code of its
   * base language (`zh-CN` or `zh` finds pages in `zh-Hans`, `pt` finds `pt-BR`).
   */
  languageCode(language: string): string {
    if (this.exactCodes.has(language)) return language;
    return this.languageCodes.get(baseLanguage(language)) ?? language;
  }

  private readonly filterMasks = new Map<string, Uint8Array>();

  /** The sections `filter` lets through (`allowedSections`); null when it lets every one through. */
  private allowedBy(filter: DocsFilter | undefined): Uint8Array | null {
    return hasFilter(filter) ? this.allowedSections(filter) : null;
  }

  /**
   * The sections a filter lets through (1 at each one's position), marked once per filter: a
   * search then checks each match with one read rather than by reading its section.
   */
  private allowedSections(filter: DocsFilter): Uint8Array {
    const key = JSON.stringify([filter.language, filter.version, filter.groups, filter.tag]);
    let mask = this.filterMasks.get(key);
    if (!mask) {
      if (this.filterMasks.size >= FILTER_MASKS_KEPT) this.filterMasks.clear();
      const allowed = this.allows(filter);
      mask = Uint8Array.from(this.sections, (section) => (allowed(section) ? 1 : 0));
      this.filterMasks.set(key, mask);
    }
    return mask;
  }

  /** Filters are checked on every candidate before ranking, so no result ever violates them. */
  /**
   * Pages outside any version (no `version`) belong to every version; a language finds its pages
   * by `languageCode`; other filters are exact.
   */
  private allows(filter: DocsFilter): (section: DocSection) => boolean {
    const groups = filter.groups?.length ? new Set(filter.groups) : null;
    const language = filter.language === undefined ? undefined : this.languageCode(filter.language);
    return (section) =>
      (language === undefined || section.language === language) &&
      (filter.version === undefined || section.version === null || section.version === filter.version) &&
      (groups === null || section.groups.some((g) => groups.has(g))) &&
      (filter.tag === undefined || (section.keywords ?? []).includes(filter.tag));
  }
}

export interface SerializedIndex {
  format: number;
  /** Section ids in the engine's document order. */
  ids: string[];
  engine: TermIndexData;
  topics: string[];
}

const hasFilter = (filter: DocsFilter | undefined): filter is DocsFilter =>
  !!filter &&
  (filter.language !== undefined ||
    filter.version !== undefined ||
    !!filter.groups?.length ||
    filter.tag !== undefined);

/** A section's analyzed terms in each of `FIELDS`, in the language of the section. */
function fieldTerms(
  section: DocSection,
  summary: string,
): [string[], string[], string[], string[], string[]] {
  const terms = (text: string) => analyze(text, section.language);
  // The rendering of an example the section's code shows says what the example says, not the section.
  const rendersCode = renderedExample(section);
  const prose = section.text
    .split('\n')
    .filter((line) => !rendersCode(line.trim()))
    .join('\n');
  return [
    terms(section.pageTitle),
    terms(section.headings.join(' ')),
    terms(`${(section.keywords ?? []).join(' ')} ${summary}`),
    terms(prose),
    terms(section.code.map((c) => `${c.title ?? ''} ${c.code}`).join(' ')),
  ];
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
