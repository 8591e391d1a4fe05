import { outsideCode } from '../fenced-lines.js';

/**
 * HTML comments removed from a Docusaurus page. MDX has no HTML comments and stops at the first
 * one, but Docusaurus accepts them (`markdown.mdx1Compat.comments`, on by default): a page with a
 * `<!-- prettier-ignore -->` would otherwise only be read leniently, its components as raw HTML.
 * Code blocks and code spans keep theirs: there they are text.
 */
const COMMENT_OR_CODE_SPAN = /(`+)[^`]*?\1|<!--[\s\S]*?-->/g;

export function withoutHtmlComments(source: string): string {
  if (!source.includes('<!--')) return source;
  const out: string[] = [];
  let prose: string[] = [];
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
  const lines = source.split('\n');
  const outside = outsideCode(lines);
  lines.forEach((line, i) => {
    if (outside[i]) prose.push(line);
    else {
      flush();
      out.push(line);
    }
  });
  flush();
  return out.join('\n');
}
