import { html, LitElement, nothing, type PropertyDeclarations } from 'lit';
import type { SearchFilter } from '../../protocol/request.js';
import type { SearchResult } from '../../protocol/search.js';
import { safeLinkUrl } from '../render/safe-url.js';
import { SearchClient, searchUrl, type SearchOutcome } from './search-client.js';
import { searchStyles } from './search.styles.js';
import { SEARCH_STRINGS, type DocsAssistantSearchStrings } from './search-strings.js';
import { highlight, snippet, type SnippetSegment } from './snippet.js';

/** What the search dialog reads from and calls on `<docs-assistant>`. */
export interface SearchHost extends HTMLElement {
  api: string;
  fetch: typeof globalThis.fetch | undefined;
  strings: Partial<DocsAssistantSearchStrings>;
  ask(text: string): Promise<void>;
}

/** Fired on `<docs-assistant>` before a result opens; cancel it to navigate yourself (a client-side router). */
export class DocsAssistantSearchSelectEvent extends Event {
  static readonly eventName = 'docs-assistant-search-select';
  constructor(readonly detail: { result: SearchResult; url: string }) {
    super(DocsAssistantSearchSelectEvent.eventName, { bubbles: true, composed: true, cancelable: true });
  }
}

/** Waits this long after a keystroke for the next one before asking the server. */
const TYPING_PAUSE_MS = 60;

type Status = 'idle' | 'loading' | 'done' | 'rate-limited' | 'unavailable';

const marked = (segments: SnippetSegment[]) =>
  segments.map((s) => (s.mark ? html`<mark>${s.text}</mark>` : s.text));

/**
 * The search dialog of `<docs-assistant>`: results as the reader types (page, section and a
 * snippet with the query's words marked), arrow keys and Enter to open one, and a first row that
 * asks the assistant instead.
 */
export class DocsAssistantSearch extends LitElement {
  static override styles = [searchStyles];
  static override properties: PropertyDeclarations = {
    _query: { state: true },
    _results: { state: true },
    _active: { state: true },
    _status: { state: true },
  };

  host!: SearchHost;
  /** The element's search filter (version, language, groups), as its questions use. */
  filter: () => SearchFilter | undefined = () => undefined;
  private _query = '';
  private _results: SearchResult[] = [];
  private _active = 0;
  private _status: Status = 'idle';
  private _retryAfter: number | undefined;
  private _timer: ReturnType<typeof setTimeout> | undefined;
  private _returnFocus: Element | null = null;
  private readonly _client = new SearchClient(() => ({
    url: searchUrl(this.host.api, location.href),
    fetch: this.host.fetch ?? globalThis.fetch.bind(globalThis),
    filter: this.filter(),
  }));

  get strings(): DocsAssistantSearchStrings {
    return { ...SEARCH_STRINGS, ...this.host.strings };
  }

  get isOpen(): boolean {
    return this.#dialog()?.open ?? false;
  }

  /** Opens the dialog with `query` typed in (or what was typed last time). */
  async show(query?: string): Promise<void> {
    await this.updateComplete;
    const dialog = this.#dialog()!;
    if (!dialog.open) {
      this._returnFocus = deepActiveElement();
      dialog.showModal();
    }
    const input = this.#input()!;
    if (query !== undefined) this.#setQuery(query);
    input.focus();
    input.select();
  }

  close(): void {
    this.#dialog()?.close();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this._timer);
    this._client.abort();
  }

  protected override render() {
    const s = this.strings;
    const rows = this.#rowCount();
    return html`<dialog part="search" aria-label=${s.searchLabel} @close=${this.#onClose}>
      <div class="bar">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          part="search-input"
          type="search"
          role="combobox"
          aria-label=${s.searchLabel}
          aria-autocomplete="list"
          aria-controls="results"
          aria-expanded=${rows > 0 ? 'true' : 'false'}
          aria-activedescendant=${rows > 0 ? `row-${this._active}` : nothing}
          placeholder=${s.searchPlaceholder}
          autocomplete="off"
          spellcheck="false"
          maxlength="500"
          .value=${this._query}
          @input=${(event: Event) => this.#setQuery((event.target as HTMLInputElement).value)}
          @keydown=${this.#onKeydown}
        />
        <button type="button" class="close" part="button search-close" @click=${() => this.close()}>
          ${s.searchClose}
        </button>
      </div>
      <div id="results" role="listbox" aria-label=${s.searchResultsLabel} part="search-results">
        ${this._query.trim() ? this.#renderAsk() : nothing}
        ${this._results.map((result, i) => this.#renderResult(result, i + 1))}
      </div>
      ${this.#renderMessage()}
      <footer aria-hidden="true">
        <span><kbd>↑</kbd> <kbd>↓</kbd> ${s.searchNavigate}</span>
        <span><kbd>Enter</kbd> ${s.searchOpen}</span>
        <span><kbd>Esc</kbd> ${s.searchClose.toLowerCase()}</span>
      </footer>
      <div class="sr-only" role="status" aria-live="polite">
        ${this._status === 'done' ? s.searchCount.replace('{count}', String(this._results.length)) : ''}
      </div>
    </dialog>`;
  }

