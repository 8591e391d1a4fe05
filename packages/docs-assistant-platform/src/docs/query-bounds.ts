/**
 * The work one question may cost the search, bounded by construction and kept in one place.
 *
 * A question may be up to 100,000 characters (the wire contract), but no reader's question needs
 * more than its first couple of thousand to be found: past the bounds below, text is not searched.
 * Fuzzy matching is the expensive part (its cost grows with the square of a term's length), so it
 * is kept to a few short terms; a 60,000-letter "word" is cut to a word's length and never fuzzed.
 */
export const QUERY_BOUNDS = {
  /** Characters of a question (or of the question before a follow-up) that are searched. */
  questionChars: 2_000,
  /** Distinct analyzed terms searched per question; the first ones, in the order written. */
  terms: 32,
  /** Longer terms are cut to this length: no real word or identifier is longer. */
  termLength: 40,
  /** Only terms this short get fuzzy (typo) matching… */
  fuzzyTermLength: 20,
  /** …and only this many of them per question. */
  fuzzyTerms: 6,
  /**
   * Sections the typo matches of one question may add to its search. The exact search always
   * runs (its work is bounded by the limits above); the typo pass runs when the sections its
   * terms appear in stay under this (a few tens of ms on two cores), otherwise the exact results
   * are the answer's sources. Counted, not timed, so a question finds the same pages on a cold
   * or a busy server as on a quiet one.
   */
  fuzzySections: 1_000_000,
} as const;

/** The searched part of a question: its first `questionChars` characters, never half a surrogate pair. */
export function boundQuestion(text: string): string {
  if (text.length <= QUERY_BOUNDS.questionChars) return text;
  let end = QUERY_BOUNDS.questionChars;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}

/** The first `max` terms, each cut to `termLength`. */
export function boundTerms(terms: string[], max: number = QUERY_BOUNDS.terms): string[] {
  return terms
    .slice(0, max)
    .map((term) => (term.length > QUERY_BOUNDS.termLength ? term.slice(0, QUERY_BOUNDS.termLength) : term));
}

/**
 * Which question terms may be fuzzy-matched: short ones, the first `fuzzyTerms` that `wanted`
 * picks (terms the docs already use need no correction).
 */
export function fuzzyTermsOf(terms: string[], wanted: (term: string) => boolean): Set<string> {
  const fuzzy = new Set<string>();
  for (const term of terms) {
    if (fuzzy.size >= QUERY_BOUNDS.fuzzyTerms) break;
    if (term.length <= QUERY_BOUNDS.fuzzyTermLength && wanted(term)) fuzzy.add(term);
  }
  return fuzzy;
}
