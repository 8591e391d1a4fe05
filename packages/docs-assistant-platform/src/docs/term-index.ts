import { TermVocabulary } from './term-vocabulary.js';

/** BM25+ parameters: term frequency saturation, length normalization, and the floor every match gets. */
const K = 1.2;
const B = 0.7;
const D = 0.5;
/** Typo and prefix matches past these many per term are the least alike, and are left out. */
const MAX_FUZZY_TERMS = 64;
const MAX_PREFIX_TERMS = 256;
/** Query terms whose matching index terms a `TermIndex` keeps at most. */
const MAX_EXPANSIONS = 1_000;
/** Query terms one search tracks per section (a 64-bit mask in two halves). */
export const MAX_QUERY_TERMS = 64;

/** One term of a query and how it may match. */
export interface TermQuery {
  term: string;
  /** Multiplies every score the term gives; positive (a term weighing nothing is not searched). */
  boost: number;
  /** Longer terms that start with it match too, weighing less the longer they are. */
  prefix: boolean;
  /** Terms up to this many edits away match too (0: none). */
  fuzzy: number;
}

export interface MatchOptions {
  /** Weight of a match in each field, in the index's field order. */
  fieldBoosts: readonly number[];
  /** Weight of a prefix or typo match relative to an exact one. */
  weights: { prefix: number; fuzzy: number };
  /** Only sections that match every query term. */
  every: boolean;
  /**
   * Asked once exact and prefix matches are scored, with how many sections the typo matches' terms
   * appear in (the postings they would add): whether typo matches are scored too.
   */
  allowFuzzy?: (sections: number) => boolean;
}

/** Matching sections and their scores, `count` of them; valid until the index's next `match`. */
export interface Matches {
  count: number;
  docs: Uint32Array;
  scores: Float64Array;
}

/** The index as plain data: its terms, its counts and its postings in typed arrays. */
export interface TermIndexData {
  terms: string[];
  fieldCount: number;
  documentCount: number;
  averageLengths: number[];
  /** Postings of term t in field f are `docs`/`freqs` from `offsets[t * fieldCount + f]` to the next offset. */
  offsets: Uint32Array;
  docs: Uint32Array;
  freqs: Uint16Array;
  /** Distinct terms of each section's field: `fieldLengths[doc * fieldCount + f]`. */
  fieldLengths: Uint32Array;
  /** Sections each term occurs in, in any field. */
  frequencies: Uint32Array;
}

interface Expansion {
  id: number;
  weight: number;
}

/**
 * An inverted index over sections with a few analyzed fields, scored as BM25+ per field: a
 * section's score is the sum of its query terms' field scores times the number of query terms it
 * matches. Postings are sorted by section and held in typed arrays, and a search adds them into
 * one dense accumulator per section, so its cost is the postings it reads and nothing per term.
 */
export class TermIndex {
  readonly vocabulary: TermVocabulary;
  private scratch?: {
    scores: Float64Array;
    low: Uint32Array;
    high: Uint32Array;
    touched: Uint32Array;
    docs: Uint32Array;
    out: Float64Array;
  };

  constructor(private readonly data: TermIndexData) {
    this.vocabulary = new TermVocabulary(data.terms);
  }

  /** Sections `term` occurs in. */
  frequency(term: string): number {
    const id = this.vocabulary.id(term);
    return id < 0 ? 0 : this.data.frequencies[id]!;
  }

  toData(): TermIndexData {
    return this.data;
  }

