import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { Lexer, type Token, type Tokens } from 'marked';
import { settledBlock } from './built-ahead.js';
import { renderBlock, withCaret } from './markdown-dom.js';
import { closePartialMarkdown } from './partial-markdown.js';
import { liveListOf } from './live-list.js';
import { isSameOrigin } from './safe-url.js';
import { skipWhenFar } from './skip-when-far.js';

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
  /** Changes when any settled block may have to render again: each group then reads its blocks' versions. */
  settledVersion?: unknown;
}

type Content = TemplateResult | Node | string | typeof nothing | Content[];

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

  /** Whether the text is the whole answer. */
  get complete(): boolean {
    return this.#complete;
  }

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
   * Whether a group may skip its rendering while off screen: it is two groups from the end, so
   * its blocks are final and it is out of view while the answer's end is read.
   */
  isFar(index: number): boolean {
    return index < this.groups.length - 2;
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

/**
 * Renders the tokens. Settled blocks are guarded, by group and by block, so an update costs the
 * same however long the answer grew: it re-renders the live end and checks one guard per group.
 * Groups far from the end skip style, layout and paint while off screen once laid out, so a
 * frame's rendering does not grow with the answer either. An answer still streaming ends in a caret.
 */
export function renderMarkdownStream(stream: MarkdownStream, context: MarkdownContext): TemplateResult {
  // Only the last block grows: a list there keeps the items it already showed.
  let growing = stream.live.length - 1;
  while (growing > 0 && stream.live[growing]!.type === 'space') growing--;
  const live = stream.live.map((token, index) =>
    token.type === 'list' && index === growing
      ? liveListOf(stream).render(token as Tokens.List, context)
      : renderBlock(token, context, false),
  );
  return html`${stream.groups.map((group, index) => {
    const blocks = guard([group, group.length, groupVersion(group, context)], () =>
      group.map((token) => guard([token, context.blockVersion?.(token)], () => settledBlock(token, context))),
    );
    return html`<div class="blocks" ${skipWhenFar(group, stream.isFar(index))}>${blocks}</div>`;
  })}${stream.complete ? live : withCaret(live)}`;
}

/** The versions of a group's blocks, and the `settledVersion` they were read at. */
const groupVersions = new WeakMap<Token[], { at: unknown; length: number; version: string }>();

/**
 * What a group's blocks render with, read again only when `settledVersion` changed: highlighting
 * that arrives for one code block renders its group again, not every group.
 */
function groupVersion(group: Token[], context: MarkdownContext): string {
  const known = groupVersions.get(group);
  if (known && known.at === context.settledVersion && known.length === group.length) return known.version;
  const version = context.blockVersion ? group.map(context.blockVersion).join('\n') : '';
  groupVersions.set(group, { at: context.settledVersion, length: group.length, version });
  return version;
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
