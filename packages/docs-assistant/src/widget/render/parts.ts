import type { UIMessage } from 'ai';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { FilePart, ReasoningPart } from '../../protocol/parts.js';
import type { DocsAssistantStrings } from '../strings.js';
import type { NumberedSource } from './citations.js';
import { buildAhead } from './built-ahead.js';
import { growingText } from './growing-text.js';
import { highlightedCode, highlightVersion, isHighlighted } from './highlight.js';
import type { Tokens } from 'marked';
import { codeLanguage } from './markdown-dom.js';
import { linkTo, MarkdownStream, renderMarkdownStream, type MarkdownContext } from './markdown.js';
import { safeImageUrl, safeLinkUrl } from './safe-url.js';

/** What part renderers read besides the part itself. */
export interface PartContext extends Omit<MarkdownContext, 'codeBlock' | 'cite'> {
  strings: DocsAssistantStrings;
  /** The key of the code block or answer copied last, to show "Copied". */
  copiedKey: string | undefined;
  onCopy: (text: string, key: string) => void;
  /** The message's sources by number, for `[n]` markers. */
  sources?: Map<number, NumberedSource>;
  /** Whether the message is the answer being streamed: only its parts can still grow. */
  streaming?: boolean;
  /** Asks for a render, when highlighting has arrived. */
  requestRender: () => void;
}

type Part = UIMessage['parts'][number];

const streams = new Map<string, MarkdownStream>();
const MAX_STREAMS = 500;

/** The markdown state of one text part, kept between renders so streaming lexes only the end. */
function markdownFor(key: string, text: string, complete: boolean): MarkdownStream {
  let stream = streams.get(key);
  if (!stream) {
    if (streams.size >= MAX_STREAMS) streams.delete(streams.keys().next().value as string);
    stream = new MarkdownStream();
    streams.set(key, stream);
  }
  stream.update(text, complete);
  return stream;
}

/** The markdown context of each text part's last render, by part key. */
const contexts = new Map<string, MarkdownContext>();

/**
 * Reads the markdown of an answer being streamed as its text arrives, between frames, and
 * builds the blocks that settled: the frame that draws the text then only inserts and lays it
 * out, and fits more of it.
 */
export function readAhead(message: UIMessage): void {
  message.parts.forEach((part, index) => {
    if (part.type !== 'text') return;
    const key = partKey(message, index);
    const settled = streams.get(key)?.stable.length ?? 0;
    const stream = markdownFor(key, part.text, part.state !== 'streaming');
    const context = contexts.get(key);
    // Blocks settled before were rendered already; a stream read anew has none of them.
    if (context) buildAhead(stream.stable.slice(settled <= stream.stable.length ? settled : 0), context);
  });
}

/** What identifies a part across renders: its message and its place in it. */
export function partKey(message: UIMessage, index: number): string {
  return `${message.id}:${index}`;
}

/** Renders one part; `key` identifies it across renders ({@link partKey}). */
export function renderPart(part: Part, key: string, context: PartContext): TemplateResult | typeof nothing {
  switch (part.type) {
    case 'text':
      // A stopped or reloaded answer keeps the state its last delta had: it is complete anyway.
      return renderText(part.text, key, part.state !== 'streaming' || context.streaming === false, context);
    case 'file':
      return renderFile(part, context);
    case 'step-start':
      return html`<hr class="step" part="step" />`;
    default:
      // Reasoning and sources are gathered once per message; other types are not part of the protocol.
      return nothing;
  }
}

export function renderText(
  text: string,
  key: string,
  complete: boolean,
  context: PartContext,
): TemplateResult {
  const stream = markdownFor(key, text, complete);
  const sources = context.sources;
  const markdownContext: MarkdownContext = {
    ...context,
    codeBlock: (code, language, settled) =>
      renderCodeBlock(code, language, `${key}:${code.length}:${language}`, settled, context),
    cite: sources ? (n) => sources.get(n) : undefined,
    citationLabel: context.strings.citation,
    // Only the block whose highlighting or "Copied" label changed renders again, not every settled block.
    blockVersion: (token) =>
      token.type === 'code'
        ? `${isHighlighted((token as Tokens.Code).text, codeLanguage(token as Tokens.Code))}${context.copiedKey}`
        : (sources?.size ?? 0),
    settledVersion: `${sources?.size}${highlightVersion}${context.copiedKey}`,
  };
  if (!contexts.has(key) && contexts.size >= MAX_STREAMS)
    contexts.delete(contexts.keys().next().value as string);
  contexts.set(key, markdownContext);
  return html`<div class="markdown ${complete ? '' : 'streaming'}">
    ${renderMarkdownStream(stream, markdownContext)}
  </div>`;
}

