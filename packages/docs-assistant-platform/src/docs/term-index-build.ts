import { Growable } from './growable.js';
import { TermIndex } from './term-index.js';

/** Term frequencies past this are as saturated as this one (BM25 saturates long before). */
const MAX_TERM_FREQUENCY = 0xffff;

/**
 * Builds a `TermIndex` one section at a time, so that only one section's analyzed text is held at
 * once: each section's (term, field, frequency) entries are appended to typed arrays, then sorted
 * into per-term postings by a counting sort.
 */
export class TermIndexBuilder {
  private readonly ids = new Map<string, number>();
  /** Per entry: term id × fields + field, and the term's frequency in the field. */
  private readonly keys = new Growable((n) => new Uint32Array(n));
  private readonly freqs = new Growable((n) => new Uint16Array(n));
  /** Entries up to each section's end. */
  private readonly ends = new Growable((n) => new Uint32Array(n));
  private readonly lengths = new Growable((n) => new Uint32Array(n));
  private readonly frequencies = new Growable((n) => new Uint32Array(n));
  /** The last section (plus one) each term was counted in, for `frequencies`. */
  private readonly lastSeen = new Growable((n) => new Uint32Array(n));
  private readonly averages: number[];
  private count = 0;

  constructor(private readonly fieldCount: number) {
    this.averages = new Array<number>(fieldCount).fill(0);
  }

  /** Adds the next section: its analyzed terms in each field, in field order. */
  add(fields: readonly (readonly string[])[]): void {
    const doc = this.count++;
    for (let field = 0; field < this.fieldCount; field++) {
      const counts = new Map<string, number>();
      for (const term of fields[field] ?? []) counts.set(term, (counts.get(term) ?? 0) + 1);
      // A field's length is its distinct terms; the average is kept as MiniSearch keeps it.
      this.lengths.push(counts.size);
      this.averages[field] = (this.averages[field]! * doc + counts.size) / (doc + 1);
      for (const [term, frequency] of counts) {
        let id = this.ids.get(term);
        if (id === undefined) {
          id = this.ids.size;
          this.ids.set(term, id);
          this.frequencies.push(0);
          this.lastSeen.push(0);
        }
        this.keys.push(id * this.fieldCount + field);
        this.freqs.push(Math.min(frequency, MAX_TERM_FREQUENCY));
        if (this.lastSeen.get(id) !== doc + 1) {
          this.lastSeen.set(id, doc + 1);
          this.frequencies.set(id, this.frequencies.get(id) + 1);
        }
      }
    }
    this.ends.push(this.keys.length);
  }

  finish(): TermIndex {
    const { fieldCount } = this;
    const terms = [...this.ids.keys()].sort();
    // Term ids become positions in sorted order.
    const rank = new Uint32Array(terms.length);
    terms.forEach((term, position) => (rank[this.ids.get(term)!] = position));
    const remap = (key: number) => rank[Math.floor(key / fieldCount)]! * fieldCount + (key % fieldCount);
    const offsets = new Uint32Array(terms.length * fieldCount + 1);
    for (let e = 0; e < this.keys.length; e++) offsets[remap(this.keys.get(e)) + 1]!++;
    for (let i = 1; i < offsets.length; i++) offsets[i]! += offsets[i - 1]!;
    const cursor = offsets.slice(0, -1);
    const docs = new Uint32Array(this.keys.length);
    const freqs = new Uint16Array(this.keys.length);
    // Sections in order: each posting list comes out sorted by section.
    let e = 0;
    for (let doc = 0; doc < this.count; doc++) {
      for (const end = this.ends.get(doc); e < end; e++) {
        const at = cursor[remap(this.keys.get(e))]!++;
        docs[at] = doc;
        freqs[at] = this.freqs.get(e);
      }
    }
    const byId = this.frequencies.finish();
    const frequencies = new Uint32Array(terms.length);
    for (let id = 0; id < byId.length; id++) frequencies[rank[id]!] = byId[id]!;
    return new TermIndex({
      terms,
      fieldCount,
      documentCount: this.count,
      averageLengths: this.averages,
      offsets,
      docs,
      freqs,
      fieldLengths: this.lengths.finish(),
      frequencies,
    });
  }
}
