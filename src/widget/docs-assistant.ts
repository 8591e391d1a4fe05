import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { DEFAULT_FINGERPRINT, DEFAULT_RETRIEVAL_PAGE_SIZE, type ContextItem } from '../protocol/request.js';
import type { AssistantError } from './chat/assistant-error.js';
import type { ChatController } from './chat/chat-controller.js';
import type { PersistMode } from './chat/conversation-storage.js';
import type { RequestFields } from './chat/transport.js';
import { hostStyles } from './docs-assistant.styles.js';
import {
  DocsAssistantCloseEvent,
  DocsAssistantErrorEvent,
  DocsAssistantFeedbackEvent,
  DocsAssistantFinishEvent,
  DocsAssistantOpenEvent,
  DocsAssistantSendEvent,
} from './events.js';
import { codeContext, currentPath, resolveFilter, selectionContext } from './page-context/capture.js';
import { CodeActions } from './page-context/code-actions.js';
import type { PanelMode, PanelView } from './panel/panel-view.js';
import { ariaKeyShortcuts, isApplePlatform, isTypingTarget, matchesShortcut, parseShortcut } from './shortcut.js';
import { DEFAULT_STRINGS, type DocsAssistantStrings } from './strings.js';
import { themeStyles } from './theme.styles.js';

type PanelModule = typeof import('./panel/panel.js');

/** Lists from attributes: a JSON array, or items separated by `|` (commas for `groups`). */
const listConverter = (separator: string) => ({
  fromAttribute: (value: string | null): string[] => {
    if (!value) return [];
    if (value.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
      } catch {
        // Fall back to splitting.
      }
    }
    return value
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean);
  },
  toAttribute: (value: string[]) => value.join(separator),
});

/**
 * An AI assistant for a documentation site: a launcher, a chat panel that streams cited
 * answers, and "Ask about this" buttons on selected text and code blocks.
 *
 * @fires docs-assistant-open - The panel opened.
 * @fires docs-assistant-close - The panel closed.
 * @fires docs-assistant-send - A question was sent; `detail: {text, context, threadId}`.
 * @fires docs-assistant-finish - An answer finished; `detail: {threadId, messageId, text}`.
 * @fires docs-assistant-error - A request failed; `detail: {error}` with `error.kind`.
 * @fires docs-assistant-feedback - The reader rated an answer; `detail: {threadId, messageId, helpful}`.
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
 * @csspart message - Each message; also `user-message` or `assistant-message`.
 * @csspart composer - The form with the input.
 * @csspart input - The question textarea.
 * @csspart button - Every button; also `send-button`, `stop-button`, `retry-button`, `new-chat-button`,
 *   `close-button`, `copy-answer`, `copy-code`, `feedback-button`, `suggestion`, `remove-context`.
 * @csspart citations - The numbered source list of an answer.
 * @csspart reasoning - The collapsible "how I searched" block.
 * @csspart context-chip - A pending or sent context item.
 * @csspart error - The error message with its retry button.
 * @csspart selection-action - The "Ask about this" button shown on selected text.
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
 */
@customElement('docs-assistant')
export class DocsAssistant extends LitElement {
  static override styles = [themeStyles, hostStyles];

  /** The proxy URL that answers questions. */
  @property() api = '/api/assistant';
  /** Sent as `fp`: `anonymous`, or an identifier of the signed-in reader. */
  @property() fp = DEFAULT_FINGERPRINT;
  @property({ reflect: true }) mode: PanelMode = 'sidebar';
  /** `auto` follows `prefers-color-scheme`. */
  @property({ reflect: true }) theme: 'auto' | 'light' | 'dark' = 'auto';
  /** Where the conversation survives reloads; keyed by `api`. */
  @property() persist: PersistMode = 'session';
  /** `Mod+I` by default; `none` disables it. */
  @property() shortcut = 'Mod+I';
  /** Code blocks that get an "Ask about this code" button; empty for none. */
  @property({ attribute: 'code-selector' }) codeSelector = 'pre';
  /** `auto` reads version and language from the page when they are not set. */
  @property() scope: 'auto' | '' = '';
  @property() version = '';
  @property() language = '';
  @property({ converter: listConverter(',') }) groups: string[] = [];
  @property({ attribute: 'retrieval-page-size', type: Number }) retrievalPageSize = DEFAULT_RETRIEVAL_PAGE_SIZE;
  /** Starter questions. */
  @property({ converter: listConverter('|') }) suggestions: string[] = [];
  /** Replacements for any UI text. */
  @property({ attribute: false }) strings: Partial<DocsAssistantStrings> = {};
  /** A `fetch` to use instead of the global one (tests, authentication). */
  @property({ attribute: false }) fetch: typeof globalThis.fetch | undefined;