  /**
   * Sections matching any (or, with `every`, all) of `query`'s terms, with their scores: the same
   * as MiniSearch's BM25+ with per-field boosts, term boosts, prefix and fuzzy weights.
   */
  match(query: readonly TermQuery[], options: MatchOptions): Matches {
    const terms = query.slice(0, MAX_QUERY_TERMS);
    const scratch = this.scratchArrays();
    const add = (spec: number, expansions: Expansion[]) => {
      const bit = 1 << (spec & 31);
      const masks = spec < 32 ? scratch.low : scratch.high;
      const boost = terms[spec]!.boost;
      for (const { id, weight } of expansions)
        this.addPostings(id, weight * boost, options.fieldBoosts, bit, masks);
    };
    const fuzzy: Expansion[][] = [];
    for (let spec = 0; spec < terms.length; spec++) {
      if (!(terms[spec]!.boost > 0)) {
        fuzzy.push([]);
        continue;
      }
      const { exact, typos } = this.expand(terms[spec]!, options.weights);
      add(spec, exact);
      fuzzy.push(typos);
    }
    const typoSections = fuzzy.reduce(
      (sum, typos) => typos.reduce((n, { id }) => n + this.data.frequencies[id]!, sum),
      0,
    );
    if (typoSections > 0 && (options.allowFuzzy?.(typoSections) ?? true))
      for (let spec = 0; spec < terms.length; spec++) add(spec, fuzzy[spec]!);
    return this.collect(terms, options.every, scratch);
  }

  private norms?: Float64Array;

  /**
   * Each section's field length as BM25 weighs it against the average, worked out once: a search
   * then divides once per posting, not twice. The expression MiniSearch evaluates, so the same scores.
   * Field by field (`norms[field * documentCount + doc]`): a term's postings in one field, sorted by
   * section, then read them in memory order, which on a large site is most of a search's time.
   */
  private lengthNorms(): Float64Array {
    if (!this.norms) {
      const { fieldLengths, averageLengths, fieldCount, documentCount } = this.data;
      this.norms = new Float64Array(fieldLengths.length);
      for (let doc = 0; doc < documentCount; doc++)
        for (let field = 0; field < fieldCount; field++)
          this.norms[field * documentCount + doc] =
            K * (1 - B + (B * fieldLengths[doc * fieldCount + field]!) / averageLengths[field]!);
    }
    return this.norms;
  }

  /** Sections reached by the search under way: the first `touchedCount` of `scratch.touched`. */
  private touchedCount = 0;

  private addPostings(
    id: number,
    weight: number,
    fieldBoosts: readonly number[],
    bit: number,
    masks: Uint32Array,
  ): void {
    const { offsets, docs, freqs, documentCount, fieldCount } = this.data;
    const { scores, touched } = this.scratch!;
    const norms = this.lengthNorms();
    let reached = this.touchedCount;
    for (let field = 0; field < fieldCount; field++) {
      const start = offsets[id * fieldCount + field]!;
      const end = offsets[id * fieldCount + field + 1]!;
      if (start === end) continue;
      const matching = end - start;
      const idf = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
      const factor = weight * fieldBoosts[field]!;
      const fieldNorms = field * documentCount;
      for (let p = start; p < end; p++) {
        const doc = docs[p]!;
        const tf = freqs[p]!;
        const raw = idf * (D + (tf * (K + 1)) / (tf + norms[fieldNorms + doc]!));
        // Every match adds more than nothing (idf, boosts and D are positive): a zero score is a
        // section not reached yet.
        if (scores[doc] === 0) touched[reached++] = doc;
        masks[doc] = masks[doc]! | bit;
        scores[doc] = scores[doc]! + factor * raw;
      }
    }
    this.touchedCount = reached;
  }

  /** The sections reached, scored, in the order first reached; the accumulators are cleared. */
  private collect(
    terms: readonly TermQuery[],
    every: boolean,
    scratch: NonNullable<TermIndex['scratch']>,
  ): Matches {
    const { scores, low, high, touched, docs, out } = scratch;
    const reached = this.touchedCount;
    // A term may be asked twice (a word said twice): it counts once towards the number matched.
    const sources = new Map<string, number>();
    const sourceOf = terms.map((t) => {
      if (!sources.has(t.term)) sources.set(t.term, sources.size);
      return sources.get(t.term)!;
    });
    const distinct = sources.size === terms.length;
    const allLow = terms.length >= 32 ? 0xffffffff : (2 ** terms.length - 1) >>> 0;
    const allHigh = terms.length > 32 ? (2 ** (terms.length - 32) - 1) >>> 0 : 0;
    let count = 0;
    for (let i = 0; i < reached; i++) {
      const doc = touched[i]!;
      const lo = low[doc]!;
      const hi = high[doc]!;
      const score = scores[doc]!;
      low[doc] = 0;
      high[doc] = 0;
      scores[doc] = 0;
      if (every && (lo !== allLow || hi !== allHigh)) continue;
      const quality = distinct ? bitCount(lo) + bitCount(hi) : matchedSources(lo, hi, sourceOf);
      docs[count] = doc;
      out[count++] = score * quality;
    }
    this.touchedCount = 0;
    return { count, docs, scores: out };
  }

