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

/** The page URL an answer renders against, with its origin: parsed once, not once per link. */
let lastBase: { base: string; origin: string | undefined } | undefined;

/** True when following the link stays on the page's site. */
export function isSameOrigin(url: string, base: string): boolean {
  if (lastBase?.base !== base) lastBase = { base, origin: originOf(base) };
  const origin = originOf(url);
  return origin !== undefined && origin === lastBase.origin;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function resolve(raw: unknown, base: string, protocols: Set<string>): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  try {
    const url = new URL(raw.trim(), base);
    return protocols.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