  @state() private _open = false;
  @state() private _context: ContextItem[] = [];
  @state() private _selection: { item: ContextItem; top: number; left: number } | undefined;
  @state() private _copiedKey: string | undefined;
  @state() private _announcement = '';
  @state() private _panel: PanelModule | undefined;
  private _feedback = new Map<string, boolean>();
  private _chat: ChatController | undefined;
  private _loading: Promise<PanelModule> | undefined;
  private _returnFocus: HTMLElement | undefined;
  private _codeActions: CodeActions | undefined;
  private _idle: number | undefined;
  private readonly _apple = isApplePlatform(navigator);

  get isOpen(): boolean {
    return this._open || this.mode === 'inline';
  }

  get threadId(): string | undefined {
    return this._chat?.threadId;
  }

  get #strings(): DocsAssistantStrings {
    return { ...DEFAULT_STRINGS, ...this.strings };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this._onDocumentKeydown);
    document.addEventListener('selectionchange', this._onSelectionChange);
    window.addEventListener('scroll', this._onSelectionChange, { passive: true, capture: true });
    window.addEventListener('pagehide', this._onPageHide);
    this._idle = (globalThis.requestIdleCallback ?? setTimeout)(() => void this.preload());
    const question = new URLSearchParams(location.search).get('assistant');
    if (question !== null) this.#askFromUrl(question);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this._onDocumentKeydown);
    document.removeEventListener('selectionchange', this._onSelectionChange);
    window.removeEventListener('scroll', this._onSelectionChange, { capture: true });
    window.removeEventListener('pagehide', this._onPageHide);
    if (this._idle !== undefined) (globalThis.cancelIdleCallback ?? clearTimeout)(this._idle);
    this._codeActions?.disconnect();
    this._codeActions = undefined;
  }

  /** Loads the panel, chat engine and markdown renderer; called on intent (hover, focus, shortcut, idle). */
  preload(): Promise<PanelModule> {
    this._loading ??= import('./panel/panel.js').then((module) => {
      const root = this.renderRoot as ShadowRoot;
      if (module.panelStyles.styleSheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, module.panelStyles.styleSheet];
      this._panel = module;
      this.#createChat(module);
      return module;
    });
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
    await this.preload();
    await this.updateComplete;
    this.#showDialog();
    this.#input()?.focus();
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
    await this.#send(text);
  }

  /** Adds a context item for the next question, as the page buttons do, and opens the panel. */
  addContext(item: ContextItem): Promise<void> {
    const duplicate = this._context.some((existing) => existing.type === item.type && existing.value === item.value);
    if (!duplicate) this._context = [...this._context, item];
    return this.open();
  }

  /** Forgets the thread and its messages and starts over. */
  async newThread(): Promise<void> {
    await this.preload();
    await this._chat?.newThread();
    this._context = [];
    this._feedback.clear();
    this.#input()?.focus();
  }

  /** Stops the answer being streamed; what arrived stays. */
  stop(): Promise<void> {
    return this._chat?.stop() ?? Promise.resolve();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const chatSettings = changed.has('api') || changed.has('persist') || changed.has('fetch');
    if (this._panel && chatSettings && this._chat) this.#createChat(this._panel);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('codeSelector') || !this._codeActions) {
      this._codeActions?.disconnect();
      this._codeActions = new CodeActions(document, this.codeSelector, this.#strings.askAboutCode, (block) => {
        void this.addContext(codeContext(block, location));
      });
      this._codeActions.connect();
    }
    const messages = this.renderRoot.querySelector('.messages');
    if (messages && this._chat?.busy) messages.scrollTop = messages.scrollHeight;
  }

  protected override render() {
    const strings = this.#strings;
    const inline = this.mode === 'inline';
    const shortcut = parseShortcut(this.shortcut);
    return html`${inline
        ? nothing
        : html`<button
            type="button"
            part="launcher"
            class="launcher"
            aria-haspopup="dialog"
            aria-expanded=${this._open ? 'true' : 'false'}
            aria-controls=${this._open ? 'panel' : nothing}
            aria-keyshortcuts=${shortcut ? ariaKeyShortcuts(shortcut, this._apple) : nothing}
            @click=${() => void this.toggle()}
            @pointerenter=${() => void this.preload()}
            @focus=${() => void this.preload()}
          >
            <slot name="launcher-icon"
              ><svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2Zm7 12 .9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9L19 14Z" /></svg
            ></slot>
            <span>${strings.launcher}</span>
          </button>`}
      ${this.#renderSelectionAction(strings)} ${this.isOpen ? this.#renderPanel(strings) : nothing}
      <div class="sr-only" role="status" aria-live="polite">${this._announcement}</div>`;
  }

  #renderPanel(strings: DocsAssistantStrings) {
    if (!this._panel || !this._chat) return html`<p class="sr-only">${strings.loading}</p>`;
    return this._panel.renderPanel(this.#view(this._chat, strings));
  }

  #renderSelectionAction(strings: DocsAssistantStrings) {
    const selection = this._selection;
    if (!selection) return nothing;
    return html`<button
      type="button"
      part="selection-action"
      class="selection-action"
      style=${styleMap({ top: `${selection.top}px`, left: `${selection.left}px` })}
      @mousedown=${(event: Event) => event.preventDefault()}
      @click=${() => {
        this._selection = undefined;
        void this.addContext(selection.item);
      }}
    >
      ${strings.askAboutSelection}
    </button>`;
  }

  #view(chat: ChatController, strings: DocsAssistantStrings): PanelView {
    return {
      strings,
      mode: this.mode,
      chat,
      context: this._context,
      suggestions: this.suggestions,
      copiedKey: this._copiedKey,
      feedback: this._feedback,
      base: location.href,
      imageOrigins: [location.origin, new URL(this.api, location.href).origin],
      onClose: () => this.close(),
      onNewChat: () => void this.newThread(),
      onSubmit: (text) => void this.#send(text),
      onDraft: (text) => {
        chat.draft = text;
      },
      onRemoveContext: (index) => {
        this._context = this._context.filter((_, i) => i !== index);
        this.#input()?.focus();
      },
      onCopy: (text, key) => void this.#copy(text, key),
      onFeedback: (messageId, helpful) => {
        this._feedback.set(messageId, helpful);
        this.requestUpdate();
        this.dispatchEvent(new DocsAssistantFeedbackEvent({ threadId: chat.threadId, messageId, helpful }));
      },
    };
  }

  #createChat(module: PanelModule) {
    if (this._chat) {
      void this._chat.stop();
      this.removeController(this._chat);
    }
    this._chat = new module.ChatController(this, {
      api: this.api,
      persist: this.persist,
      fetch: this.fetch,
      fields: () => this.#requestFields(),
      onFinish: (message, threadId) => {
        const text = module.answerText(message);
        this._announcement = `${this.#strings.answerReady} ${text}`;
        this.dispatchEvent(new DocsAssistantFinishEvent({ threadId, messageId: message.id, text }));
      },
      onError: (error: AssistantError) => {
        this._announcement = module.errorMessage(error, this.#strings);
        this.dispatchEvent(new DocsAssistantErrorEvent({ error }));
      },
    });
  }

  #requestFields(): RequestFields {
    const fields: RequestFields = {
      fp: this.fp || DEFAULT_FINGERPRINT,
      retrievalPageSize: this.retrievalPageSize,
      currentPath: currentPath(location),
    };
    const filter = resolveFilter(this, document, location);
    if (filter) fields.filter = filter;
    return fields;
  }

  async #send(text: string): Promise<void> {
    const question = text.trim();
    if (!question) return;
    const chat = this._chat ?? (await this.preload(), this._chat);
    if (!chat || chat.busy) return;
    const context = this._context;
    this._context = [];
    this._announcement = '';
    chat.draft = '';
    this.dispatchEvent(new DocsAssistantSendEvent({ text: question, context, threadId: chat.threadId }));
    await chat.send(question, context);
  }

  async #copy(text: string, key: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // Clipboard access denied: nothing was copied, so claim nothing.
    }
    this._copiedKey = key;
    this._announcement = this.#strings.copied;
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

  #input(): HTMLTextAreaElement | null {
    return this.renderRoot.querySelector('textarea');
  }

  #launcher(): HTMLButtonElement | null {
    return this.renderRoot.querySelector('.launcher');
  }

  private _onDocumentKeydown = (event: KeyboardEvent) => {
    const shortcut = parseShortcut(this.shortcut);
    if (!shortcut || event.defaultPrevented || isTypingTarget(event)) return;
    if (!matchesShortcut(event, shortcut, this._apple)) return;
    event.preventDefault();
    void this.toggle();
  };

  private _onSelectionChange = () => {
    const selection = document.getSelection();
    const item = selectionContext(location, selection);
    const range = item && selection ? selection.getRangeAt(0) : undefined;
    if (!item || !range || this.contains(range.commonAncestorContainer)) {
      this._selection = undefined;
      return;
    }
    const rect = range.getBoundingClientRect();
    if (!rect.width && !rect.height) {
      this._selection = undefined;
      return;
    }
    const top = Math.min(rect.bottom + 8, window.innerHeight - 40);
    this._selection = { item, top, left: Math.max(8, Math.min(rect.left, window.innerWidth - 160)) };
  };

  private _onPageHide = () => this._chat?.save();
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
