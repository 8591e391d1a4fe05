import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { coveredBy, nextUncovered } from './covered-focus.js';

/** What the layout reads from the element. */
export interface LayoutHost extends ReactiveControllerHost, HTMLElement {
  mode: string;
  push: boolean;
  readonly isOpen: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  focusInput(): void;
}

/** Set on `<html>` while a pushing sidebar is open; its width is in `--docs-assistant-push-width`. */
export const PUSH_ATTRIBUTE = 'data-docs-assistant-push';
export const PUSH_WIDTH_PROPERTY = '--docs-assistant-push-width';

/** Where the page makes room by default; sites with fixed headers use the custom property too. */
const pageSheet = new CSSStyleSheet();
pageSheet.replaceSync(`html[${PUSH_ATTRIBUTE}] body { margin-inline-end: var(${PUSH_WIDTH_PROPERTY}); }`);

/** Full screen below this width: nothing to push, everything covered. */
const WIDE = '(min-width: 641px)';

/**
 * The sidebar beside the page: with `push` it reserves its width on `<html>` so the article
 * stays readable; without, focus that would land on a control under the panel moves on.
 */
export class SidebarLayout implements ReactiveController {
  #pushing = false;
  /** The direction of the Tab key press that is moving focus, if one is. */
  #tabbing: 'forward' | 'backward' | undefined;
  readonly #wide = matchMedia(WIDE);

  constructor(private readonly host: LayoutHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#wide.addEventListener('change', this.#onWideChange);
    document.addEventListener('focusin', this.#onFocusIn, true);
    document.addEventListener('keydown', this.#onKeydown, true);
  }

  hostDisconnected(): void {
    this.#wide.removeEventListener('change', this.#onWideChange);
    document.removeEventListener('focusin', this.#onFocusIn, true);
    document.removeEventListener('keydown', this.#onKeydown, true);
    this.#release();
  }

  hostUpdated(): void {
    const host = this.host;
    const push = host.push && host.mode === 'sidebar' && host.isOpen && this.#wide.matches;
    if (push && !this.#pushing) this.#reserve();
    else if (!push && this.#pushing) this.#release();
  }

  #reserve() {
    const panel = this.#panel();
    if (!panel) return;
    this.#pushing = true;
    const root = document.documentElement;
    if (!document.adoptedStyleSheets.includes(pageSheet))
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];
    // Read once when the panel opens, never while it streams.
    root.style.setProperty(PUSH_WIDTH_PROPERTY, `${panel.getBoundingClientRect().width}px`);
    root.setAttribute(PUSH_ATTRIBUTE, '');
  }

  #release() {
    if (!this.#pushing) return;
    this.#pushing = false;
    document.documentElement.removeAttribute(PUSH_ATTRIBUTE);
    document.documentElement.style.removeProperty(PUSH_WIDTH_PROPERTY);
  }

  #panel(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('dialog.panel[open]');
  }

  #onWideChange = () => this.host.requestUpdate();

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') this.#tabbing = event.shiftKey ? 'backward' : 'forward';
  };

  #onFocusIn = (event: FocusEvent) => {
    const host = this.host;
    const target = event.target;
    const tabbing = this.#tabbing;
    this.#tabbing = undefined;
    if (host.mode !== 'sidebar' || !host.isOpen || this.#pushing) return;
    if (!(target instanceof HTMLElement) || target === host || host.contains(target)) return;
    const panel = this.#panel();
    if (!panel || !coveredBy(target, panel)) return;
    // Tabbing skips to the next control in view; focus moved any other way goes to the panel.
    const next = tabbing && nextUncovered(target, panel, tabbing === 'backward', host);
    if (next) next.focus();
    else host.focusInput();
  };
}
