import type { UIMessage } from 'ai';
import { html, nothing, type TemplateResult } from 'lit';
import type { SourceUrlPart } from '../../protocol/parts.js';
import type { ContextItem } from '../../protocol/request.js';
import type { UserMessageMetadata } from '../chat/transport.js';
import type { DocsAssistantStrings } from '../strings.js';
import { renderCitations, renderPart, type PartContext } from './parts.js';

export interface MessageContext extends PartContext {
  /** Whether this message is the answer being streamed. */
  streaming: boolean;
  /** `true`/`false` once the reader rated this answer. */
  feedback: boolean | undefined;
  onFeedback: (messageId: string, helpful: boolean) => void;
}

/** The text of an answer: what "Copy answer" copies and the live region announces. */
export function answerText(message: UIMessage): string {
  return message.parts
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n\n');
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
  const sources = message.parts.filter((part) => part.type === 'source-url') as SourceUrlPart[];
  // A step-start before anything visible would only draw a stray line.
  const firstVisible = message.parts.findIndex(
    (part) => part.type !== 'step-start' && part.type !== 'source-url',
  );
  return html`<article
    class="message assistant"
    part="message assistant-message"
    aria-label=${strings.assistant}
  >
    ${message.parts.map((part, index) =>
      part.type === 'step-start' && index < firstVisible
        ? nothing
        : renderPart(part, `${message.id}:${index}`, context),
    )}
    ${renderCitations(sources, context)}
    ${context.streaming ? nothing : renderAnswerActions(message, context)}
  </article>`;
}

function renderAnswerActions(message: UIMessage, context: MessageContext): TemplateResult | typeof nothing {
  const text = answerText(message);
  if (!text) return nothing;
  const { strings, feedback } = context;
  const copyKey = `answer:${message.id}`;
  return html`<div class="answer-actions" part="answer-actions">
    <button
      type="button"
      part="button copy-answer"
      class="quiet"
      @click=${() => context.onCopy(text, copyKey)}
    >
      ${context.copiedKey === copyKey ? strings.copied : strings.copy}
    </button>
    ${renderFeedbackButton(message.id, true, context)} ${renderFeedbackButton(message.id, false, context)}
    ${feedback === undefined ? nothing : html`<span class="thanks">${strings.feedbackThanks}</span>`}
  </div>`;
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
        html`<li class="chip" part="context-chip">
          <span class="chip-kind">${item.type === 'code' ? strings.codeChip : strings.selectionChip}</span>
          <span class="chip-value">${item.value.slice(0, 80)}</span>
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