/** A code block: highlighted once complete, wrapped so no line hides its end. */
export function renderCodeBlock(
  code: string,
  language: string,
  key: string,
  complete: boolean,
  context: PartContext,
): TemplateResult {
  const copied = context.copiedKey === key;
  return html`<figure class="code-block" dir="ltr">
    <figcaption>
      <span class="language">${language}</span>
      ${
        complete
          ? html`<button
              type="button"
              part="button copy-code"
              class="quiet"
              @click=${() => context.onCopy(code, key)}
            >
              ${copied ? context.strings.copied : context.strings.copyCode}
            </button>`
          : nothing
      }
    </figcaption>
    <pre tabindex="0"><code>${
      complete
        ? // Built once highlighted: a render for another reason (a "Copied" label) keeps its runs.
          guard([code, language, isHighlighted(code, language)], () =>
            highlightedCode(code, language, context.requestRender),
          )
        : growingText(code)
    }</code></pre>
  </figure>`;
}

/**
 * "How I searched", in the reader's words: the searches (the quoted queries of the server's
 * notes) and the pages read, collapsed.
 */
export function renderReasoning(
  parts: Pick<ReasoningPart, 'text'>[],
  pages: NumberedSource[],
  context: PartContext,
): TemplateResult | typeof nothing {
  const queries = [
    ...new Set(
      parts.flatMap((part) => [...part.text.matchAll(/[“"]([^”"\n]{1,200})[”"]/g)].map((m) => m[1]!)),
    ),
  ];
  if (!queries.length && !pages.length) return nothing;
  const { strings } = context;
  return html`<details class="reasoning" part="reasoning">
    <summary>${strings.reasoning}</summary>
    <ul class="reasoning-steps">
      ${queries.map((query) => html`<li>${strings.searchedFor.replace('{query}', query)}</li>`)}
      ${
        pages.length
          ? html`<li>
              ${strings.pagesRead}:
              ${pages.map(
                (page, index) => html`${index ? ', ' : ''}${linkTo(page.href, page.title, context.base)}`,
              )}
            </li>`
          : nothing
      }
    </ul>
  </details>`;
}

export function renderFile(part: FilePart, context: PartContext): TemplateResult | typeof nothing {
  const label = part.filename || part.url.split(/[?#]/)[0]?.split('/').pop() || part.mediaType;
  if (part.mediaType.startsWith('image/')) {
    const src = safeImageUrl(part.url, context.base, context.imageOrigins);
    if (src)
      return html`<img
        class="file-image"
        src=${src}
        alt=${label}
        loading="lazy"
        referrerpolicy="no-referrer"
      />`;
  }
  const href = safeLinkUrl(part.url, context.base);
  return href ? html`<p class="file">${linkTo(href, label, context.base)}</p>` : nothing;
}

/**
 * The sources of an answer, listed once: the cited ones under their numbers, or, for an
 * answer that cites none, the closest pages.
 */
export function renderCitations(
  items: NumberedSource[],
  cited: boolean,
  context: PartContext,
): TemplateResult | typeof nothing {
  if (!items.length) return nothing;
  const title = cited ? context.strings.sources : context.strings.relatedPages;
  return html`<nav class="citations" part="citations" aria-label=${title}>
    <p class="citations-title">${title}</p>
    ${
      cited
        ? html`<ol>
            ${items.map((item) => html`<li value=${item.n}>${linkTo(item.href, item.title, context.base)}</li>`)}
          </ol>`
        : html`<ul>
            ${items.map((item) => html`<li>${linkTo(item.href, item.title, context.base)}</li>`)}
          </ul>`
    }
  </nav>`;
}
