import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CURRENT_PATH_MAX_LENGTH } from '../../protocol/limits.js';
import type { FeedbackRequestBody } from '../../protocol/feedback.js';
import { themeStyles } from '../theme.styles.js';
import { feedbackUrl, newClientId } from '../feedback-poster.js';

type Step = 'ask' | 'details' | 'sending' | 'done';

/**
 * `<docs-feedback api="/api/assistant">`: "Was this page helpful?" at the bottom of a page. Yes or
 * no, then an optional comment and contact e-mail, sent as one entry to `<api>/feedback`.
 *
 * @fires docs-feedback-sent - The rating was stored; `detail: {helpful}`.
 * @csspart question - "Was this page helpful?"
 * @csspart choice - The yes and no buttons.
 * @csspart button - Every button.
 * @csspart form - The optional comment and contact e-mail.
 * @csspart send - Sends the rating.
 * @csspart error - Why sending failed.
 * @csspart thanks - The thanks shown once the rating is stored.
 */
export class DocsFeedback extends LitElement {
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
        font: var(--_font-size) / 1.5 var(--_font);
        color: var(--_fg);
      }
      form,
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      form {
        flex-direction: column;
        align-items: stretch;
        max-width: 32rem;
        margin-top: 0.5rem;
      }
      button {
        font: inherit;
        padding: 0.3rem 0.9rem;
        border: 1px solid var(--_border);
        border-radius: 6px;
        background: var(--_surface);
        color: var(--_fg);
        cursor: pointer;
      }
      button[aria-pressed='true'],
      button[type='submit'] {
        background: var(--_accent);
        color: var(--_accent-fg);
        border-color: var(--_accent);
      }
      button:focus-visible,
      textarea:focus-visible,
      input:focus-visible {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
      label {
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        color: var(--_muted);
      }
      textarea,
      input {
        font: inherit;
        color: var(--_fg);
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: 6px;
        padding: 0.4rem 0.5rem;
      }
      .error {
        color: var(--_danger);
      }
    `,
  ];

  /** The proxy URL, as the assistant's `api`; feedback goes to `<api>/feedback`. */
  @property() api = '/api/assistant';
  /** The page the rating is about; by default the current one. */
  @property() path: string | undefined;
  /** A `fetch` to use instead of the global one. */
  @property({ attribute: false }) fetch: typeof globalThis.fetch | undefined;

  @state() private _step: Step = 'ask';
  @state() private _helpful: boolean | undefined;
  @state() private _error = '';
  /** One id per rating, so that sending again after a failure cannot store it twice. */
  #clientId = newClientId();

  override render() {
    if (this._step === 'done') return html`<p part="thanks" role="status">Thanks for your feedback!</p>`;
    return html`
      <div class="row" role="group" aria-labelledby="question">
        <span id="question" part="question">Was this page helpful?</span>
        ${this.#choice(true, 'Yes')} ${this.#choice(false, 'No')}
      </div>
      ${this._step === 'ask' ? nothing : this.#details()}
    `;
  }

  #choice(helpful: boolean, label: string) {
    return html`<button
      type="button"
      part="button choice"
      aria-pressed=${this._helpful === helpful ? 'true' : 'false'}
      @click=${() => {
        this._helpful = helpful;
        this._step = 'details';
      }}
    >
      ${label}
    </button>`;
  }

  #details() {
    return html`<form part="form" @submit=${this.#send}>
      <label
        >${this._helpful ? 'What did you find useful? (optional)' : 'What was missing or wrong? (optional)'}
        <textarea name="comment" rows="3" maxlength="5000"></textarea>
      </label>
      <label
        >E-mail, if we may follow up (optional)
        <input name="contact" type="email" maxlength="254" autocomplete="email" />
      </label>
      <div class="row">
        <button type="submit" part="button send" ?disabled=${this._step === 'sending'}>Send</button>
        <span class="error" part="error" role="alert">${this._error}</span>
      </div>
    </form>`;
  }

  async #send(event: SubmitEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!form.reportValidity() || this._helpful === undefined) return;
    const data = new FormData(form);
    const comment = String(data.get('comment') ?? '').trim();
    const contact = String(data.get('contact') ?? '').trim();
    const body: FeedbackRequestBody = {
      source: 'page',
      clientId: this.#clientId,
      path: (this.path || location.pathname).slice(0, CURRENT_PATH_MAX_LENGTH),
      helpful: this._helpful,
      ...(comment && { comment }),
      ...(contact && { contact }),
    };
    this._step = 'sending';
    this._error = '';
    let problem = 'Not sent. Please try again.';
    try {
      const doFetch = this.fetch ?? globalThis.fetch.bind(globalThis);
      const res = await doFetch(feedbackUrl(this.api, document.baseURI), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      if (res.ok) {
        this._step = 'done';
        this.dispatchEvent(
          new CustomEvent('docs-feedback-sent', {
            detail: { helpful: body.helpful },
            bubbles: true,
            composed: true,
          }),
        );
        return;
      }
      if (res.status === 429) problem = 'Too many ratings from here just now. Please try again later.';
    } catch {
      // Offline or blocked: the reader can send again.
    }
    this._step = 'details';
    this._error = problem;
  }
}
