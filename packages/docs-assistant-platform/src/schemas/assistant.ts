import { z } from '@hono/zod-openapi';
import { AssistantRequestSchema as WireSchema } from 'docs-assistant/protocol';
import { unstorableReason } from './storable.js';

/**
 * The request body of the wire contract, named for the OpenAPI document. zod gives `.openapi()`
 * only to schemas made after `@hono/zod-openapi` loaded, so the contract's schema is copied here.
 */
export function named<T extends z.ZodType>(schema: T, name: string): T {
  const Schema = schema.constructor as new (def: T['_zod']['def']) => T;
  return new Schema(schema._zod.def).openapi(name);
}

/** The contract's body, refusing too what the store cannot hold (see `unstorableReason`). */
export const AssistantRequestSchema = named(
  WireSchema.superRefine((body, ctx) => {
    const reason = unstorableReason(body);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  }),
  'AssistantRequest',
);

export type { AssistantRequest } from 'docs-assistant/protocol';
