import { stopWords } from '../docs/stop-words.js';

/**
 * "Nuxt 3", "Vue 2.7", "Python 3.10", "webpack v5": a product named with one of its releases.
 * A passage naming the product a reader asks about with other releases only ("Nuxt 2 without
 * Bridge" for "install on nuxt 3") speaks of those, not of the reader's.
 */
const NAMED_RELEASE =
  /(?<![\p{L}\p{N}_@/-])(\p{L}[\p{L}\p{N}_.-]*?)\s+v?(\d+)(?:\.\d+)*(?![\p{L}\p{N}]|\.\d)(?!\s*(?:%|[kmgt]i?b\b))/giu;

/** Words counting something after a number ("in 5 seconds", "up to 10 items"), not a release. */
const COUNTED =
  /^\s*(?:ms|s|sec|seconds?|minutes?|mins?|hours?|h|days?|weeks?|months?|years?|bytes?|times|px|rem|em|chars?|characters?|items?|lines?|files?|requests?|runs?|tasks?|jobs?|steps?|workers?|retries|attempts?|cores?|cpus?)\b/i;

/** Release majors named in a text, by product name (lower case). */
export function namedReleases(text: string, language: string | null): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const stop = stopWords(language);
  for (const match of text.matchAll(NAMED_RELEASE)) {
    const name = match[1]!.toLowerCase().replace(/[.-]+$/, '');
    if (name.length < 2 || stop.has(name) || /^\d/.test(name)) continue;
    if (COUNTED.test(text.slice(match.index + match[0].length))) continue;
    const majors = found.get(name) ?? new Set<string>();
    majors.add(match[2]!.replace(/^0+(?=\d)/, ''));
    found.set(name, majors);
  }
  return found;
}

/** Whether a text names a product the reader names with a release, with other releases only. */
export function namesOtherReleases(
  asked: Map<string, Set<string>>,
  text: string,
  language: string | null,
): boolean {
  if (!asked.size) return false;
  for (const [name, majors] of namedReleases(text, language)) {
    const wanted = asked.get(name);
    if (wanted && ![...majors].some((major) => wanted.has(major))) return true;
  }
  return false;
}
