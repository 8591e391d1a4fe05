import type { ErrorBody } from 'docs-assistant/protocol';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

/** An error that becomes a response with the documented error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details: string[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): ErrorBody {
    return { error: this.message, details: this.details.map((message) => ({ message })) };
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** One detail per problem, each naming the field it is about. */
export function validationError(issues: readonly Issue[], where?: string): ApiError {
  const details = issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return new ApiError(400, where ? `Invalid ${where}` : 'Invalid request', details);
}

/**
 * An error as it may be logged: its kind, code and first line, never the query parameters a
 * database error carries (a question's text, for one) nor the causes' messages that repeat them.
 */
export function loggableError(err: unknown): {
  name: string;
  code?: string;
  message: string;
  stack?: string;
} {
  if (!(err instanceof Error)) return { name: typeof err, message: 'non-error thrown' };
  const cause = err.cause as { code?: unknown } | undefined;
  const code = (err as { code?: unknown }).code ?? cause?.code;
  const firstLine = err.message.split('\n')[0] ?? '';
  // "Failed query: insert … params: <values>": the statement is useful, its values are not ours to log.
  const message = firstLine.replace(/\s*params:.*$/s, '');
  return {
    name: err.name,
    ...(typeof code === 'string' && { code }),
    message: message.length > 300 ? `${message.slice(0, 300)}…` : message,
    stack: err.stack?.split('\n').slice(1, 6).join('\n'),
  };
}
