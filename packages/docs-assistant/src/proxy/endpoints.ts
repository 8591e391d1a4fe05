import type { z } from 'zod';
import {
  AssistantRequestSchema,
  FeedbackRequestSchema,
  PageRequestSchema,
  SearchRequestSchema,
} from '../protocol/index.js';

export type ProxyEndpointName = 'message' | 'search' | 'page' | 'feedback';

/** One platform endpoint the proxy forwards to, with the body it checks first. */
export interface ProxyEndpoint {
  url: URL;
  schema: z.ZodType;
  accept: string;
}

/**
 * The proxy's path itself asks the assistant; `<path>/search` and `<path>/page` search the docs
 * and read a page, and `<path>/feedback` records a reader's feedback, with the same key and the
 * same checks.
 */
export function proxyEndpoints(upstream: string, domain: string): Record<ProxyEndpointName, ProxyEndpoint> {
  const base = upstream.replace(/\/?$/, '/');
  const at = (path: string) => new URL(path, base);
  const site = encodeURIComponent(domain);
  return {
    message: {
      url: at(`discovery/v2/assistant/${site}/message`),
      schema: AssistantRequestSchema,
      accept: 'text/event-stream',
    },
    search: {
      url: at(`discovery/v1/search/${site}`),
      schema: SearchRequestSchema,
      accept: 'application/json',
    },
    page: { url: at(`discovery/v1/page/${site}`), schema: PageRequestSchema, accept: 'application/json' },
    feedback: {
      url: at(`discovery/v1/feedback/${site}`),
      schema: FeedbackRequestSchema,
      accept: 'application/json',
    },
  };
}

/** Which endpoint a request to the proxy is for, from the last segment of its path. */
export function endpointOf(request: Request): ProxyEndpointName {
  const last = new URL(request.url).pathname.replace(/\/+$/, '').split('/').at(-1);
  return last === 'search' || last === 'page' || last === 'feedback' ? last : 'message';
}
