import { DEFAULT_FINGERPRINT, issueMessages, MAX_BODY_BYTES } from '../protocol/index.js';
import { endpointOf, proxyEndpoints, type ProxyEndpointName } from './endpoints.js';
import { VisitorLimiter } from './visitor-limiter.js';

export interface AssistantProxyOptions {
  /** Base URL of the platform API: ours, or any compatible service. */
  upstream: string;
  /** The assistant key. It stays on the server: the browser never sees it. */
  assistantKey: string;
  /** The docs domain the key belongs to. */
  domain: string;
  /** Other origins whose pages may call the proxy; same-origin pages always may. */
  allowedOrigins?: string[];
  /**
   * Behind a proxy you run (a CDN, a load balancer, Vercel): its `X-Forwarded-Host` names the
   * site for the same-origin check, and its `X-Forwarded-For` is passed on. Never set it when
   * visitors reach this handler directly: they could send those headers themselves.
   */
  trustProxy?: boolean;
  /** The visitor's address, read from what your runtime provides (see the README's recipes). */
  clientIp?: (request: Request) => string | undefined;
  /** Optional limit per visitor address, on top of the API's own limits. */
  perVisitor?: { points: number; duration: number };
  /**
   * The same for docs search and page requests (`<path>/search`, `<path>/page`), which readers
   * send as they type: counted apart from questions. Default: `perVisitor`.
   */
  perVisitorSearch?: { points: number; duration: number };
  /** Largest body accepted, in bytes (default 1 MB, as the API). */
  maxBodyBytes?: number;
  /** For tests and unusual runtimes. */
  fetch?: typeof fetch;
}

export interface ProxyContext {
  /** The address the request came from, forwarded so that the API's per-IP limit sees visitors. */
  clientIp?: string;
  /** An `X-Forwarded-For` chain to keep, when it comes from a proxy you trust in front of this one. */
  forwardedFor?: string;
}

export type AssistantProxy = (request: Request, context?: ProxyContext) => Promise<Response>;

/** Response headers passed back to the browser as they are. */
const PASSED_HEADERS = [
  'content-type',
  'x-vercel-ai-ui-message-stream',
  'x-thread-id',
  'x-thread-key',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
];
const EXPOSED =
  'X-Thread-Id, X-Thread-Key, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

function errorResponse(
  status: number,
  error: string,
  details: string[] = [],
  headers: Record<string, string> = {},
): Response {
  return Response.json({ error, details: details.map((message) => ({ message })) }, { status, headers });
}

async function readLimited(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}

/**
 * The small backend a docs site runs so the assistant key never reaches the browser: a
 * Web-standard handler (Node, Next.js route handlers, Cloudflare Workers, Deno, Bun). It validates
 * the widget's request, adds the key, and streams the answer back byte for byte as it arrives.
 * The browser's own credentials are never forwarded, and a visitor who leaves aborts the upstream
 * request.
 */
