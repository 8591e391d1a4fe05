import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { Lexer, type Token, type Tokens } from 'marked';
import { closePartialMarkdown } from './partial-markdown.js';
import { isSameOrigin, safeImageUrl, safeLinkUrl } from './safe-url.js';

/** A cited page, as a citation marker links to it. */
export interface Citation {
  href: string;
  title: string;
}

/** What the markdown renderer needs from its surroundings. */
export interface MarkdownContext {
  /** Base for relative URLs and the same-origin test: the page URL. */
  base: string;
  /** Origins from which images may load. */
  imageOrigins: readonly string[];
  /** Renders a fenced code block (the caller adds the copy button and language label). */
  codeBlock: (code: string, language: string, complete: boolean) => TemplateResult;
  /** The page that `[n]` in the text cites, if any. */
  cite?: (n: number) => Citation | undefined;
  /** Accessible name of a citation marker; `{n}` and `{title}` are replaced. */
  citationLabel?: string;
  /** Changes when a settled block must render again (its citations or its highlighting arrived). */
  blockVersion?: (token: Token) => unknown;
  /** Changes when any settled block may have to render again: each then checks its `blockVersion`. */
  settledVersion?: unknown;
}

type Content = TemplateResult | string | typeof nothing | Content[];

/** A reference-style link definition (`[id]: https://…`) anywhere in the text. */
const LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:\s*\S/m;

/**
 * Markdown that grows at its end, as a streamed answer does. Blocks followed by another
 * block are final and are never lexed again; each update lexes only the text after them.
 */
export class MarkdownStream {
  stable: Token[] = [];
  /** The settled blocks in groups of {@link GROUP_SIZE}: a full group never renders again. */
  groups: Token[][] = [];
  live: Token[] = [];
  /** Characters handed to the lexer so far: stays linear in the answer length. */
  lexedCharacters = 0;
  #source = '';
  #stableLength = 0;
  #complete = false;

  update(text: string, complete = false): void {
    if (text === this.#source && complete === this.#complete) return;
    // Link definitions apply to the whole text: a rare answer with them is lexed whole once.
    if (!this.#extends(text) || (complete && LINK_DEFINITION.test(text))) {
      this.stable = [];
      this.groups = [];
      this.#stableLength = 0;
    }
    this.#source = text;
    this.#complete = complete;
    const tail = text.slice(this.#stableLength);
    const tokens = this.#lex(tail);
    if (complete) {
      // The settled blocks stay as they are (and keep their rendered DOM); the end settles.
      this.#settle(tokens);
      this.live = [];
      return;
    }
    let lastContent = tokens.length - 1;
    while (lastContent > 0 && tokens[lastContent]?.type === 'space') lastContent--;
    const settled = tokens.slice(0, Math.max(0, lastContent));
    this.#settle(settled);
    // The unfinished end is lexed once more with its open markers closed, for display only.
    const live = tail.slice(settled.reduce((length, token) => length + token.raw.length, 0));
    const closed = closePartialMarkdown(live);
    this.live = closed === live ? tokens.slice(settled.length) : this.#lex(closed);
  }

  #settle(tokens: Token[]) {
    for (const token of tokens) {
      this.stable.push(token);
      this.#stableLength += token.raw.length;
      const group = this.groups.at(-1);
      if (group && group.length < GROUP_SIZE) group.push(token);
      else this.groups.push([token]);
    }
  }

  /**
   * Whether `text` continues what was settled. A streamed answer only grows, so a check of the
   * settled prefix's end keeps the cost of a delta independent of the answer's length.
   */
  #extends(text: string): boolean {
    const length = this.#stableLength;
    if (text.length < length) return false;
    const from = Math.max(0, length - 64);
    return text.slice(from, length) === this.#source.slice(from, length);
  }

  #lex(text: string): Token[] {
    this.lexedCharacters += text.length;
    return Lexer.lex(text, { gfm: true });
  }
}

/** Settled blocks per group: a render checks one guard per group, and only the last group grows. */
const GROUP_SIZE = 16;

/** The part of a `[n]` marker. */
const PART_CITATION = 'citation';

/**
 * Renders the tokens. Settled blocks are guarded, by group and by block, so an update costs the
 * same however long the answer grew: it re-renders the live end and checks one guard per group.
 */
export function renderMarkdownStream(stream: MarkdownStream, context: MarkdownContext): TemplateResult {
  return html`${stream.groups.map((group) =>
    guard([group, group.length, context.settledVersion], () =>
      group.map((token) => guard([token, context.blockVersion?.(token)], () => renderBlock(token, context))),
    ),
  )}${stream.live.map((token) => renderBlock(token, context, false))}`;
}

/** The language of a fenced block: the first word of its info string. */
export function codeLanguage(code: Tokens.Code): string {
  return (code.lang ?? '').split(/\s/)[0] ?? '';
}

export function renderBlocks(tokens: Token[], context: MarkdownContext): Content {
  return tokens.map((token) => renderBlock(token, context));
}

