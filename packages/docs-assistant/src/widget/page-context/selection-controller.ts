import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ContextItem } from '../../protocol/request.js';
import { selectionContext } from './capture.js';

/** Selected page text and where to show the "Ask about this" button (viewport coordinates). */
export interface PageSelection {
  item: ContextItem;
  top: number;
  left: number;
}

/**
 * Watches the page selection and keeps `current` set while page text (not the host's own
 * text) is selected; the host renders the button from it.
 */
export class SelectionController implements ReactiveController {
  current: PageSelection | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('selectionchange', this.#update);
    // Fixed coordinates go stale when anything scrolls.
    window.addEventListener('scroll', this.#update, { passive: true, capture: true });
  }

  hostDisconnected(): void {
    document.removeEventListener('selectionchange', this.#update);
    window.removeEventListener('scroll', this.#update, { capture: true });
  }

  clear(): void {
    this.#set(undefined);
  }

  #update = () => {
    const selection = document.getSelection();
    const item = selectionContext(location, selection);
    const range = item && selection ? selection.getRangeAt(0) : undefined;
    const rect =
      range && !this.#inHost(range.commonAncestorContainer) ? range.getBoundingClientRect() : undefined;
    if (!item || !rect || (!rect.width && !rect.height)) return this.#set(undefined);
    this.#set({
      item,
      top: Math.min(rect.bottom + 8, window.innerHeight - 40),
      left: Math.max(8, Math.min(rect.left, window.innerWidth - 160)),
    });
  };

  #set(next: PageSelection | undefined) {
    if (!next && !this.current) return;
    this.current = next;
    this.host.requestUpdate();
  }

  /** Nodes in the host or in its shadow root: selecting answer text is not page context. */
  #inHost(node: Node): boolean {
    for (
      let current: Node | undefined = node;
      current;
      current = (current.getRootNode() as ShadowRoot).host
    ) {
      if (current === this.host || this.host.contains(current)) return true;
    }
    return false;
  }
}
