/**
 * Page context as pure functions of (document, location): what the reader is looking at, in the
 * shapes of the request body. A text selection's item is in `selection-measure.ts`, which loads
 * with the first selection.
 */
import { CURRENT_PATH_MAX_LENGTH, type ContextItem, type SearchFilter } from '../../protocol/request.js';

/** Longest context value sent; a whole page selected should not become the question. */
export const CONTEXT_VALUE_MAX_LENGTH = 4000;

export function currentPath(location: Pick<Location, 'pathname'>): string {
  return location.pathname.slice(0, CURRENT_PATH_MAX_LENGTH);
}

/** The id of the node or its closest ancestor with one. */
export function nearestElementId(node: Node | null): string | undefined {
  let element: Element | null = node instanceof Element ? node : (node?.parentElement ?? null);
  while (element) {
    if (element.id) return element.id;
    element = element.parentElement;
  }
  return undefined;
}

/** A code block as a `code` item. */
export function codeContext(block: Element, location: Pick<Location, 'pathname'>): ContextItem {
  const item: ContextItem = {
    type: 'code',
    value: (block.textContent ?? '').trim().slice(0, CONTEXT_VALUE_MAX_LENGTH),
    path: currentPath(location),
  };
  const elementId = nearestElementId(block);
  if (elementId) item.elementId = elementId;
  return item;
}

/** The docs version in a path such as `/v2/guide` or `/docs/1.4/api`. */
const VERSION_IN_PATH = /(?:^|\/)(v\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)?)(?=\/|$)/;

/** Version and language as the page declares them (DocSearch meta tags, `<html lang>`, the path). */
export function pageFilter(document: Document, location: Pick<Location, 'pathname'>): SearchFilter {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
  const filter: SearchFilter = {};
  const version = meta('docsearch:version') ?? VERSION_IN_PATH.exec(location.pathname)?.[1];
  const language = meta('docsearch:language') ?? (document.documentElement.lang.trim() || undefined);
  if (version) filter.version = version;
  if (language) filter.language = language;
  return filter;
}

/** The request filter: explicit settings win; with `auto` scope the page fills the gaps. */
export function resolveFilter(
  settings: { version?: string; language?: string; groups?: string[]; scope?: string },
  document: Document,
  location: Pick<Location, 'pathname'>,
): SearchFilter | undefined {
  const filter: SearchFilter = settings.scope === 'auto' ? pageFilter(document, location) : {};
  if (settings.version) filter.version = settings.version;
  if (settings.language) filter.language = settings.language;
  if (settings.groups?.length) filter.groups = settings.groups;
  return Object.keys(filter).length ? filter : undefined;
}
