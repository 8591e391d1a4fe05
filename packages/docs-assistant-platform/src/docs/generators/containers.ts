import { withoutHtmlComments } from './html-comments.js';
import { expandMaterialShortcodes } from './material-shortcodes.js';

/**
 * Generator markup that CommonMark does not know, rewritten into plain Markdown before parsing so
 * that a reader's text keeps its titles and never shows raw syntax:
 * - `:::tip Title` / `:::tip[Title]` / `::: details` containers (Docusaurus, VitePress), and
 *   `/// tip | Title` … `///` blocks (MkDocs, pymdownx.blocks);
 * - `!!! note "Title"`, `??? tip` admonitions, `=== "Tab"` tabs and `:   definitions` whose bodies are
 *   indented by four spaces (MkDocs; read as code blocks otherwise);
 * - GitHub alerts, `> [!NOTE]`, as their label;
 * - MkDocs Material icon shortcodes (`:octicons-tag-24:`), dropped;
 * - `## Heading {#id}` and `{ #id .class }` attribute lists, escaped so MDX reads them as text;
 * - include and table-of-contents directives (`<<< @/snippets/a.js`, `--8<-- "a.md"`, `[[toc]]`), dropped;
 * - API reference directives, `::: httpx.Client` and their indented options (mkdocstrings), dropped;
 * - VitePress code titles, ```` ```js [vite.config.js] ````, as `title="..."`, and Shiki's notation
 *   comments (`// [!code ++]`), dropped;
 */

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** `:::tip Title`, `:::tip[Title]`, `::: details Click me`, and the closing `:::`. */
const COLON_CONTAINER = /^(\s*):{3,}\s*([\w-]*)\s*(?:\[(.*)\]|(.*?))\s*(?:\{[^}]*\})?\s*$/;

/** `/// tip | Title`, `/// details | Summary`, `/// tab | Label`, and the closing `///` (pymdownx.blocks). */
const SLASH_BLOCK = /^(\s*)\/{3,}\s*(?:([\w-]+)\s*(?:\|\s*(.*?))?)?\s*$/;
/** Blocks that only wrap or lay out others, with no title of their own. */
const SLASH_WRAPPERS = new Set(['html', 'define', 'caption']);

/**
 * Shiki's notation comments (VitePress), `// [!code warning]`, `<!-- [!code focus] -->`: styling on
 * the site, noise in the code. A line marked `[!code --]` is one a diff removes.
 */
const SHIKI_NOTATION = /[ \t]*(?:\/\/|#|\/\*|<!--|--|;)[ \t]*\[!code [^\]\n]+\][ \t]*(?:\*\/|-->)?[ \t]*$/;
const REMOVED_LINE = /\[!code --\]/;

/** A code annotation marker whose comment is stripped: `# (1)!`, `// (2)!`, `<!-- (3)! -->`. */
const CODE_ANNOTATION = /[ \t]*(?:#|\/\/|\/\*|<!--|--|;|%)[ \t]*\(\d+\)![ \t]*(?:\*\/|-->)?[ \t]*$/;

/** Containers that only wrap other blocks, with no title of their own (VitePress). */
const WRAPPERS = new Set(['code-group', 'raw', 'v-pre']);

/** `!!! note "Title"`, `???+ tip`, `=== "Tab"`, `!!! note ""` (no title). */
const INDENTED_BLOCK = /^(\s*)(!!!|\?\?\?\+?|===\+?)\s*(?:([\w-]+(?:\s+[\w-]+)*))?\s*(?:"([^"]*)")?\s*$/;

/** GitHub alerts, `> [!NOTE]` (GitHub, VitePress, plain Markdown sites): the marker becomes its label. */
const GITHUB_ALERT = /^(\s*>\s*)\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/i;

/** `## Title {#id}`, `## Title { .class #id data-toc-label="x" }`: the id wherever it stands in the list. */
const HEADING_ATTRIBUTES = /^(\s{0,3}#{1,6}\s.*?)\s*\{:?[^}]*?#([\w.:+-]+)[^}]*\}\s*$/;

/** A definition list's definition, `:   Text` (Python-Markdown `def_list`). */
const DEFINITION = /^(\s*):[ \t]+(\S.*)$/;

/**
 * Lines that pull in another file or generate a table of contents: VitePress `<<< @/snippets/a.js`
 * and `[[toc]]`, pymdownx.snippets `--8<-- "a.md"`, example files `{* docs_src/main.py *}`. What
 * they pull in is not in the page's source (`includes.ts` writes in what it can read).
 */
const DIRECTIVE_LINE = /^\s*(?:<<<\s+\S|-{1,}8<-{1,}(?:\s|$)|\[\[toc\]\]\s*$|\{\*\s.*\*\}\s*$)/;

/**
 * `::: httpx.Client`, with its options indented below (`:docstring:`, `options:`): the reference a
 * plugin generates from the code (mkdocstrings, mkautodoc) is not in the page's source.
 */
const AUTODOC_LINE = /^(\s*):::\s+[\w.:-]+\s*$/;

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
  /** Include and table-of-contents directives on lines of their own (VitePress, pymdownx.snippets). */
  directives?: boolean;
  /** API reference directives, `::: module.Name` with indented options (mkdocstrings). */
  autodoc?: boolean;
  /** Material for MkDocs' documentation shortcodes, `<!-- md:default true -->`. */
  materialShortcodes?: boolean;
  /** Python-Markdown reference links with a space before the label, `[text] [label]`. */
  spacedReferences?: boolean;
  /** Material for MkDocs code annotations, `theme: material # (1)!`: bubbles on the site, dropped. */
  codeAnnotations?: boolean;
  /** HTML comments in MDX, which Docusaurus accepts and MDX does not: dropped. */
  htmlCommentsInMdx?: boolean;
  /** pymdownx.blocks, `/// note | Title` … `///` (MkDocs). */
  slashBlocks?: boolean;
  /** Shiki's notation comments in code, `// [!code ++]` (VitePress): dropped, with the lines a diff removes. */
  shikiNotation?: boolean;
}

const ICON_SHORTCODE = /:(?:material|octicons|fontawesome|simple)-[\w-]+:(?:\{[^}]*\})?[ \t]?/g;

