import type { AssistantError } from '../chat/assistant-error.js';
import type { DocsAssistantStrings } from '../strings.js';

/** The human message for an error, from the replaceable strings. */
export function errorMessage(error: AssistantError, strings: DocsAssistantStrings): string {
  switch (error.kind) {
    case 'network':
      return strings.errorNetwork;
    case 'unauthorized':
      return strings.errorUnauthorized;
    case 'forbidden':
      return strings.errorForbidden;
    case 'not-found':
      return strings.errorNotFound;
    case 'rate-limited':
      return error.retryAfter === undefined
        ? strings.errorRateLimitedNoWait
        : strings.errorRateLimited.replace('{seconds}', String(error.retryAfter));
    case 'rejected':
      return strings.errorRejected;
    case 'server':
      return strings.errorServer;
    case 'stream-cut':
      return strings.errorStreamCut;
    default:
      return strings.errorStream;
  }
}
