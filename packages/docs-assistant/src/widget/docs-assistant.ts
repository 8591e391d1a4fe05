import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { DEFAULT_FINGERPRINT, DEFAULT_RETRIEVAL_PAGE_SIZE, type ContextItem } from '../protocol/request.js';
import type { PersistMode } from './chat/conversation-storage.js';
import { hostStyles } from './docs-assistant.styles.js';
import { DocsAssistantCloseEvent, DocsAssistantOpenEvent } from './events.js';
import { codeContext, pageFilter, resolveFilter } from './page-context/capture.js';
import { CodeActions } from './page-context/code-actions.js';
import { SelectionController } from './page-context/selection-controller.js';
import type { PanelSession, SessionHost } from './panel/panel-session.js';
import type { PanelMode } from './panel/panel-view.js';
import {
  ariaKeyShortcuts,
  isApplePlatform,
  isTypingTarget,
  matchesShortcut,
  parseShortcut,
} from './shortcut.js';
import { pageHasSearch } from './search/page-search.js';
import type { DocsAssistantSearchStrings } from './search/search-strings.js';
import { loadLanguageStrings } from './i18n/language-strings.js';
import { uiLanguage, type UiLanguage } from './i18n/languages.js';
import { LAUNCHER_STRINGS, type DocsAssistantStrings } from './strings.js';
import { listConverter } from './list-attribute.js';
import type { Suggestions } from './suggestions.js';
import { themeStyles } from './theme.styles.js';

type PanelChunk = typeof import('./panel/panel-chunk.js');
type SearchDialog = import('./search/search-chunk.js').DocsAssistantSearch;

