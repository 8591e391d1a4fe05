/**
 * Generator markup that CommonMark does not know, rewritten into plain Markdown before parsing so
 * that a reader's text keeps its titles and never shows raw syntax:
 * - `:::tip Title` / `:::tip[Title]` / `::: details` containers (Docusaurus, VitePress);
 * - `!!! note "Title"`, `??? tip` admonitions and `=== "Tab"` tabs whose bodies are indented by four
 *   spaces (MkDocs; read as code blocks otherwise);
 * - GitHub alerts, `> [!NOTE]`, as their label;
 * - MkDocs Material icon shortcodes (`:octicons-tag-24:`), dropped;
 * - `## Heading {#id}` and `{ #id .class }` attribute lists, escaped so MDX reads them as text;
 * - VitePress code titles, ```` ```js [vite.config.js] ````, as `title="..."`.
 */

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** `:::tip Title`, `:::tip[Title]`, `::: details Click me`, and the closing `:::`. */
const COLON_CONTAINER = /^(\s*):{3,}\s*([\w-]*)\s*(?:\[(.*)\]|(.*?))\s*(?:\{[^}]*\})?\s*$/;

/** `!!! note "Title"`, `???+ tip`, `=== "Tab"`, `!!! note ""` (no title). */
const INDENTED_BLOCK = /^(\s*)(!!!|\?\?\?\+?|===\+?)\s*(?:([\w-]+(?:\s+[\w-]+)*))?\s*(?:"([^"]*)")?\s*$/;

/** GitHub alerts, `> [!NOTE]` (GitHub, VitePress, plain Markdown sites): the marker becomes its label. */
const GITHUB_ALERT = /^(\s*>\s*)\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/i;

const HEADING_ATTRIBUTES = /^(\s{0,3}#{1,6}\s.*?)\s*\{\s*#([\w.:-]+)[^}]*\}\s*$/;

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  details: 'Details',
  abstract: 'Abstract',
  success: 'Success',
  question: 'Question',
  failure: 'Failure',
  bug: 'Bug',
  example: 'Example',
  quote: 'Quote',
};

function label(kind: string): string {
  return LABELS[kind.toLowerCase()] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** A title line as its own paragraph: `**Tip: Title**`. */
function titleLine(indent: string, kind: string, title: string | undefined): string {
  const name = kind ? label(kind) : '';
  const text = [name, title?.trim()].filter(Boolean).join(': ');
  return text ? `${indent}**${text.replace(/\*/g, '\\*')}**` : '';
}

export interface ContainerSyntax {
  colonContainers: boolean;
  indentedBlocks: boolean;
  /** MkDocs Material icons, `:material-check:{ .lg }`: pictures on the site, noise in text. */
  iconShortcodes?: boolean;
  /** Python-Markdown `attr_list`, `[Link](x){ .md-button }`: styling, never text. */
  attributeLists?: boolean;
}

const ATTRIBUTE = String.raw`(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+))`;
const ATTRIBUTE_LIST = new RegExp(
  String.raw`[ \t]*\{:?[ \t]*${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*[ \t]*\}`,
  'g',
);

const ICON_SHORTCODE = /:(?:material|octicons|fontawesome|simple)-[\w-]+:(?:\{[^}]*\})?[ \t]?/g;

export function rewriteContainers(source: string, syntax: ContainerSyntax): string {
  let lines = source.split('\n');
  if (syntax.indentedBlocks) lines = rewriteIndentedBlocks(lines);
  const out: string[] = [];
  let fence: { indent: number; marker: string } | null = null;
  for (const raw of lines) {
    const f = FENCE.exec(raw);
    if (fence) {
      if (closes(f, fence)) fence = null;
      out.push(raw);
      continue;
    }
    const line = syntax.iconShortcodes ? raw.replace(ICON_SHORTCODE, '') : raw;
    if (f) {
      fence = { indent: f[1]!.length, marker: f[2]! };
      out.push(line.replace(/^(\s*(?:`{3,}|~{3,})\s*[\w+#.-]*)\s+\[([^\]]+)\](.*)$/, '$1 title="$2"$3'));
      continue;
    }
    if (syntax.colonContainers) {
      const c = COLON_CONTAINER.exec(line);
      if (c) {
        const [, indent = '', kind = '', bracketTitle, rest] = c;
        const title = bracketTitle ?? rest;
        // `::: code-group` and `::: raw` only wrap other blocks.
        const heading = kind === 'code-group' || kind === 'raw' ? '' : titleLine(indent, kind, title);
        out.push('', heading, '');
        continue;
      }
    }
    const alert = GITHUB_ALERT.exec(line);
    if (alert) {
      // Its own paragraph inside the quote, as an admonition's title is.
      out.push(`${alert[1]}**${label(alert[2]!)}**`, alert[1]!.trimEnd());
      continue;
    }
    const h = HEADING_ATTRIBUTES.exec(line);
    if (h) out.push(`${h[1]} \\{#${h[2]}\\}`);
    else out.push(syntax.attributeLists ? line.replace(ATTRIBUTE_LIST, '') : line);
  }
  return out.join('\n');
}

/** A closing fence: as long as the opening one, nothing after it, indented less than a code block inside it. */
function closes(f: RegExpExecArray | null, fence: { indent: number; marker: string }): boolean {
  return !!f && f[2]!.startsWith(fence.marker) && !f[3]!.trim() && f[1]!.length < fence.indent + 4;
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, '    ').length;

/**
 * MkDocs blocks: the marker line becomes a title paragraph and the body, indented four spaces
 * deeper, is moved out by four. Nested blocks surface one level per pass.
 */
function rewriteIndentedBlocks(input: string[]): string[] {
  let lines = input;
  for (let pass = 0; pass < 6; pass++) {
    let changed = false;
    const out: string[] = [];
    let fence: { indent: number; marker: string } | null = null;
    let body: { indent: number; tab: string | null; first: boolean } | null = null;
    for (const line of lines) {
      if (body) {
        const blank = !line.trim();
        if (blank || indentOf(line) >= body.indent + 4) {
          let moved = blank ? '' : ' '.repeat(indentOf(line) - 4) + line.trimStart();
          // A tab holding a code block names it: `=== "npm"` over ```` ```sh ````.
          if (body.tab && body.first && !blank) {
            const f = FENCE.exec(moved);
            if (f && !/title=/.test(f[3]!)) moved = `${moved} title="${body.tab.replace(/"/g, "'")}"`;
          }
          if (!blank) body.first = false;
          out.push(moved);
          continue;
        }
        body = null;
      }
      const f = FENCE.exec(line);
      if (fence) {
        if (closes(f, fence)) fence = null;
        out.push(line);
        continue;
      }
      if (f) {
        fence = { indent: f[1]!.length, marker: f[2]! };
        out.push(line);
        continue;
      }
      const m = INDENTED_BLOCK.exec(line);
      if (m) {
        const [, indent = '', marker = '', kind, title] = m;
        const isTab = marker.startsWith('===');
        // A tab's label is its title; an admonition shows its type and, when given, its title.
        // `!!! note ""` shows neither type nor title.
        const heading = isTab
          ? title
            ? `${indent}**${title}**`
            : ''
          : title === ''
            ? ''
            : titleLine(indent, kind ?? '', title);
        out.push('', heading, '');
        body = { indent: indentOf(line), tab: isTab ? (title ?? null) : null, first: true };
        changed = true;
        continue;
      }
      out.push(line);
    }
    lines = out;
    if (!changed) break;
  }
  return lines;
}
