import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** A built page read back: its title, language and main content as Markdown (headings keep their ids). */
export interface HtmlPage {
  title: string | null;
  language: string | null;
  markdown: string;
}

const HEADING = /^H[1-6]$/;
/** Elements whose text is one paragraph, unless they hold blocks of their own. */
const TEXT_BLOCKS = new Set([
  'P',
  'LI',
  'DT',
  'DD',
  'TD',
  'TH',
  'FIGCAPTION',
  'SUMMARY',
  'CAPTION',
  'BLOCKQUOTE',
]);
const BLOCKS = new Set([
  ...TEXT_BLOCKS,
  'DIV',
  'SECTION',
  'ARTICLE',
  'UL',
  'OL',
  'DL',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'PRE',
  'FIGURE',
  'DETAILS',
  'ASIDE',
  'MAIN',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'BUTTON', 'NAV', 'FORM']);

/** The part of the DOM (as linkedom implements it) that reading a page needs. */
interface DomNode {
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}
interface El extends DomNode {
  tagName: string;
  children: ArrayLike<El>;
  parentElement: El | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  cloneNode(deep: boolean): El;
  remove(): void;
}
type ReadabilityDocument = ConstructorParameters<typeof Readability>[0];

/**
 * Finds the page's main content with Readability (the navigation, headers and footers of any
 * generator left out), then reads its headings, prose and code blocks in order.
 */
export function readHtmlPage(html: string): HtmlPage | null {
  const { document } = parseHTML(html) as unknown as {
    document: {
      documentElement: El | null;
      querySelector(s: string): El | null;
      querySelectorAll(s: string): Iterable<El>;
    };
  };
  const language = document.documentElement?.getAttribute('lang') || null;
  // Anchors as the site links them: the heading's id, an `<a id>` inside it, or its `<section id>`.
  const anchors = new Map<string, string>();
  for (const heading of document.querySelectorAll('h1,h2,h3,h4,h5,h6')) {
    const id =
      heading.getAttribute('id') ||
      heading.querySelector('[id]')?.getAttribute('id') ||
      (heading.parentElement?.tagName === 'SECTION' ? heading.parentElement.getAttribute('id') : null);
    const text = headingText(heading);
    if (id && text && !anchors.has(text)) anchors.set(text, id);
  }
  const h1 = headingText(document.querySelector('main h1, article h1, h1'));
  const article = new Readability(document as unknown as ReadabilityDocument, {
    keepClasses: true,
    charThreshold: 100,
    serializer: (node) => node,
  }).parse();
  if (!article?.content) return null;
  const lines: string[] = [];
  const title = h1 || article.title?.trim() || null;
  if (title) lines.push(`# ${escape(title)}`, '');
  walk(article.content as unknown as El, lines, anchors, title);
  return { title, language: article.lang || language, markdown: lines.join('\n') };
}

function headingText(el: El | null): string {
  if (!el) return '';
  const clone = el.cloneNode(true);
  // Permalink markers (`¶`, `#`) are links inside the heading, not its words.
  for (const link of clone.querySelectorAll('a.headerlink, a.anchor, a.header-anchor, a[aria-hidden="true"]'))
    link.remove();
  return (clone.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[¶#]\s*$/, '')
    .trim();
}

function walk(el: El, lines: string[], anchors: Map<string, string>, title: string | null): void {
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 3) {
      const text = clean(child.textContent ?? '');
      if (text) lines.push(escape(text), '');
      continue;
    }
    if (child.nodeType !== 1) continue;
    const node = child as El;
    const tag = node.tagName;
    if (DROPPED.has(tag)) continue;
    if (HEADING.test(tag)) {
      const text = headingText(node);
      if (!text || (tag === 'H1' && text === title)) continue;
      const id = node.getAttribute('id') || anchors.get(text);
      lines.push(`${'#'.repeat(Number(tag[1]))} ${escape(text)}${id ? ` {#${id}}` : ''}`, '');
      continue;
    }
    if (tag === 'PRE') {
      const code = node.querySelector('code') ?? node;
      const classes = `${code.getAttribute('class') ?? ''} ${node.getAttribute('class') ?? ''} ${node.parentElement?.getAttribute('class') ?? ''}`;
      const lang = /(?:language|lang|highlight)-([\w+#-]+)/.exec(classes)?.[1] ?? '';
      const body = (code.textContent ?? '').replace(/\n$/, '');
      const fence = '`'.repeat(Math.max(3, ...[...body.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      lines.push(`${fence}${lang}`, body, fence, '');
      continue;
    }
    if (TEXT_BLOCKS.has(tag) && !hasBlocks(node)) {
      const text = clean(node.textContent ?? '');
      if (text) lines.push(escape(text), '');
      continue;
    }
    if (BLOCKS.has(tag) || hasBlocks(node)) {
      walk(node, lines, anchors, title);
      continue;
    }
    const text = clean(node.textContent ?? '');
    if (text) lines.push(escape(text), '');
  }
}

function hasBlocks(el: El): boolean {
  return Array.from(el.children).some((c) => BLOCKS.has(c.tagName));
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text stays text when read back as Markdown. */
function escape(text: string): string {
  return text.replace(/([\\`*_[\]<{}])/g, '\\$1').replace(/^([#>+-]|\d+[.)])/, '\\$1');
}