/**
 * An AI assistant for a documentation site: a launcher, a chat panel that streams cited
 * answers, and "Ask about this" buttons on selected text and code blocks.
 *
 * @fires {DocsAssistantOpenEvent} docs-assistant-open - The panel opened; no `detail`.
 * @fires {DocsAssistantCloseEvent} docs-assistant-close - The panel closed; no `detail`.
 * @fires {DocsAssistantSendEvent} docs-assistant-send - A question was sent;
 *   `detail: SendDetail` = `{ text: string; context: ContextItem[]; threadId: string | undefined }`.
 * @fires {DocsAssistantFinishEvent} docs-assistant-finish - An answer finished;
 *   `detail: FinishDetail` = `{ threadId: string | undefined; messageId: string; text: string }`.
 * @fires {DocsAssistantErrorEvent} docs-assistant-error - A request failed;
 *   `detail: ErrorDetail` = `{ error: AssistantError }` (`error.kind`, `error.status`, `error.retryAfter`).
 * @fires {DocsAssistantFeedbackEvent} docs-assistant-feedback - The reader rated an answer;
 *   `detail: FeedbackDetail` = `{ threadId: string | undefined; messageId: string; helpful: boolean; reason?: string }`
 *   (a reason given after a thumbs down arrives in a second event for the same message).
 *
 * @slot launcher-icon - Icon inside the launcher button.
 * @slot header - Title of the panel.
 * @slot empty-state - Shown before the first question.
 * @slot suggestions - Starter questions; each slotted element asks its `data-question` or its text.
 *
 * @csspart launcher - The launcher button.
 * @csspart panel - The dialog (or section, inline).
 * @csspart header - The panel header.
 * @csspart messages - The scrolling message list.
 * @csspart message - Each message (also `user-message` or `assistant-message`).
 * @csspart user-message - A question.
 * @csspart assistant-message - An answer.
 * @csspart thinking - "Thinking" shown until the answer starts.
 * @csspart step - The rule between the steps of an answer.
 * @csspart reasoning - The collapsible "how I searched" block.
 * @csspart citations - The numbered source list of an answer.
 * @csspart answer-actions - The copy and feedback buttons under an answer.
 * @csspart context-list - The context items sent with a question.
 * @csspart context-chip - A pending or sent context item.
 * @csspart empty-state - The block shown before the first question.
 * @csspart suggestions - The group of starter questions.
 * @csspart composer - The form with the input.
 * @csspart input - The question textarea.
 * @csspart button - Every button of the panel (each also has its own part below).
 * @csspart citation - A `[n]` marker in an answer, linking to source `n`.
 * @csspart stopped - The note under an answer the reader stopped.
 * @csspart support-link - The `support-url` link under an answer that cites nothing.
 * @csspart feedback-reason - The optional reason form after a thumbs down.
 * @csspart feedback-reason-input - The reason's text field.
 * @csspart feedback-reason-send - Sends the reason.
 * @csspart search - The docs search dialog (Mod+K).
 * @csspart search-input - The search field.
 * @csspart search-close - Closes the search dialog.
 * @csspart search-results - The list of results.
 * @csspart search-ask - The first row: ask the assistant the query.
 * @csspart search-result - One result: page, section and snippet.
 * @csspart search-message - No results, or an error, in the search dialog.
 * @csspart error - The error message with its retry button.
 * @csspart selection-action - The "Ask about this" button shown on selected text.
 * @csspart send-button - Sends the question.
 * @csspart stop-button - Stops the answer being streamed.
 * @csspart retry-button - Asks again after an error.
 * @csspart new-chat-button - Starts a new conversation.
 * @csspart close-button - Closes the panel.
 * @csspart copy-answer - Copies an answer.
 * @csspart copy-code - Copies a code block of an answer.
 * @csspart feedback-button - Rates an answer helpful or not.
 * @csspart suggestion - A starter question.
 * @csspart remove-context - Removes a pending context item.
 *
 * @cssprop [--docs-assistant-accent=#2563eb] - Accent colour (launcher, buttons, links).
 * @cssprop [--docs-assistant-accent-contrast=#ffffff] - Text on the accent colour.
 * @cssprop [--docs-assistant-background=#ffffff] - Panel background.
 * @cssprop [--docs-assistant-color=#1f2328] - Text colour.
 * @cssprop [--docs-assistant-muted-color=#59636e] - Secondary text.
 * @cssprop [--docs-assistant-surface=#f3f5f7] - Question bubbles and chips.
 * @cssprop [--docs-assistant-border-color=#d1d9e0] - Borders.
 * @cssprop [--docs-assistant-code-background=#f3f5f7] - Code background.
 * @cssprop [--docs-assistant-danger=#b42318] - Error colour.
 * @cssprop --docs-assistant-shadow - Shadow of the launcher and panel.
 * @cssprop [--docs-assistant-font=system-ui] - Font family.
 * @cssprop [--docs-assistant-font-mono=ui-monospace] - Code font family.
 * @cssprop [--docs-assistant-font-size=0.9375rem] - Base font size.
 * @cssprop [--docs-assistant-radius=0.75rem] - Corner radius.
 * @cssprop [--docs-assistant-spacing=1rem] - Padding unit.
 * @cssprop [--docs-assistant-width=26rem] - Sidebar width (modal: 1.5×).
 * @cssprop [--docs-assistant-height=40rem] - Modal and inline height.
 * @cssprop [--docs-assistant-launcher-offset=1.25rem] - Launcher distance from the corner.
 * @cssprop [--docs-assistant-z-index=2147483000] - Stacking order of launcher and panel.
 * @cssprop --docs-assistant-push-width - Set by the element on `<html>` while a `push` sidebar is open: its width.
 */
export class DocsAssistant extends LitElement implements SessionHost {
  static override styles = [themeStyles, hostStyles];
  static override properties: PropertyDeclarations = {
    api: {},
    fp: {},
    mode: { reflect: true },
    theme: { reflect: true },
    persist: {},
    shortcut: {},
    searchShortcut: { attribute: 'search-shortcut' },
    search: {},
    codeSelector: { attribute: 'code-selector' },
    scope: {},
    version: {},
    language: {},
    groups: { converter: listConverter(',') },
    retrievalPageSize: { attribute: 'retrieval-page-size', type: Number },
    suggestions: {},
    supportUrl: { attribute: 'support-url' },
    push: { type: Boolean, reflect: true },
    strings: { attribute: false },
    fetch: { attribute: false },
    pendingContext: { state: true },
    _open: { state: true },
    _chunk: { state: true },
    _loadFailed: { state: true },
    _search: { state: true },
    _languageStrings: { state: true },
    uiLanguage: { state: true },
  };

