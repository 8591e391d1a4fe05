import { nothing, render, type TemplateResult } from 'lit';
import type { Token, Tokens } from 'marked';
import type { Citation, MarkdownContext } from './markdown.js';
import { isSameOrigin, safeImageUrl, safeLinkUrl } from './safe-url.js';

/**
 * Markdown blocks built as DOM nodes. A long answer has thousands of small inline elements
 * (emphasis, code spans, links, citation markers): building them directly costs a fraction of
 * cloning a template for each. Text only ever becomes text nodes and attributes are set one
 * by one, so nothing in the answer is parsed as HTML.
 */

type Child = Node | string;

/** A block as Lit renders it: a built node, or a template from the context (code blocks). */
export type Block = Child | TemplateResult | typeof nothing;

/** The part of a `[n]` marker. */
const PART_CITATION = 'citation';

function element(tag: string, children: Child[] = [], attributes?: Record<string, string>): HTMLElement {
  const node = document.createElement(tag);
  if (attributes) for (const name in attributes) node.setAttribute(name, attributes[name]!);
  node.append(...children);
  return node;
}

/** A template placed among built nodes: the code block of a list item or a quote. */
function templateNode(template: TemplateResult): Node {
  const fragment = document.createDocumentFragment();
  render(template, fragment);
  return fragment;
}

/** The language of a fenced block: the first word of its info string. */
export function codeLanguage(code: Tokens.Code): string {
  return (code.lang ?? '').split(/\s/)[0] ?? '';
}

/** One top-level block; `settled` is false for the unfinished end of a streamed answer. */
export function renderBlock(token: Token, context: MarkdownContext, settled = true): Block {
  if (token.type === 'code') {
    const code = token as Tokens.Code;
    return context.codeBlock(code.text, codeLanguage(code), settled);
  }
  return buildBlock(token, context) ?? nothing;
}

/** Elements the caret goes into, to stand right after the last word. */
const TEXT_CONTAINERS = new Set(['P', 'UL', 'OL', 'LI', 'BLOCKQUOTE']);

/**
 * The live blocks with a caret after their text: in the last block, unless that is a code block
 * or a table (which end the answer with their own frame), or alone when no block is live yet.
 * It is an element of the live end, not a style of the answer, so the answer's end restyles
 * only that end.
 */
export function withCaret(blocks: Block[]): Block[] {
  const caret = element('span', [], { class: 'caret', 'aria-hidden': 'true' });
  const last = blocks.at(-1);
  if (last === undefined) return [caret];
  if (!(last instanceof Element) || !TEXT_CONTAINERS.has(last.tagName)) return blocks;
  let target: Element = last;
  while (target.lastElementChild && TEXT_CONTAINERS.has(target.lastElementChild.tagName))
    target = target.lastElementChild;
  target.append(caret);
  return blocks;
}

function buildBlocks(tokens: Token[], context: MarkdownContext): Child[] {
  const out: Child[] = [];
  for (const token of tokens) {
    const node = buildBlock(token, context);
    if (node) out.push(node);
  }
  return out;
}

function buildBlock(token: Token, context: MarkdownContext): Child | undefined {
  switch (token.type) {
    case 'space':
    case 'def':
      return undefined;
    case 'paragraph':
      return element('p', buildInline((token as Tokens.Paragraph).tokens, context));
    case 'heading': {
      const heading = token as Tokens.Heading;
      return element('p', buildInline(heading.tokens, context), {
        role: 'heading',
        'aria-level': String(heading.depth),
        class: `heading h${heading.depth}`,
      });
    }
    case 'code': {
      const code = token as Tokens.Code;
      return templateNode(context.codeBlock(code.text, codeLanguage(code), true));
    }
    case 'blockquote':
      return element('blockquote', buildBlocks((token as Tokens.Blockquote).tokens, context));
    case 'list':
      return buildList(token as Tokens.List, context);
    case 'table':
      return buildTable(token as Tokens.Table, context);
    case 'hr':
      return element('hr');
    case 'text': {
      const text = token as Tokens.Text;
      if (!text.tokens) return text.text;
      const fragment = document.createDocumentFragment();
      fragment.append(...buildInline(text.tokens, context));
      return fragment;
    }
    case 'checkbox': {
      const box = element('input', [], { type: 'checkbox', disabled: '', 'aria-label': 'task' });
      (box as HTMLInputElement).checked = (token as Tokens.Checkbox).checked;
      const fragment = document.createDocumentFragment();
      fragment.append(box, ' ');
      return fragment;
    }
    default:
      // Raw HTML and anything unknown is shown as the text it is, never parsed.
      return element('p', [token.raw]);
  }
}

