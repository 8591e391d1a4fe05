/**
 * Sends the thumbs a reader gives an answer to `<api>/feedback`, where the reference proxy passes
 * them to the platform with the key. It reacts to the element's `docs-assistant-feedback` event, so
 * the rating UI and the posting stay apart. The same rating sent twice (a double click, a retry)
 * carries the same client id, and the platform keeps one entry for it.
 */
import type { FeedbackRequestBody } from '../protocol/feedback.js';
import { CURRENT_PATH_MAX_LENGTH } from '../protocol/limits.js';
import type { FeedbackDetail } from './events.js';

/** The event's detail; `reason` is the optional text a reader gives with the rating. */
export type ThumbsDetail = FeedbackDetail & { reason?: string };

interface Poster extends EventTarget {
  api: string;
  fetch?: typeof globalThis.fetch | undefined;
}

/** `<api>/feedback`, keeping the API URL's query. */
export function feedbackUrl(api: string, base: string): string {
  const url = new URL(api, base);
  url.pathname = url.pathname.replace(/\/*$/, '/feedback');
  return url.toString();
}

/** 128 random bits; `crypto.randomUUID` exists only on secure origins, and docs are not all served so. */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The body for a rating, or null when it cannot be tied to an answer of a thread. */
export function thumbsBody(
  detail: ThumbsDetail,
  path: string,
  clientId: string,
): Extract<FeedbackRequestBody, { source: 'thumbs' }> | null {
  if (!detail.threadId || !detail.messageId) return null;
  const reason = detail.reason?.trim();
  return {
    source: 'thumbs',
    clientId,
    path: (path || '/').slice(0, CURRENT_PATH_MAX_LENGTH),
    helpful: detail.helpful,
    threadId: detail.threadId,
    messageId: detail.messageId,
    ...(reason && { comment: reason }),
  };
}

const RETRY_MS = 1500;

async function post(doFetch: typeof fetch, url: string, body: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // keepalive: a rating given just before the reader leaves the page still arrives.
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      });
      // Only a server or network failure is worth one retry; the client id makes it safe.
      if (res.status < 500) return;
    } catch {
      // Offline or blocked: retried once below.
    }
    await new Promise((r) => setTimeout(r, RETRY_MS));
  }
}

const clientIds = new WeakMap<EventTarget, Map<string, string>>();

/** Posts every rating given on `root` (a document, or one element) until the returned function runs. */
export function postThumbsFrom(root: EventTarget): () => void {
  const listener = (event: Event) => {
    const target = event.target as Poster | null;
    const detail = (event as Event & { detail?: ThumbsDetail }).detail;
    if (!target || typeof target.api !== 'string' || !detail) return;
    const ids = clientIds.get(target) ?? new Map<string, string>();
    clientIds.set(target, ids);
    const key = JSON.stringify([
      detail.threadId,
      detail.messageId,
      detail.helpful,
      detail.reason?.trim() ?? '',
    ]);
    const clientId = ids.get(key) ?? newClientId();
    ids.set(key, clientId);
    const body = thumbsBody(detail, location.pathname, clientId);
    if (!body) return;
    const doFetch = target.fetch ?? globalThis.fetch.bind(globalThis);
    void post(doFetch, feedbackUrl(target.api, document.baseURI), JSON.stringify(body));
  };
  root.addEventListener('docs-assistant-feedback', listener);
  return () => root.removeEventListener('docs-assistant-feedback', listener);
}
