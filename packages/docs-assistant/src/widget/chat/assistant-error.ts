/** What went wrong with a request, in terms a person can act on. */
export type AssistantErrorKind =
  | 'network'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'rejected'
  | 'server'
  | 'stream-cut'
  | 'stream-error';

const MARKER = Symbol.for('docs-assistant.error');

export class AssistantError extends Error {
  readonly [MARKER] = true;
  readonly kind: AssistantErrorKind;
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** Seconds to wait before retrying, from `Retry-After`. */
  readonly retryAfter: number | undefined;

  constructor(
    kind: AssistantErrorKind,
    message: string,
    options: { status?: number; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AssistantError';
    this.kind = kind;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }

  /** Works across bundles, where `instanceof` does not. */
  static isInstance(value: unknown): value is AssistantError {
    return typeof value === 'object' && value !== null && MARKER in value;
  }
}

export function errorKindForStatus(status: number): AssistantErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'rejected';
}

/** `Retry-After` is either delay-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
