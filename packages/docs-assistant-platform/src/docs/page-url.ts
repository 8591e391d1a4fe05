/**
 * A page's public address: its path under the site URL, which may have a path of its own
 * (`https://example.com/docs/` + `/guides/setup` is `https://example.com/docs/guides/setup`).
 */
export function pageUrl(siteUrl: string, path: string, anchor: string | null): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return new URL(path.replace(/^\/+/, '') + (anchor ? `#${anchor}` : ''), base).toString();
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
