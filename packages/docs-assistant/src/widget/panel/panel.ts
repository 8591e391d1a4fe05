import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { renderContextList, renderMessage } from '../render/message.js';
import { errorMessage } from './error-message.js';
import type { PanelView } from './panel-view.js';

/** The chat panel: header, messages, error and composer, as a pure function of the view. */
export function renderPanel(view: PanelView): TemplateResult {
  const content = renderContent(view);
  if (view.mode === 'inline') {
    return html`<section
      id="panel"
      part="panel"
      class="panel inline"
      aria-labelledby="title"
      lang=${view.language}
      dir=${view.dir === 'rtl' ? 'rtl' : nothing}
    >
      ${content}
    </section>`;
  }
  return html`<dialog
    id="panel"
    part="panel"
    class="panel ${view.mode}"
    aria-labelledby="title"
    lang=${view.language}
    dir=${view.dir === 'rtl' ? 'rtl' : nothing}
    @click=${(event: MouseEvent) => {
      // A click on a modal's backdrop lands on the dialog itself, outside its box.
      const dialog = event.currentTarget as HTMLDialogElement;
      if (view.mode !== 'modal' || event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) view.onClose();
    }}
    @cancel=${(event: Event) => {
      event.preventDefault();
      view.onClose();
    }}
    @keydown=${(event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        view.onClose();
      }
    }}
  >
    ${content}
  </dialog>`;
}

function renderContent(view: PanelView): TemplateResult {
  const { strings, chat } = view;
  return html`<header part="header" class="header">
      <h2 id="title" class="title"><slot name="header">${strings.title}</slot></h2>
      <button type="button" part="button new-chat-button" class="quiet" @click=${view.onNewChat}>
        ${strings.newChat}
      </button>
      ${
        view.mode === 'inline'
          ? nothing
          : html`<button
              type="button"
              part="button close-button"
              class="quiet icon"
              aria-label=${strings.close}
              title=${strings.close}
              @click=${view.onClose}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18" /></svg>
            </button>`
      }
    </header>
    <div
      part="messages"
      class="messages"
      role="region"
      aria-label=${strings.conversation}
      aria-busy=${chat.busy ? 'true' : 'false'}
      tabindex="0"
    >
      ${chat.messages.length ? nothing : renderEmptyState(view)}
      ${chat.messages.map(
        // Messages are only appended (or all cleared), so their position is their identity.
        (message, index) =>
          renderMessage(message, {
            ...view,
            streaming: chat.busy && index === chat.messages.length - 1,
            feedback: view.feedback.get(message.id),
            askingReason: view.askingReasonFor === message.id,
          }),
      )}
      ${chat.status === 'submitted' ? html`<p class="thinking" part="thinking">${strings.thinking}</p>` : nothing}
      ${renderError(view)}
    </div>
    ${renderComposer(view)}`;
}

function renderEmptyState(view: PanelView): TemplateResult {
  const { strings } = view;
  return html`<div class="empty" part="empty-state">
    <slot name="empty-state">
      <svg class="empty-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
      <p>${strings.emptyState}</p>
    </slot>
    <div class="suggestions" part="suggestions" role="group" aria-label=${strings.suggestionsLabel}>
      <slot
        name="suggestions"
        @click=${(event: Event) => {
          // Slotted suggestions ask their `data-question`, or their text.
          const target = (event.target as Element).closest<HTMLElement>('[slot="suggestions"]');
          const text = target?.dataset.question ?? target?.textContent?.trim();
          if (text) view.onSubmit(text);
        }}
        >${view.suggestions.map(
          (text) =>
            html`<button
              type="button"
              part="button suggestion"
              class="suggestion"
              @click=${() => view.onSubmit(text)}
            >
              ${text}
            </button>`,
        )}</slot
      >
    </div>
  </div>`;
}

function renderError(view: PanelView): TemplateResult | typeof nothing {
  const error = view.chat.error;
  if (!error) return nothing;
  return html`<div class="error" part="error">
    <p>${errorMessage(error, view.strings)}</p>
    ${
      error.kind === 'not-found'
        ? html`<button type="button" part="button new-chat-button" @click=${view.onNewChat}>
            ${view.strings.newChat}
          </button>`
        : html`<button type="button" part="button retry-button" @click=${() => void view.chat.retry()}>
            ${view.strings.retry}
          </button>`
    }
  </div>`;
}

function renderComposer(view: PanelView): TemplateResult {
  const { strings, chat } = view;
  const submit = (form: HTMLFormElement) => {
    const input = form.querySelector('textarea')!;
    // An attached passage is sendable as it is: it asks the default question.
    const text = input.value.trim() || (view.context.length ? strings.defaultQuestion : '');
    if (!text || chat.busy) return;
    view.onSubmit(text);
  };
  return html`<form
    part="composer"
    class="composer"
    @submit=${(event: SubmitEvent) => {
      event.preventDefault();
      submit(event.currentTarget as HTMLFormElement);
    }}
  >
    ${view.context.length ? renderContextList(view.context, strings, view.onRemoveContext) : nothing}
    <div class="input-row">
      <textarea
        id="input"
        part="input"
        rows="2"
        aria-label=${strings.inputLabel}
        placeholder=${view.context.length ? strings.defaultQuestion : strings.placeholder}
        .value=${live(chat.draft)}
        @input=${(event: InputEvent) => view.onDraft((event.target as HTMLTextAreaElement).value)}
        @change=${() => chat.save()}
        @keydown=${(event: KeyboardEvent) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
            event.preventDefault();
            submit((event.target as HTMLElement).closest('form')!);
          }
        }}
      ></textarea>
      ${
        chat.busy
          ? html`<button
              type="button"
              part="button stop-button"
              class="primary"
              @click=${() => void chat.stop()}
            >
              ${strings.stop}
            </button>`
          : html`<button
              type="submit"
              part="button send-button"
              class="primary icon send"
              aria-label=${strings.send}
              title=${strings.send}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 12h14M12 5l7 7-7 7" /></svg>
            </button>`
      }
    </div>
  </form>`;
}
