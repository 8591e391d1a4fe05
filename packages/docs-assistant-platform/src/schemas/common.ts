import { z } from '@hono/zod-openapi';
import { isUlid } from 'docs-assistant/protocol';
import { textProblem } from './storable.js';

export const ErrorBodySchema = z
  .object({
    error: z.string(),
    details: z.array(z.object({ message: z.string() })),
  })
  .openapi('Error');

export const ProjectIdParam = z
  .string()
  .regex(/^[0-9A-Za-z_-]{1,64}$/, 'must be a project id')
  .openapi({
    param: { name: 'projectId', in: 'path' },
    description: 'Project id, as printed by `projects create`.',
  });

/** Text that PostgreSQL can store: no NUL characters, no unpaired surrogates. */
export const safeText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .superRefine((v, ctx) => {
      const problem = textProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const UlidSchema = z.string().refine(isUlid, { message: 'must be a ULID' });

/**
 * Instants every store can hold and every client can print: years 0001 to 9999. PostgreSQL has no
 * year 0 and JavaScript none past 275760, so anything outside is refused before a query is made.
 */
export const EARLIEST_TIME = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');
export const isStorableTime = (ms: number) => Number.isFinite(ms) && ms >= EARLIEST_TIME && ms <= LATEST_TIME;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = z.iso.datetime({ offset: true });

/** The instant of `YYYY-MM-DD` (UTC midnight) or of an ISO 8601 date-time; null for impossible dates. */
function parseDateBound(value: string): Date | null {
  const day = DAY.exec(value.slice(0, 10));
  if (!day || !(DAY.test(value) || DATE_TIME.safeParse(value).success)) return null;
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
  // 2024-02-30 must not roll over into March: the calendar date must exist as written.
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, date);
  if (
    midnight.getUTCFullYear() !== year ||
    midnight.getUTCMonth() !== month - 1 ||
    midnight.getUTCDate() !== date
  )
    return null;
  const at = DAY.test(value) ? midnight.getTime() : Date.parse(value);
  return isStorableTime(at) ? new Date(at) : null;
}

/** `YYYY-MM-DD` (UTC midnight) or a full ISO 8601 date-time, in years 0001 to 9999. */
export const DateBoundSchema = z
  .string()
  .transform((v, ctx) => {
    const date = parseDateBound(v);
    if (date) return date;
    ctx.addIssue({
      code: 'custom',
      message: 'must be an existing date, as an ISO 8601 date-time or YYYY-MM-DD, in years 0001 to 9999',
    });
    return z.NEVER;
  })
  .openapi({ type: 'string', example: '2024-01-01' });

export const errorResponses = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 429 | 500)[]) =>
  Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: ERROR_DESCRIPTIONS[s], content: { 'application/json': { schema: ErrorBodySchema } } },
    ]),
  );

const ERROR_DESCRIPTIONS = {
  400: 'Invalid request: one detail per problem',
  401: 'Missing, malformed, unknown, revoked or expired API key',
  403: 'An API key of the wrong kind',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  429: 'Rate limit exceeded; see Retry-After',
  500: 'Server error',
} as const;
