import type { SectionCode } from '../db/schema.js';

/** The parts of mdast (with the MDX and GFM extensions) that reading a page needs. */
export interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  alt?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** A page flattened to the blocks that sectioning needs, in reading order. */
export type Block =
  | { kind: 'heading'; depth: number; text: string; id: string | null; node: MdNode }
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: SectionCode };

/**
 * JSX attributes whose string values are prose a reader sees (an image's `alt` describes a
 * screenshot, not the product, and stays out): card titles, field names, tab
 * labels); others (`href`, `icon`, `color`, ...) are presentation and stay out of the text.
 */
const PROSE_ATTRIBUTES = new Set([
  'title',
  'description',
  'name',
  'label',
  'tip',
  'path',
  'query',
  'body',
  'header',
  'type',
  'default',
  'placeholder',
  'caption',
  'summary',
  'heading',
]);

const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml', 'definition']);
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'break',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'footnoteReference',
]);
const CONTAINERS = new Set(['root', 'list', 'listItem', 'blockquote', 'mdxJsxFlowElement']);

export function toBlocks(root: MdNode): Block[] {
  const out: Block[] = [];
  walkBlock(root, out, null);
  return footnotesLast(out);
}

/** Blocks of footnote definitions, which a page shows after its text, not where they are written. */
const footnoteBlocks = new WeakSet<Block>();

/**
 * Footnotes at the end of their section, as a reader sees them: written between a sentence ending
 * in a colon and the block it announces, one would stand in for that sentence as the block's intro.
 */
function footnotesLast(blocks: Block[]): Block[] {
  const out: Block[] = [];
  let notes: Block[] = [];
  for (const block of blocks) {
    if (footnoteBlocks.has(block)) {
      notes.push(block);
      continue;
    }
    if (block.kind === 'heading') {
      out.push(...notes);
      notes = [];
    }
    out.push(block);
  }
  out.push(...notes);
  return out;
}

