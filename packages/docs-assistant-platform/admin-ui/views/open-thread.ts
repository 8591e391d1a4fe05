import { html, nothing } from 'lit';

/** A "View conversation" button that asks the app to open the thread's transcript. */
export function viewConversationButton(host: HTMLElement, threadId: string | undefined) {
  if (!threadId) return nothing;
  return html`<button
    type="button"
    @click=${() =>
      host.dispatchEvent(
        new CustomEvent('show-thread', { detail: { threadId }, bubbles: true, composed: true }),
      )}
  >
    View conversation
  </button>`;
}
