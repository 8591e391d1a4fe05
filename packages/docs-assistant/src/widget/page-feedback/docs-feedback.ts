import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { CURRENT_PATH_MAX_LENGTH } from '../../protocol/limits.js';
import type { FeedbackRequestBody } from '../../protocol/feedback.js';
import { themeStyles } from '../theme.styles.js';
import { feedbackUrl, newClientId } from '../feedback-poster.js';
import { CodeActions } from '../page-context/code-actions.js';
import { describeCodeBlock, type ReportedCode } from './code-block.js';

type Step = 'ask' | 'details' | 'sending' | 'done';
type ReportStep = 'edit' | 'sending' | 'done';

/** Lines of the reported code shown in the report form: enough to recognise the block. */
const PREVIEW_LINES = 8;

/**
 * `<docs-feedback api="/api/assistant">`: "Was this page helpful?" at the bottom of a page. Yes or
 * no, then an optional comment and contact e-mail, sent as one entry to `<api>/feedback`.
 * With `code-selector="pre"`, each code block of the page also gets a "Report a problem with this
 * code" button, whose report (the code, its language and file name, what is wrong) goes there too.
 *
 * @fires docs-feedback-sent - The rating was stored; `detail: {helpful}`.
 * @csspart question - "Was this page helpful?"
 * @csspart choice - The yes and no buttons.
 * @csspart button - Every button.
 * @csspart form - The optional comment and contact e-mail.
 * @csspart send - Sends the rating.
 * @csspart error - Why sending failed.
 * @csspart thanks - The thanks shown once the rating is stored.
 * @csspart code-report - The dialog reporting a problem with a code block.
 * @csspart code-preview - The start of the reported code, in that dialog.
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
      dialog {
        width: min(36rem, calc(100vw - 2rem));
        color: var(--_fg);
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: 10px;
        padding: 1rem 1.25rem;
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.4);
      }
      dialog form {
        max-width: none;
        margin: 0;
        gap: 0.75rem;
      }
      h2 {
        font-size: 1.05em;
        margin: 0;
      }
      pre {
        margin: 0;
        max-height: 10rem;
        overflow: auto;
        padding: 0.5rem 0.75rem;
        border-radius: 6px;
        background: var(--_surface);
        font: 0.85em / 1.45 var(--_font-mono, ui-monospace, monospace);
      }
      .meta {
        color: var(--_muted);
        font-size: 0.9em;
      }
    `,
  ];

  /** The proxy URL, as the assistant's `api`; feedback goes to `<api>/feedback`. */
  @property() api = '/api/assistant';
  /** The page the rating is about; by default the current one. */
  @property() path: string | undefined;
  /** A `fetch` to use instead of the global one. */
  @property({ attribute: false }) fetch: typeof globalThis.fetch | undefined;

  /** Code blocks (a CSS selector) that get a "Report a problem with this code" button; none by default. */
  @property({ attribute: 'code-selector' }) codeSelector = '';

  @state() private _step: Step = 'ask';
  @state() private _helpful: boolean | undefined;
  @state() private _error = '';
  /** One id per rating, so that sending again after a failure cannot store it twice. */
  #clientId = newClientId();
  /** The code block being reported, while its dialog is open. */
  @state() private _report: ReportedCode | undefined;
  @state() private _reportStep: ReportStep = 'edit';
  @state() private _reportError = '';
  #reportClientId = newClientId();
  #codeActions: CodeActions | undefined;
  @query('dialog') private _dialog!: HTMLDialogElement | null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#watchCode();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#codeActions?.disconnect();
    this.#codeActions = undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('codeSelector')) this.#watchCode();
  }

  #watchCode() {
    this.#codeActions?.disconnect();
    this.#codeActions = undefined;
    if (!this.codeSelector.trim()) return;
    this.#codeActions = new CodeActions(document, this.codeSelector, 'Report a problem with this code', (block) =>
      this.#openReport(block),
    );
    this.#codeActions.connect();
  }

  async #openReport(block: Element) {
    const report = describeCodeBlock(block);
    if (!report.code.trim()) return;
    if (report.code !== this._report?.code) this.#reportClientId = newClientId();
    this._report = report;
    this._reportStep = 'edit';
    this._reportError = '';
    await this.updateComplete;
    if (this._dialog && !this._dialog.open) this._dialog.showModal();
  }

  override render() {
    const page =
      this._step === 'done'
        ? html`<p part="thanks" role="status">Thanks for your feedback!</p>`
        : html`
            <div class="row" role="group" aria-labelledby="question">
              <span id="question" part="question">Was this page helpful?</span>
              ${this.#choice(true, 'Yes')} ${this.#choice(false, 'No')}
            </div>
            ${this._step === 'ask' ? nothing : this.#details()}
          `;
    return html`${page}${this.codeSelector ? this.#reportDialog() : nothing}`;
  }

  #reportDialog() {
    const report = this._report;
    const close = () => this._dialog?.close();
    return html`<dialog part="code-report" aria-labelledby="report-title" @close=${() => (this._report = undefined)}>
      ${
        !report
          ? nothing
          : this._reportStep === 'done'
            ? html`<p part="thanks" role="status">Thanks! The docs team will look at this code.</p>
                <div class="row"><button type="button" part="button" @click=${close}>Close</button></div>`
            : html`<form part="form" @submit=${this.#sendReport}>
                <h2 id="report-title">Report a problem with this code</h2>
                <pre part="code-preview" dir="ltr">${report.code.split('\n').slice(0, PREVIEW_LINES).join('\n')}</pre>
                ${
                  report.filename || report.lang
                    ? html`<span class="meta">${[report.filename, report.lang].filter(Boolean).join(' · ')}</span>`
                    : nothing
                }
                <label
                  >What is wrong with it?
                  <textarea name="comment" rows="3" maxlength="5000" required></textarea>
                </label>
                <div class="row">
                  <button type="submit" part="button send" ?disabled=${this._reportStep === 'sending'}>Send</button>
                  <button type="button" part="button" @click=${close}>Cancel</button>
                  <span class="error" part="error" role="alert">${this._reportError}</span>
                </div>
              </form>`
      }
    </dialog>`;
  }

  async #sendReport(event: SubmitEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const report = this._report;
    if (!form.reportValidity() || !report) return;
    const comment = String(new FormData(form).get('comment') ?? '').trim();
    this._reportStep = 'sending';
    this._reportError = '';
    const problem = await this.#post({
      source: 'code',
      clientId: this.#reportClientId,
      path: this.#path(),
      ...report,
      ...(comment && { comment }),
    });
    if (problem) {
      this._reportStep = 'edit';
      this._reportError = problem;
      return;
    }
    this._reportStep = 'done';
    this.#reportClientId = newClientId();
    this.dispatchEvent(new CustomEvent('docs-feedback-sent', { detail: { code: true }, bubbles: true, composed: true }));
  }

  #path(): string {
    return (this.path || location.pathname).slice(0, CURRENT_PATH_MAX_LENGTH);
  }

  /** Sends one entry; the sentence saying why it was not stored, or `undefined` once it is. */
  async #post(body: FeedbackRequestBody): Promise<string | undefined> {
    try {
      const doFetch = this.fetch ?? globalThis.fetch.bind(globalThis);
      const res = await doFetch(feedbackUrl(this.api, document.baseURI), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
      });
      if (res.ok) return undefined;
      if (res.status === 429) return 'Too much feedback from here just now. Please try again later.';
    } catch {
      // Offline or blocked: the reader can send again.
    }
    return 'Not sent. Please try again.';
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
    const helpful = this._helpful;
    this._step = 'sending';
    this._error = '';
    const problem = await this.#post({
      source: 'page',
      clientId: this.#clientId,
      path: this.#path(),
      helpful,
      ...(comment && { comment }),
      ...(contact && { contact }),
    });
    if (problem) {
      this._step = 'details';
      this._error = problem;
      return;
    }
    this._step = 'done';
    this.dispatchEvent(
      new CustomEvent('docs-feedback-sent', { detail: { helpful }, bubbles: true, composed: true }),
    );
  }
}