function walkBlock(node: MdNode, out: Block[], idFromParent: string | null): void {
  if (SKIPPED.has(node.type)) return;
  switch (node.type) {
    case 'heading': {
      const text = inlineText(node).trim();
      // `## Title {#custom-id}`: an explicit anchor (Docusaurus, VitePress, MkDocs attr_list).
      const explicit = /\s*\{#([^\s{}]+)\}$/.exec(text);
      const title = explicit ? text.slice(0, explicit.index) : text;
      if (title)
        out.push({
          kind: 'heading',
          depth: node.depth ?? 2,
          text: title,
          id: explicit?.[1] ?? idFromParent,
          node,
        });
      return;
    }
    case 'code': {
      const attributes = attributeFence(node);
      if (attributes) {
        out.push({ kind: 'code', code: { ...attributes, code: node.value ?? '' } });
        return;
      }
      const lang = node.lang ? (LANGUAGE_MARKS.exec(node.lang)?.[1] ?? node.lang) : null;
      // ```` ``` title="x" ````: no language, only options, which CommonMark reads as the language.
      const optionsOnly = !!lang && lang.includes('=');
      const meta = optionsOnly ? [lang, node.meta].filter(Boolean).join(' ') : node.meta;
      const shownLang = (!optionsOnly && lang) || null;
      out.push({
        kind: 'code',
        code: { lang: shownLang, title: codeTitle(meta), code: terminalText(node.value ?? '', shownLang) },
      });
      return;
    }
    case 'table':
      for (const row of tableRows(node)) pushText(out, row);
      return;
    case 'html':
      pushText(out, htmlText(node.value ?? ''));
      return;
  }
  if (node.type === 'mdxJsxFlowElement' && FIELDS.has(node.name ?? '')) {
    pushField(node, out);
    return;
  }
  if (node.type === 'paragraph') {
    // `<ResponseField name="x">Text.</ResponseField>` on one line is a paragraph holding the field.
    const only = (node.children ?? []).filter((c) => c.type !== 'text' || c.value?.trim());
    if (only.length === 1 && only[0]!.type === 'mdxJsxTextElement' && FIELDS.has(only[0]!.name ?? '')) {
      pushField(only[0]!, out);
      return;
    }
    // `<Warning title="Old">Text.</Warning>` alone in a paragraph: its title, then its text.
    if (only.length === 1 && only[0]!.type === 'mdxJsxTextElement' && elementTitle(only[0]!)) {
      pushText(out, elementTitle(only[0]!));
      pushText(out, (only[0]!.children ?? []).map(markedText).join(''));
      return;
    }
    pushText(out, definitionRow(markedText(node)));
    return;
  }
  if (node.type === 'mdxJsxFlowElement' && node.children?.some((child) => PHRASING.has(child.type))) {
    // `<Note>Short *note*.</Note>` on one line holds phrasing content directly: one paragraph.
    pushText(out, elementTitle(node));
    pushText(out, (node.children ?? []).map(inlineText).join(''));
    return;
  }
  if (node.type === 'footnoteDefinition') {
    const notes: Block[] = [];
    for (const child of node.children ?? []) walkBlock(child, notes, null);
    for (const note of notes) footnoteBlocks.add(note);
    out.push(...notes);
    return;
  }
  if (CONTAINERS.has(node.type)) {
    let childId: string | null = null;
    if (node.type === 'mdxJsxFlowElement') {
      pushText(out, elementTitle(node));
      // `<div id="x">## Heading</div>` gives the heading an explicit anchor.
      childId = stringAttribute(node, 'id');
    }
    (node.children ?? []).forEach((child, i) => walkBlock(child, out, i === 0 ? childId : null));
    return;
  }
  pushText(out, inlineText(node));
}

/** Components that document one field, parameter or property: each becomes a row. */
const FIELDS = new Set(['ResponseField', 'ParamField', 'Field', 'Property', 'Param']);
/** Attributes of a field component that name it (`<ParamField query="limit">`). */
const FIELD_NAMES = ['name', 'path', 'query', 'body', 'header', 'param'];

/**
 * A row reads as a line of its own, `- key (detail: value): description`, so that an answer can
 * quote the one row that answers a question (a flag, a variable, a field).
 */
export const ROW_MARK = '- ';

function row(key: string, details: string[], description: string): string {
  const head = `${ROW_MARK}${key}${details.length ? ` (${details.join(', ')})` : ''}`;
  return description ? `${head}: ${description}` : head;
}

/** Headers and labels of a default or a bound, the values a section states of its subject (in the docs' languages). */
const DEFAULT_LABEL =
  /^(default( value)?|limit|maximum|minimum|défaut|valeur par défaut|predeterminado|valor (predeterminado|padrão)|standard(wert)?|padrão|默认值?|デフォルト(値)?|既定値|기본값)$/iu;

/** Headers of a column of values: a default or a bound, or a value, a type, a version. */
const isValueHeader = (header: string) =>
  DEFAULT_LABEL.test(header) || /^(value|type|version|valeur|valor)$/iu.test(header);

/** The label a line opens with, `Default:` or `- **Type:**`. */
const labelOf = (text: string) => /^(?:- )?\**([^:*`]{1,30}?)\**:/u.exec(text.trim())?.[1]?.trim() ?? '';

/**
 * Whether a line is a value labelled as such ("Type: `string`", "Default: `5173`"): it states a
 * value of what its section describes, not a subject of its own.
 */
export const labelsAValue = (text: string) => isValueHeader(labelOf(text));

/** Whether that value is a default or a bound ("Default: `5173`", "- Maximum: 10 files"). */
export const labelsADefault = (text: string) => DEFAULT_LABEL.test(labelOf(text));

/** Each body row of a table, keyed by its first cell, the other cells labelled by their header. */
function tableRows(table: MdNode): string[] {
  const [header, ...body] = (table.children ?? []).map((r) =>
    (r.children ?? []).map((cell) => markedText(cell).replace(/\s+/g, ' ').trim()),
  );
  if (!header) return [];
  if (!body.length) return [header.join(' | ')];
  // A second and last column headed "Default" holds a value, not a description: it keeps its label.
  const valueOnly = header.length === 2 && isValueHeader(header[1]!);
  // A first column headed "Default" names nothing: every cell is a value of the section's
  // subject ("Default | CLI Override | API Override"), each read with its label.
  const valuesOnly = DEFAULT_LABEL.test(header[0]!);
  return body.map((cells) => {
    const [key = '', ...rest] = cells;
    if (valuesOnly) {
      const labelled = cells.map((cell, i) => (cell ? `${header[i] ?? ''}: ${cell}`.replace(/^: /, '') : ''));
      return row(labelled[0] ?? '', labelled.slice(1).filter(Boolean), '');
    }
    if (valueOnly) return row(key, rest[0] ? [`${header[1]}: ${rest[0]}`] : [], '');
    const description = rest.length > 1 ? rest.at(-1)! : (rest[0] ?? '');
    const details = rest
      .slice(0, rest.length > 1 ? -1 : 0)
      .map((cell, i) => (cell ? `${header[i + 1] ?? ''}: ${cell}`.replace(/^: /, '') : ''))
      .filter(Boolean);
    return row(key, details, description);
  });
}

function pushField(node: MdNode, out: Block[]): void {
  const name = FIELD_NAMES.map((n) => stringAttribute(node, n)).find(Boolean) ?? '';
  const type = stringAttribute(node, 'type');
  const fallback = stringAttribute(node, 'default');
  const required = node.attributes?.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'required');
  const details = [type, fallback && `default: \`${fallback}\``, required && 'required'].filter(
    (d): d is string => !!d,
  );
  const children = node.children ?? [];
  const prose = children.filter((c) => c.type === 'paragraph' || PHRASING.has(c.type));
  const description = prose.map((c) => markedText(c).replace(/\s+/g, ' ').trim()).join(' ');
  pushText(
    out,
    name ? row(`\`${name}\``, details, description) : [details.join(', '), description].join(' '),
  );
  // Nested fields (often inside an `<Expandable>`) and other blocks follow as their own rows.
  for (const child of children) if (!prose.includes(child)) walkBlock(child, out, null);
}

/** A definition list item written `term` then `: definition` on the next line. */
function definitionRow(text: string): string {
  const match = /^([^\n]{1,80})\n:\s+([\s\S]+)$/.exec(text.trim());
  return match ? row(match[1]!.trim(), [], match[2]!.replace(/\s+/g, ' ').trim()) : text;
}

/** Inline text with code spans kept as code, for rows quoted as they are. */
function markedText(node: MdNode): string {
  if (node.type === 'inlineCode') return `\`${node.value ?? ''}\``;
  // A screenshot's alt text describes the picture, not the product.
  if (node.type === 'image') return '';
  if (node.children && !SKIPPED.has(node.type)) {
    const inner = node.children.map(markedText).join('');
    return node.type === 'mdxJsxTextElement' ? withOwnText(node, inner) : inner;
  }
  return inlineText(node);
}

/** A block of prose is one line: line breaks inside a paragraph are only the source's wrapping. */
function pushText(out: Block[], text: string): void {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean) out.push({ kind: 'text', text: clean });
}

