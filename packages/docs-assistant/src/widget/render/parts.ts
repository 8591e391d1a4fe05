import type { UIMessage } from 'ai';
import { html, nothing, type TemplateResult } from 'lit';
import type { FilePart, ReasoningPart, SourceUrlPart } from '../../protocol/parts.js';
import type { DocsAssistantStrings } from '../strings.js';
import { linkTo, MarkdownStream, renderMarkdownStream, type MarkdownContext } from './markdown.js';
import { safeImageUrl, safeLinkUrl } from './safe-url.js';

/** What part renderers read besides the part itself. */
export interface PartContext extends Omit<MarkdownContext, 'codeBlock'> {
  strings: DocsAssistantStrings;
  /** The key of the code block or answer copied last, to show "Copied". */
  copiedKey: string | undefined;
  onCopy: (text: string, key: string) => void;
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

/** Renders one part; `key` identifies it across renders (message id and index). */
export function renderPart(part: Part, key: string, context: PartContext): TemplateResult | typeof nothing {
  switch (part.type) {
    case 'text':
      return renderText(part.text, key, part.state !== 'streaming', context);
    case 'reasoning':
      return renderReasoning(part, context);
    case 'file':
      return renderFile(part, context);
    case 'step-start':
      return html`<hr class="step" part="step" />`;
    default:
      // Sources are gathered into the citation list; other types are not part of the protocol.
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
  const codeContext: MarkdownContext = {
    ...context,
    codeBlock: (code, language) =>
      renderCodeBlock(code, language, `${key}:${code.length}:${language}`, context),
  };
  return html`<div class="markdown">${renderMarkdownStream(stream, codeContext)}</div>`;
}

export function renderCodeBlock(
  code: string,
  language: string,
  key: string,
  context: PartContext,
): TemplateResult {
  const copied = context.copiedKey === key;
  return html`<figure class="code-block">
    <figcaption>
      <span class="language">${language}</span>
      <button type="button" part="button copy-code" class="quiet" @click=${() => context.onCopy(code, key)}>
        ${copied ? context.strings.copied : context.strings.copyCode}
      </button>
    </figcaption>
    <pre tabindex="0"><code>${code}</code></pre>
  </figure>`;
}

export function renderReasoning(part: Pick<ReasoningPart, 'text'>, context: PartContext): TemplateResult {
  return html`<details class="reasoning" part="reasoning">
    <summary>${context.strings.reasoning}</summary>
    <p class="reasoning-text">${part.text}</p>
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

/** Numbered citations, one per distinct URL, in the order the answer cites them. */
export function renderCitations(
  sources: SourceUrlPart[],
  context: PartContext,
): TemplateResult | typeof nothing {
  const seen = new Set<string>();
  const items: { href: string; title: string }[] = [];
  for (const source of sources) {
    const href = safeLinkUrl(source.url, context.base);
    if (!href || seen.has(href)) continue;
    seen.add(href);
    items.push({ href, title: source.title?.trim() || prettyUrl(href) });
  }
  if (!items.length) return nothing;
  return html`<nav class="citations" part="citations" aria-label=${context.strings.sources}>
    <p class="citations-title">${context.strings.sources}</p>
    <ol>
      ${items.map((item) => html`<li>${linkTo(item.href, item.title, context.base)}</li>`)}
    </ol>
  </nav>`;
}

function prettyUrl(href: string): string {
  const url = new URL(href);
  return url.protocol === 'mailto:' ? url.pathname : `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}
