/**
 * The index's terms in sorted order, a term's id being its position: a term is found by binary
 * search, the terms starting with a prefix are one run of ids, and typo lookup walks the terms of
 * each length near the query's as a trie, skipping every term under a prefix already too far.
 */
export class TermVocabulary {
  /** @param terms distinct terms, sorted by UTF-16 code units (`Array.prototype.sort`'s order) */
  constructor(readonly terms: readonly string[]) {}

  get size(): number {
    return this.terms.length;
  }

  /** The id of `term`, or -1 when the index does not have it. */
  id(term: string): number {
    const at = this.lowerBound(term, 0);
    return at < this.terms.length && this.terms[at] === term ? at : -1;
  }

  /** Ids `[from, to)` of the terms that start with `prefix` (the term itself included). */
  prefixRange(prefix: string): [number, number] {
    const from = this.lowerBound(prefix, 0);
    return [from, this.endOfPrefix(prefix, from)];
  }

  /**
   * Calls `found` with each term within `maxDistance` edits (Levenshtein: insertions, deletions,
   * substitutions of UTF-16 code units) of `query`, and its distance.
   */
  near(query: string, maxDistance: number, found: (id: number, distance: number) => void): void {
    const buckets = this.byLength();
    // A term whose length differs by more than `maxDistance` is further away than that.
    const shortest = Math.max(1, query.length - maxDistance);
    for (let length = shortest; length <= query.length + maxDistance; length++) {
      const ids = buckets[length];
      if (ids) this.walk(ids, length, query, maxDistance, found);
    }
  }

  /**
   * Walks terms of one length in sorted order as a trie: terms sharing a prefix share the rows of
   * the edit-distance table computed for it, and every term under a prefix that is already too far
   * from the query is skipped at once.
   */
  private walk(
    ids: Uint32Array,
    length: number,
    query: string,
    maxDistance: number,
    found: (id: number, distance: number) => void,
  ): void {
    const terms = this.terms;
    const width = query.length + 1;
    // Row r: distances between the term's first r characters and each prefix of the query; rows
    // up to `valid` belong to the current term.
    const rows = new Uint8Array((length + 1) * width);
    for (let j = 0; j < width; j++) rows[j] = j;
    let valid = 0;
    let previous = '';
    let at = 0;
    next: while (at < ids.length) {
      const term = terms[ids[at]!]!;
      let shared = 0;
      while (shared < valid && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared++;
      previous = term;
      for (let r = shared + 1; r <= length; r++) {
        const code = term.charCodeAt(r - 1);
        const row = r * width;
        const above = row - width;
        const rest = length - r;
        rows[row] = r;
        // The least distance any term with this prefix and length can reach: so far, plus the
        // difference between what is left of the term and of the query.
        let least = r + Math.abs(rest - query.length);
        for (let j = 1; j < width; j++) {
          const substitute = rows[above + j - 1]! + (query.charCodeAt(j - 1) === code ? 0 : 1);
          const remove = rows[above + j]! + 1;
          const insert = rows[row + j - 1]! + 1;
          const distance = Math.min(substitute, remove, insert);
          rows[row + j] = distance;
          const reach = distance + Math.abs(rest - (query.length - j));
          if (reach < least) least = reach;
        }
        if (least > maxDistance) {
          valid = r - 1;
          at = this.endOfShared(ids, at, term, r);
          continue next;
        }
      }
      valid = length;
      const distance = rows[length * width + width - 1]!;
      if (distance <= maxDistance) found(ids[at]!, distance);
      at++;
    }
  }

  private buckets?: Uint32Array[];

  /** Term ids by term length, each list in sorted order. */
  private byLength(): Uint32Array[] {
    if (!this.buckets) {
      const counts: number[] = [];
      for (const term of this.terms) counts[term.length] = (counts[term.length] ?? 0) + 1;
      const buckets = counts.map((count) => new Uint32Array(count ?? 0));
      const filled = new Array<number>(counts.length).fill(0);
      this.terms.forEach((term, id) => (buckets[term.length]![filled[term.length]!++] = id));
      this.buckets = buckets;
    }
    return this.buckets;
  }

  /** The first position after `at` in `ids` whose term does not share `term`'s first `n` characters. */
  private endOfShared(ids: Uint32Array, at: number, term: string, n: number): number {
    let lo = at + 1;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sharesStart(this.terms[ids[mid]!]!, term, n)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first id at or after `from` whose term is not below `term`. */
  private lowerBound(term: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first id at or after `from` whose term does not start with `prefix`; from `from` on, terms that do come first. */
  private endOfPrefix(prefix: string, from: number): number {
    let lo = from;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]!.startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Whether `a` and `b` have the same first `n` characters (both being at least that long). */
function sharesStart(a: string, b: string, n: number): boolean {
  for (let i = 0; i < n; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}
