/**
 * Reference links, `[text][label]` and `[text][]`, whose definition is not in the page: CommonMark
 * leaves them as literal brackets, but the site defines them elsewhere (MkDocs `pymdownx.snippets`
 * `auto_append`, a shortcode, an include), so a reader sees a link. A placeholder definition after
 * the page makes them links, read as their text; a definition in the page still wins, being first.
 */
const REFERENCE = /\[((?:[^[\]\\]|\\.|\[[^[\]]*\])+)\]\[([^[\]]*)\]/g;

export function withReferenceDefinitions(source: string): string {
  if (!source.includes('][')) return source;
  const labels = new Set<string>();
  for (const [, text = '', label = ''] of source.matchAll(REFERENCE)) {
    // A collapsed reference, `[text][]`, is labelled by its text.
    const name = (label.trim() ? label : text).replace(/\s+/g, ' ').trim();
    // `[^1]` would be a footnote's definition.
    if (name && !name.startsWith('^') && name.length < 1000) labels.add(name);
  }
  if (!labels.size) return source;
  return `${source}\n\n${[...labels].map((label) => `[${label}]: #`).join('\n')}\n`;
}