function renderBlock(token: Token, context: MarkdownContext, settled = true): Content {
  switch (token.type) {
    case 'space':
    case 'def':
      return nothing;
    case 'paragraph':
      return html`<p>${renderInline((token as Tokens.Paragraph).tokens, context)}</p>`;
    case 'heading': {
      const heading = token as Tokens.Heading;
      return html`<p role="heading" aria-level=${heading.depth} class="heading h${heading.depth}">
        ${renderInline(heading.tokens, context)}
      </p>`;
    }
    case 'code': {
      const code = token as Tokens.Code;
      return context.codeBlock(code.text, codeLanguage(code), settled);
    }
    case 'blockquote':
      return html`<blockquote>${renderBlocks((token as Tokens.Blockquote).tokens, context)}</blockquote>`;
    case 'list':
      return renderList(token as Tokens.List, context);
    case 'table':
      return renderTable(token as Tokens.Table, context);
    case 'hr':
      return html`<hr />`;
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? renderInline(text.tokens, context) : text.text;
    }
    case 'checkbox':
      return html`<input
        type="checkbox"
        disabled
        .checked=${(token as Tokens.Checkbox).checked}
        aria-label="task"
      /> `;
    default:
      // Raw HTML and anything unknown is shown as the text it is, never parsed.
      return html`<p>${token.raw}</p>`;
  }
}

function renderList(list: Tokens.List, context: MarkdownContext): TemplateResult {
  const items = list.items.map((item) => html`<li>${renderBlocks(item.tokens, context)}</li>`);
  if (!list.ordered)
    return html`<ul>
      ${items}
    </ul>`;
  const start = Number(list.start);
  return html`<ol start=${Number.isFinite(start) && start > 0 ? start : 1}>
    ${items}
  </ol>`;
}

function renderTable(table: Tokens.Table, context: MarkdownContext): TemplateResult {
  const align = (index: number) => table.align[index] ?? 'start';
  return html`<div class="table-scroll" tabindex="0">
    <table>
      <thead>
        <tr>
          ${table.header.map((cell, i) => html`<th class="align-${align(i)}">${renderInline(cell.tokens, context)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell, i) => html`<td class="align-${align(i)}">${renderInline(cell.tokens, context)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function renderInline(tokens: Token[] | undefined, context: MarkdownContext): Content {
  if (!tokens) return nothing;
  return tokens.map((token): Content => {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? renderInline(text.tokens, context) : withCitations(text.text, context);
      }
      case 'escape':
        return (token as Tokens.Escape).text;
      case 'strong':
        return html`<strong>${renderInline((token as Tokens.Strong).tokens, context)}</strong>`;
      case 'em':
        return html`<em>${renderInline((token as Tokens.Em).tokens, context)}</em>`;
      case 'del':
        return html`<del>${renderInline((token as Tokens.Del).tokens, context)}</del>`;
      case 'codespan':
        return html`<code>${(token as Tokens.Codespan).text}</code>`;
      case 'br':
        return html`<br />`;
      case 'link':
        return renderLink(token as Tokens.Link, context);
      case 'image':
        return renderImage(token as Tokens.Image, context);
      default:
        return token.raw;
    }
  });
}

const MARKER = /\[(\d{1,3})\]/g;

/** Text in which each `[n]` that cites a page becomes a small link to it. */
function withCitations(text: string, context: MarkdownContext): Content {
  const cite = context.cite;
  if (!cite || !text.includes('[')) return text;
  const out: Content[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const n = Number(match[1]);
    const citation = cite(n);
    if (!citation) continue;
    out.push(text.slice(last, match.index), citationMarker(n, citation, context));
    last = match.index + match[0].length;
  }
  if (!out.length) return text;
  out.push(text.slice(last));
  return out;
}

function citationMarker(n: number, citation: Citation, context: MarkdownContext): TemplateResult {
  const label = (context.citationLabel ?? '{n}: {title}')
    .replace('{n}', String(n))
    .replace('{title}', citation.title);
  const marker = html`<sup class="cite-marker">${n}</sup>`;
  return linkTo(citation.href, marker, context.base, citation.title, label, PART_CITATION);
}

function renderLink(link: Tokens.Link, context: MarkdownContext): Content {
  const href = safeLinkUrl(link.href, context.base);
  const label = renderInline(link.tokens, context);
  if (!href) return label;
  return linkTo(href, label, context.base, link.title ?? undefined);
}

function renderImage(image: Tokens.Image, context: MarkdownContext): Content {
  const src = safeImageUrl(image.href, context.base, context.imageOrigins);
  if (src) return html`<img src=${src} alt=${image.text} loading="lazy" referrerpolicy="no-referrer" />`;
  const href = safeLinkUrl(image.href, context.base);
  return href ? linkTo(href, image.text || href, context.base) : image.text;
}

/** Same-origin links navigate in place; others open in a new tab without a referrer. */
export function linkTo(
  href: string,
  label: Content,
  base: string,
  title?: string,
  ariaLabel?: string,
  part?: string,
): TemplateResult {
  return isSameOrigin(href, base)
    ? html`<a
        href=${href}
        title=${title ?? nothing}
        aria-label=${ariaLabel ?? nothing}
        part=${part ?? nothing}
        >${label}</a
      >`
    : html`<a
        href=${href}
        title=${title ?? nothing}
        aria-label=${ariaLabel ?? nothing}
        part=${part ?? nothing}
        target="_blank"
        rel="noopener noreferrer"
        >${label}</a
      >`;
}