/** A tab's label as a code block title: no icons, and no backticks, which would end the fence's info. */
function plainLabel(label: string): string {
  return label.replace(ICON_SHORTCODE, '').replace(/`/g, '').replace(/"/g, "'").trim();
}

export function rewriteContainers(source: string, syntax: ContainerSyntax): string {
  let text = syntax.materialShortcodes ? expandMaterialShortcodes(source) : source;
  if (syntax.htmlCommentsInMdx) text = withoutHtmlComments(text);
  let lines = text.split('\n');
  if (syntax.indentedBlocks) lines = rewriteIndentedBlocks(lines);
  const out: string[] = [];
  let fence: { indent: number; marker: string; example: boolean } | null = null;
  /** The indent of an API reference directive whose options are being dropped. */
  let autodoc: number | null = null;
  for (const raw of lines) {
    if (autodoc !== null && (!raw.trim() || indentOf(raw) > autodoc)) continue;
    autodoc = null;
    const f = FENCE.exec(raw);
    if (fence) {
      if (closes(f, fence)) fence = null;
      if (syntax.shikiNotation && !fence?.example) {
        if (!REMOVED_LINE.test(raw)) out.push(raw.replace(SHIKI_NOTATION, ''));
        continue;
      }
      out.push(syntax.codeAnnotations && !fence?.example ? raw.replace(CODE_ANNOTATION, '') : raw);
      continue;
    }
    const line = syntax.iconShortcodes ? raw.replace(ICON_SHORTCODE, '') : raw;
    if (syntax.directives && DIRECTIVE_LINE.test(line)) continue;
    const directive = syntax.autodoc ? AUTODOC_LINE.exec(line) : null;
    if (directive) {
      autodoc = indentOf(directive[1]!);
      continue;
    }
    if (f) {
      // A Markdown example shows annotation markers as they are written.
      fence = { indent: f[1]!.length, marker: f[2]!, example: /^\s*(?:md|markdown)\b/i.test(f[3]!) };
      out.push(
        line.replace(
          /^(\s*(?:`{3,}|~{3,})\s*[\w+#.-]*(?::[\w=-]+)?(?:\s*\{[^}]*\})?)\s*\[([^\]]+)\](.*)$/,
          '$1 title="$2"$3',
        ),
      );
      continue;
    }
    if (syntax.colonContainers) {
      const c = COLON_CONTAINER.exec(line);
      if (c) {
        const [, indent = '', kind = '', bracketTitle, rest] = c;
        const title = bracketTitle ?? rest;
        // `::: code-group`, `::: raw` and `::: v-pre` only wrap other blocks.
        const heading = WRAPPERS.has(kind) ? '' : titleLine(indent, kind, title);
        out.push('', heading, '');
        continue;
      }
    }
    const slash = syntax.slashBlocks ? SLASH_BLOCK.exec(line) : null;
    if (slash) {
      const [, indent = '', kind = '', title] = slash;
      // A tab shows its label alone; an admonition its type and title; the closing `///` nothing.
      const heading =
        !kind || SLASH_WRAPPERS.has(kind)
          ? ''
          : kind === 'tab'
            ? title
              ? `${indent}**${title.replace(/\*/g, '\\*')}**`
              : ''
            : titleLine(indent, kind, title);
      out.push('', heading, '');
      continue;
    }
    const alert = GITHUB_ALERT.exec(line);
    if (alert) {
      // Its own paragraph inside the quote, as an admonition's title is.
      out.push(`${alert[1]}**${label(alert[2]!)}**`, alert[1]!.trimEnd());
      continue;
    }
    const h = HEADING_ATTRIBUTES.exec(line);
    if (h) out.push(`${h[1]} \\{#${h[2]}\\}`);
    else {
      const plain = syntax.attributeLists ? withoutAttributeLists(line) : line;
      const label = syntax.spacedReferences ? LABEL_LINE.exec(plain) : null;
      // `[text]` at the end of a line and its `[label]` opening the next one.
      if (label && /[^\]]\]$/.test(out.at(-1) ?? '')) out[out.length - 1] += joinSpacedReferences(label[1]!);
      else out.push(syntax.spacedReferences ? joinSpacedReferences(plain) : plain);
    }
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
    // `label`: where the tab's label paragraph is in `out`.
    let body: { indent: number; tab: string | null; first: boolean; label: number } | null = null;
    for (const line of lines) {
      if (body) {
        const blank = !line.trim();
        if (blank || indentOf(line) >= body.indent + 4) {
          let moved = blank ? '' : ' '.repeat(indentOf(line) - 4) + line.trimStart();
          // A tab holding a code block names it: `=== "npm"` over ```` ```sh ````. Its label is then
          // the block's title, not a paragraph that would pass for the sentence introducing it.
          if (body.tab && body.first && !blank) {
            const f = FENCE.exec(moved);
            const title = plainLabel(body.tab);
            if (f && title && !/title=/.test(f[3]!)) {
              moved = `${moved} title="${title}"`;
              out[body.label] = '';
            }
          }
          if (!blank) {
            body.first = false;
            changed = true;
          }
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
            : // `!!! info inline end`: `inline` and `end` place the box, they are not its type.
              titleLine(indent, kind?.split(/\s+/)[0] ?? '', title);
        out.push('', heading, '');
        body = {
          indent: indentOf(line),
          tab: isTab ? (title ?? null) : null,
          first: true,
          label: out.length - 2,
        };
        changed = true;
        continue;
      }
      const d = DEFINITION.exec(line);
      // After a blank line, `:   Text` starts a definition whose other blocks are indented by four.
      if (d && !out.at(-1)?.trim()) {
        const [, indent = '', content = ''] = d;
        const term = out.at(-2);
        if (term !== undefined && isTerm(term) && !out.at(-3)?.trim() && !opensBlock(content)) {
          // `term`, blank, `:   definition` reads as `term` then `: definition`: one row.
          out.pop();
          out.push(`${indent}: ${content}`);
        } else out.push(`${indent}${content}`);
        body = { indent: indentOf(line), tab: null, first: true, label: -1 };
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

/** A one-line paragraph that can be a definition's term: not a heading, list, quote, table or block. */
function isTerm(line: string): boolean {
  return !!line.trim() && !/^\s*(?:[#>|*+-]\s|\d+[.)]\s|`{3}|~{3}|<|:)/.test(line) && !opensBlock(line);
}

const opensBlock = (text: string) => INDENTED_BLOCK.test(text) || FENCE.test(text);

/**
 * Python-Markdown `attr_list`: `{ .class #id key=value data-flag }` right after an inline element
 * (`[Link](x){ .md-button }`) or at the end of a line. Code spans keep theirs: they are examples.
 */
function withoutAttributeLists(line: string): string {
  return outsideCodeSpans(line, (part, afterCode) =>
    // Right after a code span: `` `name`{ .class } ``.
    (afterCode ? part.replace(LEADING_ATTRIBUTES, '') : part)
      .replace(INLINE_ATTRIBUTES, '$1')
      .replace(TRAILING_ATTRIBUTES, ''),
  );
}

/** A line rewritten outside its code spans, which are examples to keep as written. */
function outsideCodeSpans(line: string, rewrite: (part: string, afterCode: boolean) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 ? part : rewrite(part, i > 0)))
    .join('');
}

/**
 * `[text] [label]`: Python-Markdown allows a space between a link's text and its label, CommonMark
 * does not. Not after another label (`[a][b] [c]` is a link and a shortcut) nor a task's `[x]`.
 */
const SPACED_REFERENCE = /(?<!\])(\[(?:[^[\]`]|`[^`]*`)+\]) (\[[^\]\s][^\]]*\])(?![(:[])/g;
/** A line opening with a reference label, `[site_dir]. More text`. */
const LABEL_LINE = /^\s*(\[[^\]\s][^\]]*\](?![(:[]).*)$/;

/** The same with the link's text begun on the line before: `[the \`site\`` / `directory] [site_dir]`. */
const SPACED_REFERENCE_CONTINUED = /^((?:[^[\]`]|`[^`]*`)+\]) (\[[^\]\s][^\]]*\])(?![(:[])/;
const joinSpacedReferences = (line: string) =>
  line
    .replace(SPACED_REFERENCE, (all, text: string, label: string) =>
      /^\[[ xX]\]$/.test(text) ? all : `${text}${label}`,
    )
    .replace(SPACED_REFERENCE_CONTINUED, '$1$2');

const ATTRIBUTE = String.raw`(?:[.#][\w:+-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+)|[\w-]+)`;
const LIST = String.raw`\{:?[ \t]*${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*[ \t]*\}`;
const INLINE_ATTRIBUTES = new RegExp(String.raw`([)\]*_])${LIST}`, 'g');
const TRAILING_ATTRIBUTES = new RegExp(String.raw`[ \t]*${LIST}[ \t]*$`);
const LEADING_ATTRIBUTES = new RegExp(String.raw`^${LIST}`);
