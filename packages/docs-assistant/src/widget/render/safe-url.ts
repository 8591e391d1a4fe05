const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The absolute form of a link target, or `undefined` unless it is `http(s):`, `mailto:` or
 * relative. Browsers ignore tabs, newlines and leading control characters in URLs, so the
 * URL is resolved by the URL parser rather than matched as text.
 */
export function safeLinkUrl(raw: unknown, base: string): string | undefined {
  return resolve(raw, base, LINK_PROTOCOLS);
}

/**
 * Images load without a click, so a third-party image URL in an answer could leak the
 * conversation to that host. Only images from the allowed origins load; others become links.
 */
export function safeImageUrl(
  raw: unknown,
  base: string,
  allowedOrigins: readonly string[],
): string | undefined {
  const url = resolve(raw, base, IMAGE_PROTOCOLS);
  if (!url) return undefined;
  return allowedOrigins.includes(new URL(url).origin) ? url : undefined;
}

/** The page URL an answer renders against, with its site: parsed once, not once per link. */
let page: { base: string; site: string | undefined } | undefined;

/**
 * Whether links resolved against the page stay on its site, by absolute URL. Resolving a link
 * already parsed it: an answer's thousand links are then not parsed again to be rendered.
 */
const sameOriginOf = new Map<string, boolean>();
const REMEMBERED = 2_000;

/** True when following the link stays on the page's site. */
export function isSameOrigin(url: string, base: string): boolean {
  const site = pageSite(base);
  const known = sameOriginOf.get(url);
  if (known !== undefined) return known;
  const parsed = parse(url);
  return parsed !== undefined && site !== undefined && siteOf(parsed) === site;
}

/**
 * The site of an `http(s):` URL, its scheme and host (with a port other than the default): the
 * URL's origin, which takes longer to read. Other schemes have no site a link could share.
 */
function siteOf(url: URL): string | undefined {
  return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}` : undefined;
}

function pageSite(base: string): string | undefined {
  if (page?.base !== base) {
    const parsed = parse(base);
    page = { base, site: parsed && siteOf(parsed) };
    sameOriginOf.clear();
  }
  return page.site;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function resolve(raw: unknown, base: string, protocols: Set<string>): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  try {
    const url = new URL(raw.trim(), base);
    if (!protocols.has(url.protocol)) return undefined;
    const href = url.href;
    const site = pageSite(base);
    if (sameOriginOf.size >= REMEMBERED) sameOriginOf.clear();
    sameOriginOf.set(href, site !== undefined && siteOf(url) === site);
    return href;
  } catch {
    return undefined;
  }
}