  /** The proxy URL that answers questions. */
  api = '/api/assistant';
  /** Sent as `fp`: `anonymous`, or an identifier of the signed-in reader. */
  fp: string = DEFAULT_FINGERPRINT;
  mode: PanelMode = 'sidebar';
  /** `auto` follows `prefers-color-scheme`. */
  theme: 'auto' | 'light' | 'dark' = 'auto';
  /** Where the conversation survives reloads; keyed by `api`. */
  persist: PersistMode = 'session';
  /** `Mod+I` by default; `none` disables it. */
  shortcut = 'Mod+I';
  /** Opens docs search; `none` disables it. */
  searchShortcut = 'Mod+K';
  /** `auto`: the search shortcut only on pages without a search box of their own; `on`; `off`. */
  search: 'auto' | 'on' | 'off' = 'auto';
  /** Code blocks that get an "Ask about this code" button; empty for none. */
  codeSelector = 'pre';
  /** `auto` reads version and language from the page when they are not set. */
  scope: 'auto' | '' = '';
  version = '';
  language = '';
  groups: string[] = [];
  retrievalPageSize: number = DEFAULT_RETRIEVAL_PAGE_SIZE;
  /**
   * Starter questions: `a|b`, a JSON array, or lists by language (`{"en": [...], "fr": [...]}`);
   * the attribute is read when the panel loads.
   */
  suggestions: Suggestions | string = [];
  /** A page where readers reach a person, linked under answers that cite nothing. */
  supportUrl = '';
  /** Sidebar only: move the page aside instead of covering it (wide screens). */
  push = false;
  /** Replacements for any UI text. */
  strings: Partial<DocsAssistantStrings & DocsAssistantSearchStrings> = {};
  /** A `fetch` to use instead of the global one (tests, authentication). */
  fetch: typeof globalThis.fetch | undefined;

  /** Context waiting for the next question, shown as chips in the composer. */
  pendingContext: ContextItem[] = [];
  private _open = false;
  private _chunk: PanelChunk | undefined;
  private _loadFailed = false;
  private _search: SearchDialog | undefined;
  /** The built-in texts of the UI language, once loaded (each language is a small chunk). */
  private _languageStrings: DocsAssistantStrings | undefined;
  /** The language of the built-in texts: `language`, the page's language with `scope="auto"`, or `<html lang>`. */
  uiLanguage: UiLanguage = 'en';
  private _session: PanelSession | undefined;
  private _loading: Promise<PanelSession> | undefined;
  private _returnFocus: HTMLElement | undefined;
  private _codeActions: CodeActions | undefined;
  private _idle: number | undefined;
  private _languageLoading: Promise<unknown> = Promise.resolve();
  private readonly _apple = isApplePlatform(navigator);
  private readonly _selection = new SelectionController(this);
  /** Whether the update running now waited for its animation frame, as a streaming answer's does. */
  #inFrame = false;

  get isOpen(): boolean {
    return this._open || this.mode === 'inline';
  }

  get threadId(): string | undefined {
    return this._session?.chat.threadId;
  }

