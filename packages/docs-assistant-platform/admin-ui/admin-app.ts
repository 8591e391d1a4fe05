import { css, html, LitElement, nothing } from 'lit';
import { themeStyles } from '../../docs-assistant/src/widget/theme.styles.js';
import { AdminApi, ApiProblem } from './api.js';
import { viewStyles } from './styles.js';
import type { AdminSession } from '../src/admin/wire.js';

export const VIEWS = [
  ['overview', 'Overview'],
  ['conversations', 'Conversations'],
  ['gaps', 'Content gaps'],
  ['feedback', 'Feedback'],
  ['jobs', 'Agent jobs'],
] as const;
export type View = (typeof VIEWS)[number][0];

type Theme = 'light' | 'dark' | null;
const THEME_KEY = 'docs-assistant-admin-theme';

/**
 * The dashboard: sign-in, then one project of the organization and one view of it at a time.
 * The address keeps the place (`#<projectId>/<view>[/<threadId>]`) so that it can be shared
 * among the docs team and reloaded.
 */
export class AdminApp extends LitElement {
  static override properties = {
    theme: { reflect: true },
    _session: { state: true },
    _state: { state: true },
    _error: { state: true },
    _projectId: { state: true },
    _view: { state: true },
    _threadId: { state: true },
  };
  /** `light` or `dark` when the reader chose; otherwise the system's preference applies. */
  declare theme: Theme;
  declare _session: AdminSession | null;
  declare _state: 'loading' | 'signed-out' | 'signed-in';
  declare _error: string;
  declare _projectId: string;
  declare _view: View;
  declare _threadId: string | undefined;
  readonly api = new AdminApi();
  #dark = matchMedia('(prefers-color-scheme: dark)');

  static override styles = [
    themeStyles,
    viewStyles,
    css`
      :host {
        display: block;
        min-height: 100vh;
        background: var(--_bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem 1.25rem;
        align-items: end;
        padding: 0.75rem 1.5rem;
        border-bottom: 1px solid var(--_border);
        background: var(--_surface);
      }
      h1 {
        font-size: 1.15rem;
        margin: 0 auto 0.2rem 0;
      }
      .actions {
        display: flex;
        gap: 0.5rem;
        align-items: end;
      }
      nav ul {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        list-style: none;
        margin: 0;
        padding: 0.5rem 1.5rem 0;
        border-bottom: 1px solid var(--_border);
      }
      nav a {
        display: block;
        padding: 0.45rem 0.8rem;
        color: var(--_fg);
        text-decoration: none;
        border-bottom: 3px solid transparent;
      }
      nav a[aria-current='page'] {
        border-bottom-color: var(--_accent);
        font-weight: 650;
      }
      main {
        padding: 1.25rem 1.5rem 3rem;
        max-width: 80rem;
      }
      main:focus {
        outline: none;
      }
      .skip {
        position: absolute;
        inset-inline-start: 0.5rem;
        top: -3rem;
      }
      .skip:focus {
        top: 0.5rem;
      }
    `,
  ];

  constructor() {
    super();
    this._session = null;
    this._state = 'loading';
    this._error = '';
    this._projectId = '';
    this._view = 'overview';
    this._threadId = undefined;
    const saved = localStorage.getItem(THEME_KEY);
    this.theme = saved === 'light' || saved === 'dark' ? saved : null;
    this.api.onSignedOut = () => {
      this._session = null;
      this._state = 'signed-out';
      this._error = 'Your session ended. Sign in again.';
    };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.#readHash);
    this.#dark.addEventListener('change', this.#applyBodyTheme);
    this.#applyBodyTheme();
    void this.#start();
  }

  override disconnectedCallback(): void {
    removeEventListener('hashchange', this.#readHash);
    this.#dark.removeEventListener('change', this.#applyBodyTheme);
    super.disconnectedCallback();
  }

  async #start() {
    try {
      const session = await this.api.session();
      if (session) this.#signedIn(session);
      else this._state = 'signed-out';
    } catch {
      this._state = 'signed-out';
      this._error = 'The dashboard API did not answer.';
    }
  }

