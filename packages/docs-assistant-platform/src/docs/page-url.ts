/** Addresses worked out so far: every answer cites pages, and parsing a URL is not free. */
const pageUrls = new Map<string, string>();
const MAX_PAGE_URLS = 10_000;

/**
 * A page's public address: its path under the site URL, which may have a path of its own
 * (`https://example.com/docs/` + `/guides/setup` is `https://example.com/docs/guides/setup`).
 */
export function pageUrl(siteUrl: string, path: string, anchor: string | null): string {
  const key = `${siteUrl}\0${path}\0${anchor ?? ''}`;
  let url = pageUrls.get(key);
  if (url === undefined) {
    const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
    url = new URL(path.replace(/^\/+/, '') + (anchor ? `#${anchor}` : ''), base).toString();
    if (pageUrls.size >= MAX_PAGE_URLS) pageUrls.clear();
    pageUrls.set(key, url);
  }
  return url;
}

/**
 * The page path of a public address, the inverse of `pageUrl`: the site URL's own path is taken
 * off (`https://example.com/docs/guides/setup` under `https://example.com/docs/` is
 * `/guides/setup`). An address outside the site keeps its whole path; `null` when it is no URL.
 */
export function pagePath(siteUrl: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  let base: URL | undefined;
  try {
    base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  } catch {
    base = undefined;
  }
  const prefix = base && base.origin === parsed.origin ? base.pathname : '/';
  const path = parsed.pathname.startsWith(prefix)
    ? parsed.pathname.slice(prefix.length - 1)
    : parsed.pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The page path of a path on the site's host, as the element reads it from the address bar:
 * `/docs/guides/setup` under `https://example.com/docs/` is `/guides/setup`.
 */
export function sitePagePath(siteUrl: string, path: string): string {
  try {
    return pagePath(siteUrl, new URL(path, siteUrl).toString()) ?? path;
  } catch {
    return path;
  }
}

/** A site URL as typed by an operator, checked: absolute `http(s)`, no query or fragment. */
export function parseSiteUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * The path naming a page however a link writes it: without query, fragment, `.html` or trailing
 * slash (`/plugins/meta/`, `/plugins/meta` and `/plugins/meta.html` are one page, as sites serve
 * them with or without clean URLs).
 */
export function pageKey(path: string): string {
  return (
    path
      .split(/[?#]/)[0]!
      .replace(/(?:\/index)?\.html?$/, '')
      .replace(/\/+$/, '') || '/'
  );
}
