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