  /** `expand`'s answers so far: the same words come back query after query. */
  private readonly expansions = new Map<string, { exact: Expansion[]; typos: Expansion[] }>();

  /**
   * Index terms a query term matches, with their weights: exact and prefix ones, then typos. The
   * same for the same term and options, so kept (up to `MAX_EXPANSIONS`): finding typos walks
   * the vocabulary. Callers only read the lists.
   */
  private expand(
    query: TermQuery,
    weights: MatchOptions['weights'],
  ): { exact: Expansion[]; typos: Expansion[] } {
    const key = `${query.term}\0${query.prefix ? 1 : 0}\0${query.fuzzy}\0${weights.prefix}\0${weights.fuzzy}`;
    let expanded = this.expansions.get(key);
    if (!expanded) {
      expanded = this.expandAnew(query, weights);
      if (this.expansions.size >= MAX_EXPANSIONS) this.expansions.clear();
      this.expansions.set(key, expanded);
    }
    return expanded;
  }

  private expandAnew(
    query: TermQuery,
    weights: MatchOptions['weights'],
  ): { exact: Expansion[]; typos: Expansion[] } {
    const { term } = query;
    const exact: Expansion[] = [];
    const id = this.vocabulary.id(term);
    if (id >= 0) exact.push({ id, weight: 1 });
    const terms = this.vocabulary.terms;
    if (query.prefix) {
      const [from, to] = this.vocabulary.prefixRange(term);
      const longer: Expansion[] = [];
      for (let other = from; other < to; other++) {
        const length = terms[other]!.length;
        const distance = length - term.length;
        if (distance > 0)
          longer.push({ id: other, weight: (weights.prefix * length) / (length + 0.3 * distance) });
      }
      exact.push(...strongest(longer, MAX_PREFIX_TERMS));
    }
    const typos: Expansion[] = [];
    if (query.fuzzy > 0)
      this.vocabulary.near(term, query.fuzzy, (other, distance) => {
        const found = terms[other]!;
        // Scored as a prefix match already.
        if (distance === 0 || (query.prefix && found.startsWith(term))) return;
        typos.push({ id: other, weight: (weights.fuzzy * found.length) / (found.length + distance) });
      });
    return { exact, typos: strongest(typos, MAX_FUZZY_TERMS) };
  }

  private scratchArrays(): NonNullable<TermIndex['scratch']> {
    const n = this.data.documentCount;
    this.scratch ??= {
      scores: new Float64Array(n),
      low: new Uint32Array(n),
      high: new Uint32Array(n),
      touched: new Uint32Array(n),
      docs: new Uint32Array(n),
      out: new Float64Array(n),
    };
    return this.scratch;
  }
}

/** The `max` heaviest expansions (all of them when there are no more), lightest left out first. */
function strongest(expansions: Expansion[], max: number): Expansion[] {
  if (expansions.length <= max) return expansions;
  return [...expansions].sort((a, b) => b.weight - a.weight || a.id - b.id).slice(0, max);
}

function bitCount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Distinct query terms among the matched ones, when a term was asked more than once. */
function matchedSources(low: number, high: number, sourceOf: number[]): number {
  const seen = new Set<number>();
  for (let spec = 0; spec < sourceOf.length; spec++) {
    const bit = 1 << (spec & 31);
    if (((spec < 32 ? low : high) & bit) !== 0) seen.add(sourceOf[spec]!);
  }
  return seen.size;
}
