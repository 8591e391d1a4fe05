/**
 * HTML comments removed from a Docusaurus page. MDX has no HTML comments and stops at the first
 * one, but Docusaurus accepts them (`markdown.mdx1Compat.comments`, on by default): a page with a
 * `<!-- prettier-ignore -->` would otherwise only be read leniently, its components as raw HTML.
 * Code blocks and code spans keep theirs: there they are text.
 */
const FENCE = /^\s*(`{3,}|~{3,})/;
const COMMENT_OR_CODE_SPAN = /(`+)[^`]*?\1|<!--[\s\S]*?-->/g;

export function withoutHtmlComments(source: string): string {
  if (!source.includes('<!--')) return source;
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (!prose.length) return;
    // A comment's line breaks stay, so that the lines after it keep their numbers.
    const text = prose
      .join('\n')
      .replace(COMMENT_OR_CODE_SPAN, (match) =>
        match.startsWith('<!--') ? match.replace(/[^\n]/g, '') : match,
      );
    out.push(text);
    prose = [];
  };
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      out.push(line);
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        !line.trim().slice(marker.length)
      )
        fence = null;
    } else if (marker) {
      flush();
      out.push(line);
      fence = marker;
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}