  #renderAsk() {
    return html`<div
      id="row-0"
      role="option"
      class="row ask"
      part="search-ask"
      aria-selected=${this._active === 0 ? 'true' : 'false'}
      @click=${() => this.#activate(0)}
      @pointermove=${() => (this._active = 0)}
    >
      <span class="label">${this.strings.searchAskAi}</span>
      <span class="query">${this._query.trim()}</span>
    </div>`;
  }

  #renderResult(result: SearchResult, row: number) {
    const { title, section } = result.metadata;
    return html`<a
      id=${`row-${row}`}
      role="option"
      class="row"
      part="search-result"
      aria-selected=${this._active === row ? 'true' : 'false'}
      href=${this.#urlOf(result) ?? '#'}
      tabindex="-1"
      @pointermove=${() => (this._active = row)}
      @click=${(event: MouseEvent) => this.#onResultClick(event, result)}
    >
      <span class="title"
        >${marked(highlight(title, this._query))}${
          section && section !== title
            ? html` <span class="section">› ${marked(highlight(section, this._query))}</span>`
            : nothing
        }</span
      >
      <span class="snippet">${marked(snippet(result.content, this._query))}</span>
    </a>`;
  }

  #renderMessage() {
    const s = this.strings;
    const query = this._query.trim();
    let text = '';
    if (!query) text = s.searchEmpty;
    else if (this._status === 'rate-limited')
      text = this._retryAfter
        ? s.searchRateLimited.replace('{seconds}', String(this._retryAfter))
        : s.searchRateLimited.replace(/ ?\S*\{seconds\}.*$/, '');
    else if (this._status === 'unavailable') text = s.searchUnavailable;
    else if (this._status === 'done' && this._results.length === 0)
      text = s.searchNoResults.replace('{query}', query);
    return text ? html`<p class="message" part="search-message">${text}</p>` : nothing;
  }

  #rowCount(): number {
    return (this._query.trim() ? 1 : 0) + this._results.length;
  }

  #setQuery(query: string) {
    this._query = query;
    this._active = 0;
    clearTimeout(this._timer);
    const trimmed = query.trim();
    if (!trimmed) {
      this._client.abort();
      this._results = [];
      this._status = 'idle';
      return;
    }
    const cached = this._client.cached(trimmed);
    if (cached) {
      this._results = cached;
      this._status = 'done';
      return;
    }
    this._status = 'loading';
    this._timer = setTimeout(() => void this.#search(trimmed), TYPING_PAUSE_MS);
  }

  async #search(query: string) {
    const outcome: SearchOutcome | undefined = await this._client.search(query);
    if (!outcome || query !== this._query.trim()) return;
    if (outcome.kind === 'results') {
      this._results = outcome.results;
      this._status = 'done';
      this._active = Math.min(this._active, this.#rowCount() - 1);
    } else {
      this._results = [];
      this._status = outcome.kind;
      this._retryAfter = outcome.kind === 'rate-limited' ? outcome.retryAfter : undefined;
    }
  }

  #onKeydown = (event: KeyboardEvent) => {
    const rows = this.#rowCount();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!rows) return;
      this._active = (this._active + (event.key === 'ArrowDown' ? 1 : rows - 1)) % rows;
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector(`#row-${this._active}`)?.scrollIntoView({ block: 'nearest' }),
      );
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      if (rows) this.#activate(this._active);
    }
  };

  #activate(row: number) {
    if (this._query.trim() && row === 0) {
      const question = this._query.trim();
      this.close();
      void this.host.ask(question);
      return;
    }
    const result = this._results[row - (this._query.trim() ? 1 : 0)];
    if (result) this.#open(result);
  }

  #onResultClick(event: MouseEvent, result: SearchResult) {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    this.#open(result);
  }

  #open(result: SearchResult) {
    const url = this.#urlOf(result);
    if (!url) return;
    const proceed = this.host.dispatchEvent(new DocsAssistantSearchSelectEvent({ result, url }));
    this.close();
    if (proceed) location.assign(url);
  }

  /** Results name pages by their path on the docs site: this site. */
  #urlOf(result: SearchResult): string | undefined {
    return safeLinkUrl(result.metadata.href ?? result.path, location.origin);
  }

  #onClose = () => {
    clearTimeout(this._timer);
    this._client.abort();
    const target = this._returnFocus;
    this._returnFocus = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  #input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
