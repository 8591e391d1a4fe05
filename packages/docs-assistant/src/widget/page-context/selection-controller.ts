import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ContextItem } from '../../protocol/request.js';
import { selectionContext } from './capture.js';

/** Room the button takes (it sizes to its label; this is enough for the built-in ones). */
const BUTTON_WIDTH = 190;
const BUTTON_HEIGHT = 44;
const GAP = 8;

/** The block of text that holds the selection: its box is the column the text runs in. */
function textColumn(node: Node): DOMRect | undefined {
  let element: Element | null = node instanceof Element ? node : node.parentElement;
  while (element && getComputedStyle(element).display.startsWith('inline')) element = element.parentElement;
  return element?.getBoundingClientRect();
}

/**
 * Where the "Ask about this" button covers nothing: in the margin beside the text column at
 * the selection's first line, or, with no margin (narrow screens), just above the selection.
 */
export function placeButton(
  selection: Pick<DOMRect, 'top' | 'bottom' | 'left'>,
  column: Pick<DOMRect, 'right'> | undefined,
  viewport = { width: innerWidth, height: innerHeight },
): { top: number; left: number } {
  const clampTop = (top: number) => Math.max(GAP, Math.min(top, viewport.height - BUTTON_HEIGHT - GAP));
  if (column && column.right + GAP + BUTTON_WIDTH <= viewport.width)
    return { top: clampTop(selection.top), left: column.right + GAP };
  const left = Math.max(GAP, Math.min(selection.left, viewport.width - BUTTON_WIDTH - GAP));
  const above = selection.top - BUTTON_HEIGHT - GAP;
  return { top: clampTop(above >= GAP ? above : selection.bottom + GAP), left };
}

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
    if (!item || !range || !rect || (!rect.width && !rect.height)) return this.#set(undefined);
    this.#set({ item, ...placeButton(rect, textColumn(range.commonAncestorContainer)) });
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
