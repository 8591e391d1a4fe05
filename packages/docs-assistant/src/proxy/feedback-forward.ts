import { FeedbackRequestSchema, issueMessages } from '../protocol/index.js';

/** What the proxy has settled about the request before it knows where the request goes. */
export interface FeedbackForwarding {
  upstream: string;
  assistantKey: string;
  domain: string;
  /** CORS headers the proxy answers this origin with. */
  cors: Record<string, string>;
  forwardedFor: string;
  signal: AbortSignal;
  fetch: typeof fetch;
}

const PASSED_HEADERS = [
  'content-type',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
];

/** Feedback is posted to `<proxy path>/feedback`; everything else at the proxy path is a question. */
export function isFeedbackRequest(request: Request): boolean {
  return /\/feedback\/?$/.test(new URL(request.url).pathname);
}

function errorResponse(status: number, error: string, details: string[], headers: Record<string, string>) {
  return Response.json({ error, details: details.map((message) => ({ message })) }, { status, headers });
}

/**
 * Checks a reader's feedback against the wire contract and posts it to the API with the assistant
 * key; the API's answer (the entry, or its error body) goes back as it is.
 */
export async function forwardFeedback(body: unknown, f: FeedbackForwarding): Promise<Response> {
  const parsed = FeedbackRequestSchema.safeParse(body);
  if (!parsed.success) return errorResponse(400, 'Invalid request body', issueMessages(parsed.error), f.cors);
  const target = new URL(
    `discovery/v1/feedback/${encodeURIComponent(f.domain)}`,
    f.upstream.replace(/\/?$/, '/'),
  );
  let upstream: Response;
  try {
    upstream = await f.fetch(target, {
      method: 'POST',
      // Only what the API needs: never the browser's Authorization or cookies.
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${f.assistantKey}`,
        ...(f.forwardedFor && { 'x-forwarded-for': f.forwardedFor }),
      },
      // The body as the reader sent it: the API applies the same schema.
      body: JSON.stringify(body),
      signal: f.signal,
    });
  } catch {
    if (f.signal.aborted) return new Response(null, { status: 499 });
    return errorResponse(
      502,
      'Assistant unavailable',
      ['The assistant service could not be reached'],
      f.cors,
    );
  }
  const headers = new Headers(f.cors);
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