  /** The defaults in the UI language with `strings` applied (the panel's texts arrive with the panel). */
  get resolvedStrings(): DocsAssistantStrings {
    return {
      ...LAUNCHER_STRINGS,
      ...this._languageStrings,
      ...this.strings,
    } as DocsAssistantStrings;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this._onDocumentKeydown);
    window.addEventListener('pagehide', this._onPageHide);
    this._idle = (globalThis.requestIdleCallback ?? setTimeout)(() => {
      this.#preloadOnIntent();
      void this._selection.load();
    });
    // Back in the page after a move: updated() puts the code buttons back.
    if (this.hasUpdated) this.requestUpdate();
    const question = new URLSearchParams(location.search).get('assistant');
    if (question !== null) this.#askFromUrl(question);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this._onDocumentKeydown);
    window.removeEventListener('pagehide', this._onPageHide);
    if (this._idle !== undefined) (globalThis.cancelIdleCallback ?? clearTimeout)(this._idle);
    this._codeActions?.disconnect();
    this._codeActions = undefined;
  }

  /** Loads the panel, chat engine and markdown renderer; called on intent (hover, focus, shortcut, idle). */
  preload(): Promise<PanelSession> {
    this._loading ??= Promise.all([import('./panel/panel-chunk.js'), this._languageLoading]).then(
      ([chunk]) => {
        const root = this.renderRoot as ShadowRoot;
        if (chunk.panelStyles.styleSheet)
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, chunk.panelStyles.styleSheet];
        this._chunk = chunk;
        this._session = new chunk.PanelSession(this);
        this._loadFailed = false;
        return this._session;
      },
      (error: unknown) => {
        // The next attempt fetches the chunk again: the network may be back, or the deploy done.
        this._loading = undefined;
        throw error;
      },
    );
    return this._loading;
  }

  async open(): Promise<void> {
    if (!this._open) {
      const active = deepActiveElement();
      if (active && !this.shadowRoot?.contains(active)) this._returnFocus = active;
      this._open = true;
      this.toggleAttribute('open', true);
      this.dispatchEvent(new DocsAssistantOpenEvent());
    }
    try {
      await this.preload();
    } catch (cause) {
      this.#failedToLoad(cause);
      return;
    }
    await this.updateComplete;
    this.#showDialog();
    // The layout measures the shown panel (its width, for `push`).
    this.requestUpdate();
    this.focusInput();
  }

  /** The panel's script did not load (a network error, or a file missing beside this one): say so on the launcher. */
  #failedToLoad(cause: unknown) {
    this._loadFailed = true;
    this._returnFocus = undefined;
    this.close();
    console.error('docs-assistant: the panel could not be loaded', cause);
  }

  /** Loads ahead of need; a failure shows when the reader opens the panel (inline, it is open). */
  #preloadOnIntent() {
    this.preload().catch(() => {
      if (this.mode === 'inline') this._loadFailed = true;
    });
  }

  close(): void {
    if (!this._open) return;
    this._open = false;
    this.toggleAttribute('open', false);
    this.#dialog()?.close();
    this.dispatchEvent(new DocsAssistantCloseEvent());
    const target = this._returnFocus?.isConnected ? this._returnFocus : this.#launcher();
    this._returnFocus = undefined;
    target?.focus();
  }

  toggle(): Promise<void> {
    if (this.isOpen && this.mode !== 'inline') {
      this.close();
      return Promise.resolve();
    }
    return this.open();
  }

  /** Opens the panel and asks `text` with the pending context; resolves when the answer ends. */
  async ask(text: string): Promise<void> {
    await this.open();
    await this._session?.send(text);
  }

  /** Adds a context item for the next question, as the page buttons do, and opens the panel. */
  addContext(item: ContextItem): Promise<void> {
    const pending = this.pendingContext;
    if (!pending.some((existing) => existing.type === item.type && existing.value === item.value)) {
      this.pendingContext = [...pending, item];
    }
    return this.open();
  }

  /** Forgets the thread and its messages and starts over. */
  async newThread(): Promise<void> {
    const session = await this.preload();
    await session.newThread();
    this.pendingContext = [];
    this.focusInput();
  }

  /** Opens docs search, with `query` typed in; results as the reader types, and "Ask AI" first. */
  async openSearch(query?: string): Promise<void> {
    const { createSearch } = await import('./search/search-chunk.js');
    this._search ??= createSearch(this, () => resolveFilter(this, document, location));
    await this.updateComplete;
    await this._search.show(query);
  }

  /** Stops the answer being streamed; what arrived stays. */
  stop(): Promise<void> {
    return this._session?.chat.stop() ?? Promise.resolve();
  }

  focusInput(): void {
    this.renderRoot.querySelector('textarea')?.focus();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this._session && (changed.has('api') || changed.has('persist') || changed.has('fetch')))
      this._session.reconnect();
    if (!this.hasUpdated || changed.has('language') || changed.has('scope')) this.#pickLanguage();
  }

  /** While an answer streams, renders at most once per frame however many deltas arrive. */
  protected override async scheduleUpdate(): Promise<void> {
    const session = this._session;
    const streaming = session?.chat.status === 'streaming';
    if (streaming) await session.streamingFrame();
    this.#inFrame = streaming;
    try {
      super.scheduleUpdate();
    } finally {
      this.#inFrame = false;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    this._codeActions?.relabel(this.resolvedStrings.askAboutCode);
    // An update after the element left the page (a late announcement) equips nothing: the
    // buttons come back with it.
    if (this.isConnected && (changed.has('codeSelector') || !this._codeActions)) {
      this._codeActions?.disconnect();
      this._codeActions = new CodeActions(
        document,
        this.codeSelector,
        this.resolvedStrings.askAboutCode,
        (block) => {
          void this.addContext(codeContext(block, location));
        },
      );
      this._codeActions.connect();
    }
    // Placed through the CSSOM: a style attribute would break pages with `style-src 'self'`.
    const selection = this._selection.current;
    if (selection) {
      this.style.setProperty('--_selection-top', `${selection.top}px`);
      this.style.setProperty('--_selection-left', `${selection.left}px`);
    }
    this._session?.afterRender(this.renderRoot, this.#inFrame);
  }

  #pickLanguage() {
    const pageLanguage = this.scope === 'auto' ? pageFilter(document, location).language : undefined;
    const language = uiLanguage([this.language, pageLanguage, document.documentElement.lang]);
    if (language === this.uiLanguage && this.hasUpdated) return;
    // The texts shown so far stay until the new language's arrive.
    this.uiLanguage = language;
    this._languageLoading = loadLanguageStrings(language)
      // A language whose chunk fails to load falls back to English.
      .catch(() => loadLanguageStrings('en'))
      .then(
        (strings) => {
          if (this.uiLanguage === language) this._languageStrings = strings;
        },
        () => undefined,
      );
  }

  protected override render() {
    const strings = this.resolvedStrings;
    const inline = this.mode === 'inline';
    const shortcut = parseShortcut(this.shortcut);
    return html`${
        inline
          ? nothing
          : html`<button
              type="button"
              part="launcher"
              class=${this._loadFailed ? 'launcher failed' : 'launcher'}
              aria-haspopup="dialog"
              aria-expanded=${this._open ? 'true' : 'false'}
              aria-controls=${this._open ? 'panel' : nothing}
              aria-keyshortcuts=${shortcut ? ariaKeyShortcuts(shortcut, this._apple) : nothing}
              @click=${() => void this.toggle()}
              @pointerenter=${() => this.#preloadOnIntent()}
              @focus=${() => this.#preloadOnIntent()}
            >
              <slot name="launcher-icon"
                ><svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <path
                    d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2Zm7 12 .9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9L19 14Z"
                  /></svg
              ></slot>
              <span
                >${
                  this._loadFailed
                    ? strings.loadFailed
                    : // Until its texts arrive, a non-English page shows no English label.
                      this._languageStrings || this.uiLanguage === 'en'
                      ? strings.launcher
                      : ''
                }</span
              >
            </button>`
      }
      ${this.#renderSelectionAction(strings)}
      ${this.isOpen ? (this._session?.render() ?? this.#renderLoading(strings)) : nothing}
      <div class="sr-only" role="status" aria-live="polite">
        ${this._loadFailed ? strings.loadFailed : this._session?.announcement}
      </div>
      ${this._search ?? nothing}`;
  }

  #renderLoading(strings: DocsAssistantStrings) {
    // Inline, there is no launcher to carry the error.
    return this._loadFailed
      ? html`<p part="error" class="load-failed">${strings.loadFailed}</p>`
      : html`<p class="sr-only">${strings.loading}</p>`;
  }

  #renderSelectionAction(strings: DocsAssistantStrings) {
    const selection = this._selection.current;
    if (!selection) return nothing;
    return html`<button
      type="button"
      part="selection-action"
      class="selection-action"
      @mousedown=${(event: Event) => event.preventDefault()}
      @click=${() => {
        this._selection.clear();
        void this.addContext(selection.item);
      }}
    >
      ${strings.askAboutSelection}
    </button>`;
  }

  #askFromUrl(question: string) {
    const url = new URL(location.href);
    url.searchParams.delete('assistant');
    // Drop the parameter so a reload does not ask again: the conversation is kept anyway.
    history.replaceState(history.state, '', url);
    if (question.trim()) void this.ask(question);
    else void this.open();
  }

  #showDialog() {
    const dialog = this.#dialog();
    if (!dialog || dialog.open) return;
    if (this.mode === 'modal') dialog.showModal();
    else dialog.show();
  }

  #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  #launcher(): HTMLButtonElement | null {
    return this.renderRoot.querySelector('.launcher');
  }

  private _onDocumentKeydown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || isTypingTarget(event)) return;
    const search = this.search !== 'off' && parseShortcut(this.searchShortcut);
    if (search && matchesShortcut(event, search, this._apple)) {
      if (this.search === 'auto' && pageHasSearch(document)) return;
      event.preventDefault();
      void this.openSearch();
      return;
    }
    const shortcut = parseShortcut(this.shortcut);
    if (!shortcut) return;
    if (!matchesShortcut(event, shortcut, this._apple)) return;
    event.preventDefault();
    void this.toggle();
  };

  private _onPageHide = () => this._session?.chat.save();
}

/** The focused element, looking inside shadow roots. */
function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    'docs-assistant': DocsAssistant;
  }
}
