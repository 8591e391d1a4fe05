import { css, html, LitElement } from 'lit';
import { viewStyles } from '../styles.js';

/**
 * The sign-in form. The key is sent once to the server, which keeps it out of the page from then
 * on: the browser holds only an HttpOnly session cookie.
 *
 * @fires sign-in - `detail: {key}` when the form is sent.
 */
export class SignInView extends LitElement {
  static override properties = { error: {}, busy: { type: Boolean } };
  declare error: string;
  declare busy: boolean;

  static override styles = [
    viewStyles,
    css`
      form {
        max-width: 26rem;
        margin: 3rem auto;
        display: flex;
        flex-direction: column;
        gap: 0.6rem;
      }
      label {
        color: var(--_fg);
        font-size: 1rem;
      }
    `,
  ];

  constructor() {
    super();
    this.error = '';
    this.busy = false;
  }

  override render() {
    return html`<form class="card" @submit=${this.#submit} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      <p class="muted">Use an admin key of your organization (<code>da_admin_…</code>).</p>
      <label for="key">Admin key</label>
      <input
        id="key"
        name="key"
        type="password"
        autocomplete="off"
        spellcheck="false"
        required
        aria-describedby="sign-in-error"
        aria-invalid=${this.error ? 'true' : 'false'}
      />
      <button class="primary" type="submit" ?disabled=${this.busy}>Sign in</button>
      <p id="sign-in-error" class="error" role="alert">${this.error}</p>
    </form>`;
  }

  #submit(event: SubmitEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const input = form.elements.namedItem('key') as HTMLInputElement;
    const key = input.value.trim();
    if (!key) return;
    // The field is emptied at once: the key stays in the page no longer than the request.
    input.value = '';
    this.dispatchEvent(new CustomEvent('sign-in', { detail: { key }, bubbles: true, composed: true }));
  }
}
