import type { UIMessage } from 'ai';
import type { SourceUrlPart } from '../../protocol/parts.js';
import type { Citation } from './markdown.js';
import { safeLinkUrl } from './safe-url.js';

/** A numbered source of an answer: `[n]` in the text cites it. */
export interface NumberedSource extends Citation {
  n: number;
}

const MARKER = /\[(\d{1,3})\]/g;

/** The `source-url` parts of a message, in order. */
export function sourceParts(message: UIMessage): SourceUrlPart[] {
  return message.parts.filter((part) => part.type === 'source-url') as SourceUrlPart[];
}

/** The server names the source `[n]` cites `src-n`. */
const SOURCE_ID = /^src-(\d{1,3})$/;

/**
 * Sources by number: `[n]` cites the `source-url` part whose id is `src-n`; a part with another
 * id is numbered by its position. A turn lists only the pages it cites, so numbers may skip.
 * Links outside `http(s):`, `mailto:` and relative URLs are no source.
 */
export function numberedSources(sources: SourceUrlPart[], base: string): Map<number, NumberedSource> {
  const byNumber = new Map<number, NumberedSource>();
  sources.forEach((source, index) => {
    const href = safeLinkUrl(source.url, base);
    if (!href) return;
    const id = SOURCE_ID.exec(source.sourceId);
    const n = id ? Number(id[1]) : index + 1;
    if (byNumber.has(n)) return;
    byNumber.set(n, { n, href, title: source.title?.trim() || prettyUrl(href) });
  });
  return byNumber;
}

/** The numbers `[n]` in the text, in order of first appearance. */
export function citedNumbers(text: string): number[] {
  return [...new Set([...text.matchAll(MARKER)].map((match) => Number(match[1])))];
}

const scans = new Map<string, { text: string; numbers: Set<number> }>();

/**
 * `citedNumbers` of the answer `key` as it grows: only the text added since the last call is
 * scanned (from a marker's length before it), so a streamed delta costs the same at any length.
 */
export function citedNumbersOf(key: string, text: string): number[] {
  let scan = scans.get(key);
  const seen = scan?.text.length ?? 0;
  // A text that no longer continues the one scanned (a retried answer) is scanned anew.
  if (!scan || text.length < seen || text.slice(Math.max(0, seen - 6), seen) !== scan.text.slice(-6)) {
    if (scans.size >= 500) scans.delete(scans.keys().next().value as string);
    scan = { text: '', numbers: new Set() };
    scans.set(key, scan);
  }
  for (const n of citedNumbers(text.slice(Math.max(0, scan.text.length - 5)))) scan.numbers.add(n);
  scan.text = text;
  return [...scan.numbers];
}

/**
 * The sources to list under an answer, once each: those the text cites when it cites any
 * (by number, as the list shows them), otherwise all of them (the closest pages of an answer
 * that cites none).
 */
export function listedSources(
  text: string,
  sources: Map<number, NumberedSource>,
  numbers = citedNumbers(text),
): { cited: boolean; items: NumberedSource[] } {
  const cited = [...numbers]
    .sort((a, b) => a - b)
    .map((n) => sources.get(n))
    .filter((source): source is NumberedSource => !!source);
  const items = cited.length ? cited : [...sources.values()];
  const seen = new Set<string>();
  return {
    cited: cited.length > 0,
    items: items.filter((source) => !seen.has(source.href) && !!seen.add(source.href)),
  };
}

/** The answer as markdown with each `[n]` a link and the cited pages listed: what "Copy" copies. */
export function answerMarkdown(
  text: string,
  sources: Map<number, NumberedSource>,
  sourcesTitle: string,
): string {
  const linked = text.replace(MARKER, (marker, n: string) => {
    const source = sources.get(Number(n));
    return source ? `[[${n}]](${source.href})` : marker;
  });
  const { cited, items } = listedSources(text, sources);
  if (!cited) return linked;
  const list = items.map((source) => `${source.n}. [${source.title}](${source.href})`).join('\n');
  return `${linked}\n\n${sourcesTitle}:\n\n${list}`;
}

export function prettyUrl(href: string): string {
  const url = new URL(href);
  return url.protocol === 'mailto:' ? url.pathname : `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}