  #signedIn(session: AdminSession) {
    this._session = session;
    this._state = 'signed-in';
    this._error = '';
    this.#readHash();
  }

  readonly #readHash = () => {
    if (!this._session) return;
    const [projectId = '', view = '', threadId] = decodeURIComponent(location.hash.slice(1)).split('/');
    const known = this._session.projects.find((p) => p.id === projectId);
    this._projectId = known?.id ?? this._session.projects[0]?.id ?? '';
    this._view = VIEWS.some(([v]) => v === view) ? (view as View) : 'overview';
    this._threadId = this._view === 'conversations' && threadId ? threadId : undefined;
  };

  #go(view: View, threadId?: string, projectId = this._projectId) {
    const hash = `#${[projectId, view, threadId].filter(Boolean).join('/')}`;
    if (location.hash !== hash) location.hash = hash;
    else this.#readHash();
  }

  readonly #applyBodyTheme = () => {
    const dark = this.theme ? this.theme === 'dark' : this.#dark.matches;
    document.body.classList.toggle('theme-dark', dark);
    document.body.classList.toggle('theme-light', !dark);
  };

  #toggleTheme() {
    const dark = this.theme ? this.theme === 'dark' : this.#dark.matches;
    this.theme = dark ? 'light' : 'dark';
    // Only the colour choice is kept in page storage; never anything about the session.
    localStorage.setItem(THEME_KEY, this.theme);
    this.#applyBodyTheme();
  }

  async #signIn(event: CustomEvent<{ key: string }>) {
    const view = this.renderRoot.querySelector('da-sign-in') as
      (HTMLElement & { busy: boolean; error: string }) | null;
    if (view) view.busy = true;
    try {
      this.#signedIn(await this.api.signIn(event.detail.key));
    } catch (err) {
      this._error =
        err instanceof ApiProblem
          ? [err.message, ...err.details].join(': ')
          : 'Could not sign in. Try again.';
    } finally {
      if (view) view.busy = false;
    }
  }

  async #signOut() {
    try {
      await this.api.signOut();
    } catch {
      // Signed out on the server already, or unreachable: either way this page forgets the session.
    }
    this._session = null;
    this._state = 'signed-out';
    this._error = '';
    history.replaceState(null, '', location.pathname);
  }

  override render() {
    const dark = this.theme ? this.theme === 'dark' : this.#dark.matches;
    return html`<a class="skip" href="#main" @click=${this.#skip}>Skip to content</a>
      <header>
        <h1>docs-assistant admin</h1>
        <div class="actions">
          ${this._state === 'signed-in' ? this.#projectPicker() : nothing}
          <button type="button" aria-pressed=${dark ? 'true' : 'false'} @click=${this.#toggleTheme}>
            Dark theme
          </button>
          ${
            this._state === 'signed-in'
              ? html`<button type="button" @click=${this.#signOut}>Sign out</button>`
              : nothing
          }
        </div>
      </header>
      ${this._state === 'signed-in' ? this.#nav() : nothing}
      <main id="main" tabindex="-1">${this.#main()}</main>`;
  }

  #skip(event: Event) {
    event.preventDefault();
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  }

  #projectPicker() {
    const projects = this._session?.projects ?? [];
    return html`<label
      >Project
      <select @change=${(e: Event) => this.#go(this._view, undefined, (e.target as HTMLSelectElement).value)}>
        ${projects.map((p) => html`<option value=${p.id} ?selected=${p.id === this._projectId}>${p.domain}</option>`)}
      </select>
    </label>`;
  }

  #nav() {
    return html`<nav aria-label="Views">
      <ul>
        ${VIEWS.map(
          ([view, label]) =>
            html`<li>
              <a href="#${this._projectId}/${view}" aria-current=${view === this._view ? 'page' : 'false'}
                >${label}</a
              >
            </li>`,
        )}
      </ul>
    </nav>`;
  }

  #main() {
    if (this._state === 'loading') return html`<p class="muted" role="status">Loading…</p>`;
    if (this._state === 'signed-out')
      return html`<da-sign-in .error=${this._error} @sign-in=${this.#signIn}></da-sign-in>`;
    if (!this._projectId) return html`<p>This organization has no project yet.</p>`;
    const showThread = (e: CustomEvent<{ threadId: string }>) => this.#go('conversations', e.detail.threadId);
    switch (this._view) {
      case 'conversations':
        return html`<da-conversations
          .api=${this.api}
          .projectId=${this._projectId}
          .threadId=${this._threadId}
          @open-thread=${showThread}
        ></da-conversations>`;
      case 'gaps':
        return html`<da-gaps
          .api=${this.api}
          .projectId=${this._projectId}
          @show-thread=${showThread}
        ></da-gaps>`;
      case 'feedback':
        return html`<da-feedback
          .api=${this.api}
          .projectId=${this._projectId}
          .transitions=${this._session!.transitions}
          @show-thread=${showThread}
        ></da-feedback>`;
      case 'jobs':
        return html`<da-jobs .api=${this.api} .projectId=${this._projectId}></da-jobs>`;
      default:
        return html`<da-overview .api=${this.api} .projectId=${this._projectId}></da-overview>`;
    }
  }
}