export function createAssistantProxy(options: AssistantProxyOptions): AssistantProxy {
  for (const name of ['upstream', 'assistantKey', 'domain'] as const) {
    if (typeof options[name] !== 'string' || options[name].trim() === '')
      throw new TypeError(
        `createAssistantProxy: \`${name}\` is required (got ${JSON.stringify(options[name])})`,
      );
  }
  let targets: ReturnType<typeof proxyEndpoints>;
  try {
    targets = proxyEndpoints(options.upstream, options.domain);
  } catch {
    throw new TypeError(
      `createAssistantProxy: \`upstream\` must be an absolute URL (got ${JSON.stringify(options.upstream)})`,
    );
  }
  const { perVisitor } = options;
  if (perVisitor && !(perVisitor.points >= 1 && perVisitor.duration > 0))
    throw new TypeError(
      `createAssistantProxy: \`perVisitor\` needs points >= 1 and duration > 0 seconds (got ${JSON.stringify(perVisitor)})`,
    );
  const allowed = new Set(options.allowedOrigins ?? []);
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const doFetch = options.fetch ?? fetch;
  const limiter = perVisitor ? new VisitorLimiter(perVisitor) : undefined;
  const searchRule = options.perVisitorSearch ?? options.perVisitor;
  const searchLimiter = searchRule ? new VisitorLimiter(searchRule) : undefined;
  // Search and page reads come with every keystroke: counted apart from questions and feedback.
  const limiterFor = (name: ProxyEndpointName) =>
    name === 'search' || name === 'page' ? searchLimiter : limiter;

  return async (request, context = {}) => {
    const origin = request.headers.get('origin');
    const sameOrigin = origin === null || isSameSite(origin, request, options.trustProxy ?? false);
    const originAllowed = sameOrigin || allowed.has(origin) || allowed.has('*');
    const cors: Record<string, string> =
      origin && originAllowed && !sameOrigin
        ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED, vary: 'Origin' }
        : {};

    if (request.method === 'OPTIONS') {
      if (!originAllowed)
        return errorResponse(403, 'Origin not allowed', [`${origin} may not call this assistant`]);
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '600',
        },
      });
    }
    if (!originAllowed)
      return errorResponse(403, 'Origin not allowed', [`${origin} may not call this assistant`]);
    if (request.method !== 'POST')
      return errorResponse(405, 'Method not allowed', ['Use POST'], { allow: 'POST, OPTIONS', ...cors });

    const endpoint = endpointOf(request);
    const target = targets[endpoint];
    const visitor = context.clientIp ?? options.clientIp?.(request);
    const forwardedChain =
      context.forwardedFor ??
      (options.trustProxy ? (request.headers.get('x-forwarded-for') ?? undefined) : undefined);
    const visitorLimiter = limiterFor(endpoint);
    if (visitorLimiter) {
      const waitMs = visitorLimiter.consume(lastHop(forwardedChain) ?? visitor ?? 'unknown');
      if (waitMs > 0) {
        const retryAfter = String(Math.max(1, Math.ceil(waitMs / 1000)));
        return errorResponse(429, 'Rate limit exceeded', [`Try again in ${retryAfter} s`], {
          ...cors,
          'retry-after': retryAfter,
        });
      }
    }

    let text: string | null;
    try {
      text = await readLimited(request, maxBody);
    } catch {
      // The visitor stopped sending the body (closed the tab, lost the network): nobody to answer.
      return errorResponse(400, 'Request body incomplete', ['The body was not received whole'], cors);
    }
    if (text === null)
      return errorResponse(413, 'Request body too large', [`The body may be at most ${maxBody} bytes`], cors);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return errorResponse(400, 'Invalid request body', ['The body must be JSON'], cors);
    }
    const parsed = target.schema.safeParse(endpoint === 'message' ? withFingerprint(json) : json);
    if (!parsed.success) return errorResponse(400, 'Invalid request body', issueMessages(parsed.error), cors);

    // The visitor's own X-Forwarded-For is ignored unless a trusted proxy wrote it: anyone can send one.
    const forwardedFor = [forwardedChain, visitor].filter(Boolean).join(', ');
    let upstream: Response;
    try {
      upstream = await doFetch(target.url, {
        method: 'POST',
        // Only what the API needs: never the browser's Authorization or cookies.
        headers: {
          'content-type': 'application/json',
          accept: target.accept,
          authorization: `Bearer ${options.assistantKey}`,
          ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
        },
        // The validated body: what the API accepts, without the client's extra fields.
        body: JSON.stringify(parsed.data),
        signal: request.signal,
      });
    } catch {
      if (request.signal.aborted)
        return errorResponse(499, 'Client closed request', ['The visitor left before the answer'], cors);
      return errorResponse(
        502,
        'Assistant unavailable',
        ['The assistant service could not be reached'],
        cors,
      );
    }

    const headers = new Headers(cors);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // An event stream must reach the browser as it is written: no caching, no compression.
    if (headers.get('content-type')?.startsWith('text/event-stream')) {
      headers.set('cache-control', 'no-cache, no-transform');
      headers.set('x-accel-buffering', 'no');
    }
    return new Response(upstream.body && endQuietlyOnLeave(upstream.body, request.signal), {
      status: upstream.status,
      headers,
    });
  };
}

/**
 * The answer as it arrives. When the visitor leaves, the upstream request is aborted and its
 * body fails; that is an ending, not an error for the server's log, so the stream just closes.
 */
function endQuietlyOnLeave(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        if (signal.aborted) controller.close();
        else controller.error(err);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The page's origin against the site this handler serves: its `Host`, or the trusted proxy's `X-Forwarded-Host`. */
function isSameSite(origin: string, request: Request, trustProxy: boolean): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwardedHost = trustProxy
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwardedHost || request.headers.get('host') || new URL(request.url).host;
  return originHost === host;
}

/**
 * A client that is not the element, such as the AI SDK's own `DefaultChatTransport`, sends no
 * `fp`: its conversations are anonymous.
 */
function withFingerprint(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || 'fp' in json) return json;
  return { ...json, fp: DEFAULT_FINGERPRINT };
}

/** The address the nearest trusted proxy saw: the last entry of an `X-Forwarded-For` chain. */
function lastHop(chain: string | undefined): string | undefined {
  return chain?.split(',').at(-1)?.trim() || undefined;
}
