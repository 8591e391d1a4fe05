/** `[3]` or `[1, 2]`, not preceded by a word (`items[1]` is code, not a citation). */
const MARKER = /(?<![\w)])\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/gu;
/** A marker is short: an unclosed `[` further back than this is not one. */
const LONGEST_MARKER = 24;

/**
 * Finds citation markers in streamed text as they complete, even when a marker is split across
 * deltas. Each number is reported once, the first time it is cited.
 */
export class CitationScanner {
  private tail = '';
  private readonly seen = new Set<number>();

  /** The numbers first cited in this delta. */
  feed(delta: string): number[] {
    const text = this.tail + delta;
    // Most deltas are words far from any marker: what the search below would conclude, at once.
    if (!text.includes('[')) {
      this.tail = text.slice(-1);
      return [];
    }
    const found: number[] = [];
    let end = 0;
    for (const match of text.matchAll(MARKER)) {
      end = match.index + match[0].length;
      for (const n of match[1]!.split(',').map((s) => Number(s.trim()))) {
        if (n > 0 && !this.seen.has(n)) {
          this.seen.add(n);
          found.push(n);
        }
      }
    }
    // Keep what may be the start of a marker, and one character before it for the look-behind.
    const open = text.lastIndexOf('[');
    const keepFrom =
      open >= end && text.length - open <= LONGEST_MARKER ? Math.max(open - 1, end) : text.length - 1;
    this.tail = text.slice(Math.max(keepFrom, 0));
    return found;
  }
}

/**
 * `deltas` joined into runs, each beginning with the delta where a citation first completes: a
 * turn lists a cited source just before the text that first cites it, so the runs list sources
 * where the deltas one by one would, and store the same parts, in a few deltas instead of many.
 */
export function* citedRuns(deltas: Iterable<string>): Generator<string> {
  const scanner = new CitationScanner();
  let run = '';
  for (const delta of deltas) {
    if (scanner.feed(delta).length && run) {
      yield run;
      run = '';
    }
    run += delta;
  }
  if (run) yield run;
}
