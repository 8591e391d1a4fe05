/**
 * Search boxes of docs generators and search services: where one is on the page, `Mod+K`
 * belongs to it and the element leaves the shortcut alone (`search="auto"`).
 */
const PAGE_SEARCH = [
  '.DocSearch-Button',
  '#docsearch',
  '.VPNavBarSearch',
  '.navbar__search',
  '[data-md-component="search"]',
  '#search-bar-entry',
  '.pagefind-ui',
  'input[type="search"]',
  '[role="search"]',
].join(',');

export const pageHasSearch = (document: Document) => document.querySelector(PAGE_SEARCH) !== null;
