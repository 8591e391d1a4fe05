import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The visitor's address: the socket's, or with a trusted proxy in front (`TRUST_PROXY`), the
 * first address of `X-Forwarded-For`. Untrusted, that header is ignored: anyone can send it. A
 * request with no socket at all was handed over in-process by our own proxy, whose header is
 * trusted.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (trustProxy && forwarded) return forwarded;
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return forwarded || 'unknown';
  }
  return socket ?? 'unknown';
}
