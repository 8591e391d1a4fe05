/**
 * Measuring a page selection for the "Ask about this" button: what is selected and where the
 * button goes. A chunk of its own in the script-tag build, loaded with the first selection.
 */
import type { ContextItem } from '../../protocol/request.js';
import { CONTEXT_VALUE_MAX_LENGTH, currentPath, nearestElementId } from './capture.js';

/** Room the button takes (it sizes to its label; this is enough for the built-in ones). */
const BUTTON_WIDTH = 190;
const BUTTON_HEIGHT = 44;
const GAP = 8;

/** Selected page text and where to show the "Ask about this" button (viewport coordinates). */
export interface PageSelection {
  item: ContextItem;
  top: number;
  left: number;
}

/** The selected page text as a `textSelection` item, or `undefined` when nothing is selected. */
export function selectionContext(
  location: Pick<Location, 'pathname'>,
  selection: Pick<Selection, 'rangeCount' | 'toString' | 'getRangeAt'> | null,
): ContextItem | undefined {
  if (!selection || selection.rangeCount === 0) return undefined;
  const value = selection.toString().trim();
  if (!value) return undefined;
  const item: ContextItem = {
    type: 'textSelection',
    value: value.slice(0, CONTEXT_VALUE_MAX_LENGTH),
    path: currentPath(location),
  };
  const elementId = nearestElementId(selection.getRangeAt(0).commonAncestorContainer);
  if (elementId) item.elementId = elementId;
  return item;
}

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

/** Nodes in the host or in its shadow root: selecting answer text is not page context. */
function inHost(host: HTMLElement, node: Node): boolean {
  for (let current: Node | undefined = node; current; current = (current.getRootNode() as ShadowRoot).host) {
    if (current === host || host.contains(current)) return true;
  }
  return false;
}

/** The page text selected outside `host` and where its button goes, or `undefined`. */
export function measureSelection(host: HTMLElement, selection: Selection | null): PageSelection | undefined {
  const item = selectionContext(location, selection);
  const range = item && selection ? selection.getRangeAt(0) : undefined;
  const rect =
    range && !inHost(host, range.commonAncestorContainer) ? range.getBoundingClientRect() : undefined;
  if (!item || !range || !rect || (!rect.width && !rect.height)) return undefined;
  return { item, ...placeButton(rect, textColumn(range.commonAncestorContainer)) };
}
