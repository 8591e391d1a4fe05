import type { TermVocabulary } from './term-vocabulary.js';

/**
 * A page's analyzed words, as the index's term ids (sorted) and the few words its vocabulary
 * lacks: what a page says, held in a few bytes a word rather than as strings.
 */
export class PageWords {
  private readonly ids: Uint32Array;
  private readonly others: Set<string>;

  constructor(
    words: Iterable<string>,
    private readonly vocabulary: TermVocabulary,
  ) {
    const ids = new Set<number>();
    this.others = new Set();
    for (const word of words) {
      const id = vocabulary.id(word);
      if (id >= 0) ids.add(id);
      else this.others.add(word);
    }
    this.ids = Uint32Array.from(ids).sort();
  }

  has(word: string): boolean {
    const id = this.vocabulary.id(word);
    if (id < 0) return this.others.has(word);
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ids[mid]! < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.ids.length && this.ids[lo] === id;
  }

  /** Whether any word of the page passes `test`. */
  some(test: (word: string) => boolean): boolean {
    const { terms } = this.vocabulary;
    for (const id of this.ids) if (test(terms[id]!)) return true;
    for (const word of this.others) if (test(word)) return true;
    return false;
  }
}