export function buildList(list: Tokens.List, context: MarkdownContext): HTMLElement {
  const items = list.items.map((item) => buildListItem(item, context));
  if (!list.ordered) return element('ul', items);
  const start = Number(list.start);
  return element('ol', items, { start: String(Number.isFinite(start) && start > 0 ? start : 1) });
}

export function buildListItem(item: Tokens.ListItem, context: MarkdownContext): HTMLElement {
  return element('li', buildBlocks(item.tokens, context));
}

function buildTable(table: Tokens.Table, context: MarkdownContext): HTMLElement {
  const cell = (tag: string, tokens: Token[], index: number) =>
    element(tag, buildInline(tokens, context), { class: `align-${table.align[index] ?? 'start'}` });
  const head = element('thead', [element('tr', table.header.map((c, i) => cell('th', c.tokens, i)))]);
  const body = element(
    'tbody',
    table.rows.map((row) => element('tr', row.map((c, i) => cell('td', c.tokens, i)))),
  );
  return element('div', [element('table', [head, body])], { class: 'table-scroll', tabindex: '0' });
}

function buildInline(tokens: Token[] | undefined, context: MarkdownContext): Child[] {
  const out: Child[] = [];
  for (const token of tokens ?? []) appendInline(out, token, context);
  return out;
}

function appendInline(out: Child[], token: Token, context: MarkdownContext): void {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      if (text.tokens) for (const child of text.tokens) appendInline(out, child, context);
      else appendCitations(out, text.text, context);
      return;
    }
    case 'escape':
      out.push((token as Tokens.Escape).text);
      return;
    case 'strong':
    case 'em':
    case 'del':
      out.push(element(token.type, buildInline((token as Tokens.Strong).tokens, context)));
      return;
    case 'codespan':
      out.push(element('code', [(token as Tokens.Codespan).text]));
      return;
    case 'br':
      out.push(element('br'));
      return;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeLinkUrl(link.href, context.base);
      const label = buildInline(link.tokens, context);
      out.push(...(href ? [linkElement(href, label, context.base, { title: link.title ?? undefined })] : label));
      return;
    }
    case 'image':
      out.push(buildImage(token as Tokens.Image, context));
      return;
    default:
      out.push(token.raw);
  }
}

const MARKER = /\[(\d{1,3})\]/g;

/**
 * Citation links already built in this render, by the page they cite: an answer cites the same
 * few pages hundreds of times, and a copy of a built link is cheaper than building it again.
 */
const builtCitations = new WeakMap<Citation, { n: number; link: Node }>();

/** Text in which each `[n]` that cites a page becomes a small link to it. */
function appendCitations(out: Child[], text: string, context: MarkdownContext): void {
  const cite = context.cite;
  if (!cite || !text.includes('[')) {
    out.push(text);
    return;
  }
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const n = Number(match[1]);
    const citation = cite(n);
    if (!citation) continue;
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push(citationLink(n, citation, context));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
}

function citationLink(n: number, citation: Citation, context: MarkdownContext): Node {
  const built = builtCitations.get(citation);
  if (built?.n === n) return built.link.cloneNode(true);
  const label = (context.citationLabel ?? '{n}: {title}')
    .replace('{n}', String(n))
    .replace('{title}', citation.title);
  const marker = element('sup', [String(n)], { class: 'cite-marker' });
  const link = linkElement(citation.href, [marker], context.base, {
    title: citation.title,
    'aria-label': label,
    part: PART_CITATION,
  });
  // The original is kept to copy from: each marker in the answer is a copy.
  builtCitations.set(citation, { n, link });
  return link.cloneNode(true);
}

function buildImage(image: Tokens.Image, context: MarkdownContext): Child {
  const src = safeImageUrl(image.href, context.base, context.imageOrigins);
  if (src)
    return element('img', [], { src, alt: image.text, loading: 'lazy', referrerpolicy: 'no-referrer' });
  const href = safeLinkUrl(image.href, context.base);
  return href ? linkElement(href, [image.text || href], context.base) : image.text;
}

/** Same-origin links navigate in place; others open in a new tab without a referrer. */
function linkElement(
  href: string,
  label: Child[],
  base: string,
  attributes: Record<string, string | undefined> = {},
): HTMLElement {
  const link = element('a', label, { href });
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) link.setAttribute(name, value);
  }
  if (!isSameOrigin(href, base)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return link;
}
