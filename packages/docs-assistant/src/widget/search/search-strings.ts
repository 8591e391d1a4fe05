/** Texts of the search dialog; replace any of them with the element's `strings` property. */
export interface DocsAssistantSearchStrings {
  searchLabel: string;
  searchPlaceholder: string;
  searchResultsLabel: string;
  /** Shown before the query on the first row. */
  searchAskAi: string;
  searchEmpty: string;
  /** `{query}` is replaced by what the reader typed. */
  searchNoResults: string;
  /** `{seconds}` is replaced by the wait from `Retry-After`. */
  searchRateLimited: string;
  searchUnavailable: string;
  /** `{count}` is replaced by the number of results. */
  searchCount: string;
  searchClose: string;
  searchNavigate: string;
  searchOpen: string;
}

export const SEARCH_STRINGS: DocsAssistantSearchStrings = {
  searchLabel: 'Search the docs',
  searchPlaceholder: 'Search the docs…',
  searchResultsLabel: 'Search results',
  searchAskAi: 'Ask AI:',
  searchEmpty: 'Type to search the docs, or ask the assistant.',
  searchNoResults: 'No pages match “{query}”.',
  searchRateLimited: 'Too many searches. Try again in {seconds} s.',
  searchUnavailable: 'Search is unavailable right now.',
  searchCount: '{count} results',
  searchClose: 'Close',
  searchNavigate: 'to move',
  searchOpen: 'to open',
};
