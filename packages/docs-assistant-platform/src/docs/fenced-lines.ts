const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Which lines of a Markdown source stand outside fenced code (`true` per line): what a page
 * includes or comments out there is text, in a block it is an example. A fence closes on a line of
 * the same character, at least as long, with nothing after it; fences indented inside lists,
 * tabs and admonitions count too.
 */
export function outsideCode(lines: string[]): boolean[] {
  const outside: boolean[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const open = FENCE.exec(line)?.[1];
    if (fence) {
      outside.push(false);
      if (open && open[0] === fence[0] && open.length >= fence.length && !line.trim().slice(open.length))
        fence = null;
    } else if (open) {
      outside.push(false);
      fence = open;
    } else outside.push(true);
  }
  return outside;
}
