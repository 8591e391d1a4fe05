/** A piece of a snippet; `mark` when it matches a word of the query. */
export interface SnippetSegment {
  text: string;
  mark: boolean;
}

const SNIPPET_LENGTH = 160;
const LEAD = 40;

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of a query to mark, lowercased: whole words, and the last word as the start of one
 * while it is being typed (`inst` marks `install`), as the search matches them.
 */
export function queryTerms(query: string): { words: string[]; prefix: string | undefined } {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const typing = /[\p{L}\p{N}_]$/u.test(query) ? words.pop() : undefined;
  return { words: [...new Set(words)], prefix: typing };
}

function termPattern({ words, prefix }: ReturnType<typeof queryTerms>): RegExp | undefined {
  const alternatives = [
    ...words.map((word) => `${escape(word)}(?![\\p{L}\\p{N}_])`),
    ...(prefix ? [`${escape(prefix)}[\\p{L}\\p{N}_]*`] : []),
  ];
  if (!alternatives.length) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})`, 'giu');
}

/**
 * A short window of `content` around the first match, cut at word boundaries, split into plain
 * and matching segments (rendered as text and `<mark>`, never as HTML).
 */
export function snippet(content: string, query: string, length = SNIPPET_LENGTH): SnippetSegment[] {
  const text = content.replace(/\s+/g, ' ').trim();
  const pattern = termPattern(queryTerms(query));
  const first = pattern ? text.search(pattern) : -1;
  let start = first > LEAD ? first - LEAD : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start + length / 2 ? space : end;
  }
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return pattern ? highlight(window, pattern) : [{ text: window, mark: false }];
}

/** Splits `text` into the matches of `query`'s words and what lies between them. */
export function highlight(text: string, pattern: RegExp | string): SnippetSegment[] {
  const regex = typeof pattern === 'string' ? termPattern(queryTerms(pattern)) : pattern;
  if (!regex) return [{ text, mark: false }];
  const segments: SnippetSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(regex)) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index), mark: false });
    segments.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
