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
 * JSX attributes whose string values are prose a reader sees (card titles, field names, tab
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
  'alt',
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
const CONTAINERS = new Set([
  'root',
  'list',
  'listItem',
  'blockquote',
  'mdxJsxFlowElement',
  'footnoteDefinition',
]);

export function toBlocks(root: MdNode): Block[] {
  const out: Block[] = [];
  walkBlock(root, out, null);
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
    case 'code':
      out.push({
        kind: 'code',
        code: { lang: node.lang || null, title: codeTitle(node.meta), code: node.value ?? '' },
      });
      return;
    case 'table':
      for (const row of node.children ?? []) {
        const cells = (row.children ?? []).map((cell) => inlineText(cell).trim());
        pushText(out, cells.join(' | '));
      }
      return;
    case 'html':
      pushText(out, htmlText(node.value ?? ''));
      return;
  }
  if (node.type === 'mdxJsxFlowElement' && node.children?.some((child) => PHRASING.has(child.type))) {
    // `<Note>Short *note*.</Note>` on one line holds phrasing content directly: one paragraph.
    pushText(out, inlineText(node));
    return;
  }
  if (CONTAINERS.has(node.type)) {
    let childId: string | null = null;
    if (node.type === 'mdxJsxFlowElement') {
      pushText(out, attributeText(node));
      // `<div id="x">## Heading</div>` gives the heading an explicit anchor.
      childId = stringAttribute(node, 'id');
    }
    (node.children ?? []).forEach((child, i) => walkBlock(child, out, i === 0 ? childId : null));
    return;
  }
  pushText(out, inlineText(node));
}

function pushText(out: Block[], text: string): void {
  const clean = text.replace(/[ \t]+/g, ' ').trim();
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
  const own =
    node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement' ? attributeText(node) : '';
  const inner = (node.children ?? []).map(inlineText);
  // Phrasing joins as written; block children (paragraphs in a list item or a component) need a space.
  const separator =
    node.type === 'paragraph' || node.type === 'heading' || PHRASING.has(node.type) ? '' : ' ';
  return [own, ...inner].filter(Boolean).join(separator);
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

/** Raw HTML (or JSX read leniently as HTML): prose attributes and text, tags dropped. */
function htmlText(html: string): string {
  const titles = [...html.matchAll(/\b(?:title|description|label)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ');
  return [...titles, body].join(' ');
}

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