export function inlineText(node: MdNode): string {
  if (SKIPPED.has(node.type)) return '';
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value ?? '';
    case 'html':
      return htmlText(node.value ?? '');
    case 'image':
      return node.alt ?? '';
    case 'break':
      return ' ';
    case 'code':
      return node.value ?? '';
  }
  const inner = (node.children ?? []).map(inlineText);
  // Phrasing joins as written; block children (paragraphs in a list item or a component) need a space.
  const separator =
    node.type === 'paragraph' || node.type === 'heading' || PHRASING.has(node.type) ? '' : ' ';
  if (node.type === 'mdxJsxTextElement') return withOwnText(node, inner.join(separator));
  const own = node.type === 'mdxJsxFlowElement' ? elementTitle(node) : '';
  return [own, ...inner].filter(Boolean).join(separator);
}

/** Mintlify callouts, named as admonitions are elsewhere (`Tip: Title`). */
const CALLOUTS: Record<string, string> = {
  Note: 'Note',
  Tip: 'Tip',
  Info: 'Info',
  Warning: 'Warning',
  Check: 'Check',
  Danger: 'Danger',
  Caution: 'Caution',
};

/** A component's heading line: its callout kind and prose attributes (`Warning: Old versions`). */
function elementTitle(node: MdNode): string {
  return [CALLOUTS[node.name ?? ''], attributeText(node)].filter(Boolean).join(': ');
}

