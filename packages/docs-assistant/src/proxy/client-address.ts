/**
 * Where the visitor's address comes from differs per runtime; these read it for the common ones.
 * Each returns undefined when the runtime does not say.
 */

/** Node (`@hono/node-server`, Express through `getRequestListener`): the socket in `env.incoming`. */
export function nodeSocketAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
