import type { UIMessage } from 'ai';
import { html, nothing, type TemplateResult } from 'lit';
import type { ReasoningPart } from '../../protocol/parts.js';
import type { ContextItem } from '../../protocol/request.js';
import type { UserMessageMetadata } from '../chat/transport.js';
import type { DocsAssistantStrings } from '../strings.js';
import { answerMarkdown, citedNumbersOf, listedSources, numberedSources, sourceParts } from './citations.js';
import { partKey, renderCitations, renderPart, renderReasoning, type PartContext } from './parts.js';
import { safeLinkUrl } from './safe-url.js';

export interface MessageContext extends PartContext {
  /** Whether this message is the answer being streamed. */
  streaming: boolean;
  /** `true`/`false` once the reader rated this answer. */
  feedback: boolean | undefined;
  /** Whether the optional reason form of a thumbs down is shown. */
  askingReason: boolean;
  /** Linked under an answer that cites nothing. */
  supportUrl: string;
  onFeedback: (messageId: string, helpful: boolean) => void;
  onFeedbackReason: (messageId: string, reason: string) => void;
}

/** Metadata the element keeps on an answer. */
export interface AnswerMessageMetadata {
  threadId?: string;
  /** The reader stopped this answer before it finished. */
  stopped?: boolean;
}

/** The text of an answer: what the live region announces and the finish event carries. */
export function answerText(message: UIMessage): string {
  return message.parts
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n\n');
}

export function isStopped(message: UIMessage): boolean {
  return (message.metadata as AnswerMessageMetadata | undefined)?.stopped === true;
}

export function renderMessage(message: UIMessage, context: MessageContext): TemplateResult {
  const { strings } = context;
  if (message.role === 'user') {
    const items = (message.metadata as UserMessageMetadata | undefined)?.context ?? [];
    return html`<article class="message user" part="message user-message" aria-label=${strings.you}>
      ${items.length ? renderContextList(items, strings) : nothing}
      <p class="question">${answerText(message)}</p>
    </article>`;
  }
  const text = answerText(message);
  const sources = numberedSources(sourceParts(message), context.base);
  const listed = listedSources(text, sources, citedNumbersOf(message.id, text));
  const reasoning = message.parts.filter((part) => part.type === 'reasoning') as ReasoningPart[];
  const partContext: MessageContext = { ...context, sources };
  // A step-start before anything visible would only draw a stray line.
  const firstVisible = message.parts.findIndex((part) => part.type === 'text' || part.type === 'file');
  const stopped = isStopped(message);
  return html`<article
    class="message assistant"
    part="message assistant-message"
    aria-label=${strings.assistant}
  >
    ${renderReasoning(reasoning, [...sources.values()], partContext)}
    ${message.parts.map((part, index) =>
      part.type === 'step-start' && (index < firstVisible || firstVisible < 0)
        ? nothing
        : renderPart(part, partKey(message, index), partContext),
    )}
    ${
      stopped
        ? html`<p class="stopped" part="stopped" role="note">${strings.stopped}</p>`
        : renderCitations(listed.items, listed.cited, partContext)
    }
    ${context.streaming || stopped ? nothing : renderAnswerActions(message, text, listed.cited, partContext)}
  </article>`;
}

function renderAnswerActions(
  message: UIMessage,
  text: string,
  cited: boolean,
  context: MessageContext,
): TemplateResult | typeof nothing {
  if (!text) return nothing;
  const { strings, feedback } = context;
  const copyKey = `answer:${message.id}`;
  const support = !cited && context.supportUrl ? safeLinkUrl(context.supportUrl, context.base) : undefined;
  return html`${
      support
        ? html`<p class="support"><a part="support-link" href=${support}>${strings.supportLink}</a></p>`
        : nothing
    }
    <div class="answer-actions" part="answer-actions">
      <button
        type="button"
        part="button copy-answer"
        class="quiet"
        @click=${() => context.onCopy(answerMarkdown(text, context.sources ?? new Map(), strings.sources), copyKey)}
      >
        ${context.copiedKey === copyKey ? strings.copied : strings.copy}
      </button>
      ${renderFeedbackButton(message.id, true, context)} ${renderFeedbackButton(message.id, false, context)}
      ${feedback === undefined || context.askingReason ? nothing : html`<span class="thanks">${strings.feedbackThanks}</span>`}
    </div>
    ${context.askingReason ? renderReasonForm(message.id, context) : nothing}`;
}

/** The optional reason after a thumbs down. */
function renderReasonForm(messageId: string, context: MessageContext): TemplateResult {
  const { strings } = context;
  return html`<form
    class="feedback-reason"
    part="feedback-reason"
    @submit=${(event: SubmitEvent) => {
      event.preventDefault();
      const input = (event.currentTarget as HTMLFormElement).querySelector('input')!;
      context.onFeedbackReason(messageId, input.value.trim());
    }}
  >
    <label>
      <span>${strings.feedbackReasonLabel}</span>
      <input type="text" part="feedback-reason-input" maxlength="500" autocomplete="off" />
    </label>
    <button type="submit" part="button feedback-reason-send" class="quiet">
      ${strings.feedbackReasonSend}
    </button>
  </form>`;
}

/** Context items as chips; removable ones (in the composer) get a remove button. */
export function renderContextList(
  items: ContextItem[],
  strings: DocsAssistantStrings,
  onRemove?: (index: number) => void,
): TemplateResult {
  return html`<ul class="context-list" part="context-list" aria-label=${strings.contextLabel}>
    ${items.map(
      (item, index) =>
        html`<li class="chip ${item.type}" part="context-chip">
          <span class="chip-kind">${item.type === 'code' ? strings.codeChip : strings.selectionChip}</span>
          <span class="chip-value" dir=${item.type === 'code' ? 'ltr' : 'auto'}
            >${item.value.slice(0, 80)}</span
          >
          ${
            onRemove
              ? html`<button
                  type="button"
                  part="button remove-context"
                  class="chip-remove"
                  aria-label="${strings.removeContext}: ${item.value.slice(0, 40)}"
                  @click=${() => onRemove(index)}
                >
                  ×
                </button>`
              : nothing
          }
        </li>`,
    )}
  </ul>`;
}

/** Thumbs up (`helpful`) or down: pressed once the reader chose it. */
function renderFeedbackButton(messageId: string, helpful: boolean, context: MessageContext): TemplateResult {
  const label = helpful ? context.strings.helpful : context.strings.notHelpful;
  return html`<button
    type="button"
    part="button feedback-button"
    class="quiet icon"
    aria-label=${label}
    title=${label}
    aria-pressed=${context.feedback === helpful ? 'true' : 'false'}
    @click=${() => context.onFeedback(messageId, helpful)}
  >
    <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${helpful ? THUMB_UP : THUMB_DOWN} /></svg>
  </button>`;
}

const THUMB_UP =
  'M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14l.9-4.4A1.8 1.8 0 0 0 11.6 4L9 10v11Z';
const THUMB_DOWN =
  'M17 14V3h4v11h-4Zm-2-11H6.7a2 2 0 0 0-2 1.6l-1.4 7A2 2 0 0 0 5.3 14H10l-.9 4.4a1.8 1.8 0 0 0 3.3 1.6L15 14V3Z';