/**
 * An inline component's text with its own prose after it: `<Tooltip tip="Explains">term</Tooltip>`
 * reads "term (Explains)", never the two run together.
 */
function withOwnText(node: MdNode, inner: string): string {
  const own = attributeText(node);
  if (!own) return inner;
  return inner.trim() ? `${inner} (${own})` : own;
}

function attributeText(node: MdNode): string {
  const parts: string[] = [];
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || !PROSE_ATTRIBUTES.has(attribute.name))
      continue;
    if (typeof attribute.value === 'string' && attribute.value.trim()) parts.push(attribute.value.trim());
  }
  return parts.join(' ');
}

function stringAttribute(node: MdNode, name: string): string | null {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' && attribute.value ? attribute.value : null;
}

/**
 * Raw HTML (or JSX read leniently as HTML): prose attributes and text, tags dropped. Style sheets
 * and scripts (a page's `<style>` or VitePress `<script setup>`) are not text at all.
 */
function htmlText(html: string): string {
  const prose = html.replace(/<(style|script)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ');
  const titles = [...prose.matchAll(/\b(?:title|description|label)="([^"]*)"/g)].map((m) => m[1]);
  const body = prose
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ');
  return [...titles, body].join(' ');
}

/**
 * A fence with an attribute list (pymdownx.superfences), ```` ``` { .sh .no-copy title="x" } ````:
 * its first class is the language; the other classes and options are presentation.
 */
function attributeFence(node: MdNode): { lang: string | null; title: string | null } | null {
  const info = [node.lang, node.meta].filter(Boolean).join(' ');
  const list = /^\{([^}]*)\}/.exec(info)?.[1];
  if (list === undefined) return null;
  // `{r}` (Quarto, R Markdown) names the language without a dot.
  const lang = (/(?:^|\s)\.([\w+#-]+)/.exec(list) ?? /^\s*([\w+#-]+)\s*$/.exec(list))?.[1] ?? null;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(list);
  return { lang, title: (title?.[1] ?? title?.[2] ?? '').trim() || null };
}

/**
 * Marks written onto a code block's language (VitePress): ```` ```ts:line-numbers=2 ````,
 * ```` ```js{4} ````. The language is what comes before them.
 */
const LANGUAGE_MARKS = /^([^:{=\s]+)(?::(?:no-)?line-numbers(?:=\d+)?)?(?:\{[^}]*\})?$/;

const CODE_FLAGS = new Set([
  'lines',
  'wrap',
  'expandable',
  'focus',
  'highlight',
  'twoslash',
  'showlinenumbers',
]);

/**
 * Mintlify code meta: ```` ```bash install.sh ````, ```` ```js Title {1,3} ```` or
 * ```` ```ts title="Client" lines ````. The title is what remains once options are removed.
 */
export function codeTitle(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const quoted = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (quoted) return (quoted[1] ?? quoted[2] ?? '').trim() || null;
  const rest = meta
    .replace(/\b[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S*)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !CODE_FLAGS.has(word.toLowerCase()))
    .join(' ')
    .trim();
  return rest || null;
}

/** Terminal sessions some sites colour with HTML (`<font color="#F4BF75"><b>Usage:</b></font>`). */
const TERMINAL = /^(?:console|terminal|shell-session|sh-session)$/i;
const COLOURING_TAG = /<\/?(?:font|span|b|i|u|strong|em)\b[^<>]*>/gi;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** A terminal session's text as the terminal shows it: without the HTML that colours it. */
function terminalText(code: string, lang: string | null): string {
  if (!lang || !TERMINAL.test(lang) || !/<(?:font|span)\b/i.test(code)) return code;
  return code
    .replace(COLOURING_TAG, '')
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]!);
}
