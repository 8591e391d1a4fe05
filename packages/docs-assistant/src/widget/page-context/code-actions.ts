import { css } from 'lit';

const styles = css`
  :host {
    display: flex;
    justify-content: flex-end;
    margin-block: 0.25em 0.75em;
  }
  button {
    font: 500 0.8125rem/1.2 var(--docs-assistant-font, system-ui, sans-serif);
    color: var(--docs-assistant-accent, #2563eb);
    background: transparent;
    border: 1px solid currentColor;
    border-radius: var(--docs-assistant-radius, 0.5rem);
    padding: 0.25em 0.6em;
    cursor: pointer;
  }
  button:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  button:focus-visible {
    outline: 2px solid var(--docs-assistant-accent, #2563eb);
    outline-offset: 2px;
  }
`;

/** The "Ask about this code" button placed after each code block of the page. */
export interface DocsAssistantCodeAction extends HTMLElement {
  block: Element | undefined;
  label: string;
}

/** Defined on first use, not on import: the class extends `HTMLElement`, which servers lack. */
function defineCodeAction(): void {
  if (customElements.get('docs-assistant-code-action')) return;
  /**
   * The "Ask about this code" button the element places after each code block of the page.
   *
   * @tagname docs-assistant-code-action
   * @csspart code-action - The button.
   */
  class CodeActionElement extends HTMLElement implements DocsAssistantCodeAction {
    block: Element | undefined;
    readonly #button: HTMLButtonElement;

    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      if (styles.styleSheet) root.adoptedStyleSheets = [styles.styleSheet];
      this.#button = document.createElement('button');
      this.#button.type = 'button';
      this.#button.part.add('code-action');
      root.append(this.#button);
    }

    get label(): string {
      return this.#button.textContent ?? '';
    }

    set label(value: string) {
      this.#button.textContent = value;
    }
  }
  customElements.define('docs-assistant-code-action', CodeActionElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'docs-assistant-code-action': DocsAssistantCodeAction;
  }
}

/**
 * Adds a code action after every element matching `selector`, now and as the page changes
 * (client-side navigation), and removes them all on `disconnect()`.
 */
export class CodeActions {
  readonly #done = new WeakSet<Element>();
  readonly #actions = new Set<DocsAssistantCodeAction>();
  #observer: MutationObserver | undefined;
  #scheduled = false;

  constructor(
    private readonly document: Document,
    private readonly selector: string,
    private label: string,
    private readonly onAsk: (block: Element) => void,
  ) {
    defineCodeAction();
  }

  connect(): void {
    if (!this.selector.trim()) return;
    this.scan();
    this.#observer = new MutationObserver(() => this.#schedule());
    this.#observer.observe(this.document.body, { childList: true, subtree: true });
  }

  /** New text for every button (the UI language or `strings` changed). */
  relabel(label: string): void {
    if (label === this.label) return;
    this.label = label;
    for (const action of this.#actions) action.label = label;
  }

  disconnect(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
    for (const action of this.#actions) action.remove();
    this.#actions.clear();
  }

  scan(): void {
    let blocks: NodeListOf<Element>;
    try {
      blocks = this.document.querySelectorAll(this.selector);
    } catch {
      return; // An invalid selector adds no buttons rather than breaking the page.
    }
    for (const block of blocks) {
      if (this.#done.has(block) || block.closest('docs-assistant')) continue;
      this.#done.add(block);
      const action = this.document.createElement('docs-assistant-code-action');
      action.block = block;
      action.label = this.label;
      action.addEventListener('click', () => this.onAsk(block));
      block.after(action);
      this.#actions.add(action);
    }
  }

  #schedule() {
    if (this.#scheduled) return;
    this.#scheduled = true;
    requestAnimationFrame(() => {
      this.#scheduled = false;
      // Disconnected meanwhile (the selector changed): the new instance scans instead.
      if (this.#observer) this.scan();
    });
  }
}
