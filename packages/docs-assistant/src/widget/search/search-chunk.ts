/** The lazily loaded search dialog of `<docs-assistant>`. */
import type { SearchFilter } from '../../protocol/request.js';
import { DocsAssistantSearch, type SearchHost } from './search-dialog.js';

export const SEARCH_TAG = 'docs-assistant-search';
if (!customElements.get(SEARCH_TAG)) customElements.define(SEARCH_TAG, DocsAssistantSearch);

/** The host's search dialog, made on first use. */
export function createSearch(host: SearchHost, filter: () => SearchFilter | undefined): DocsAssistantSearch {
  const search = document.createElement(SEARCH_TAG) as DocsAssistantSearch;
  search.host = host;
  search.filter = filter;
  // Its parts are styled from the page as the element's own: `docs-assistant::part(search-result)`.
  search.setAttribute(
    'exportparts',
    'search, search-input, search-results, search-ask, search-result, search-message, search-close, button',
  );
  return search;
}

export { DocsAssistantSearch, DocsAssistantSearchSelectEvent } from './search-dialog.js';
export type { DocsAssistantSearchStrings } from './search-strings.js';
