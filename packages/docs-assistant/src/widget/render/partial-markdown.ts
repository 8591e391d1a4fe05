/**
 * The end of a streamed answer made presentable before it is complete: emphasis, code spans
 * and strikethrough that are still open are closed, and half-written links, citation markers
 * and table headers are held back, so the reader never sees raw `**`, `[`, or `|`.
 */
export function closePartialMarkdown(text: string): string {
  // An open fence renders as a code block to the end already.
  if (((text.match(/^ {0,3}(```|~~~)/gm) ?? []).length & 1) === 1) return text;
  let out = text
    .replace(/!?\[[^\]\n]*\]\([^)\s]*$/, (match) => match.replace(/^!?\[([^\]]*)\].*$/, '$1'))
    .replace(/\[\d*$/, '')
    .replace(/!?\[([^\]\n]*)$/, '$1');
  out = holdBackTableHeader(out);
  const codeTicks = (out.match(/`+/g) ?? []).filter((run) => run.length === 1).length;
  if (codeTicks & 1) return /`$/.test(out) ? out.slice(0, -1) : `${out}\``;
  const prose = out.replace(/`[^`]*`/g, '');
  for (const marker of ['**', '__', '~~']) {
    const count = prose.split(marker).length - 1;
    if (count & 1) out = out.endsWith(marker) ? out.slice(0, -marker.length) : `${out}${marker}`;
  }
  // Single `*` for emphasis, not list bullets or the halves of `**`.
  const singles = (prose.replace(/^\s*\*\s/gm, '').match(/(?<!\*)\*(?!\*)/g) ?? []).length;
  if (singles & 1) out = /(?<!\*)\*$/.test(out) ? out.slice(0, -1) : `${out}*`;
  return out;
}

/** A table whose delimiter row has not arrived yet would show its header as a line of pipes. */
function holdBackTableHeader(text: string): string {
  const lines = text.split('\n');
  let start = lines.length;
  while (start > 0 && /^\s*\|/.test(lines[start - 1]!)) start--;
  if (start === lines.length) return text;
  const table = lines.slice(start);
  if (table.length >= 2 && /^\s*\|?\s*:?-{1,}/.test(table[1]!)) return text;
  return lines.slice(0, start).join('\n');
}
