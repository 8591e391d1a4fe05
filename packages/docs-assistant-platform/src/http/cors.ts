import { createMiddleware } from 'hono/factory';

export interface CorsOptions {
  /** The origin to allow for a request's `Origin`, or null. */
  origin: (origin: string) => string | null;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  /** Seconds a preflight's answer may be kept. */
  maxAge: number;
}

/**
 * CORS answered as `hono/cors` answers it, its headers given with `c.header` before the route
 * runs: Hono keeps them for the response the route makes. `hono/cors` sets them on `c.res`
 * instead, and then Hono copies the route's response into a new one, which for a streamed answer
 * makes a whole web `Response` of it on every request.
 */
export function cors(options: CorsOptions) {
  const exposed = options.exposeHeaders.join(',');
  const methods = options.allowMethods.join(',');
  const headers = options.allowHeaders.join(',');
  return createMiddleware(async (c, next) => {
    const origin = options.origin(c.req.header('origin') || '');
    if (origin) c.header('Access-Control-Allow-Origin', origin);
    if (exposed) c.header('Access-Control-Expose-Headers', exposed);
    // The answer depends on the origin: caches keep one per origin.
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Max-Age', String(options.maxAge));
      if (methods) c.header('Access-Control-Allow-Methods', methods);
      if (headers) c.header('Access-Control-Allow-Headers', headers);
      c.header('Vary', 'Access-Control-Request-Headers', { append: true });
      return c.body(null, 204);
    }
    await next();
  });
}
