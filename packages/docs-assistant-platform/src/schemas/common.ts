import { z } from '@hono/zod-openapi';
import { isUlid } from 'docs-assistant/protocol';

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

/** Text that PostgreSQL can store: no NUL characters. */
export const safeText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((v) => !v.includes('\u0000'), { message: 'must not contain NUL characters' });

export const UlidSchema = z.string().refine(isUlid, { message: 'must be a ULID' });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (UTC midnight) or a full ISO 8601 date-time. */
export const DateBoundSchema = z
  .string()
  .refine(
    (v) =>
      (DAY.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success) && !Number.isNaN(Date.parse(v)),
    {
      message: 'must be an ISO 8601 date-time or YYYY-MM-DD',
    },
  )
  .transform((v) => new Date(DAY.test(v) ? `${v}T00:00:00Z` : v))
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
