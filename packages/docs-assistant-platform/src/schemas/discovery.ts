import { z } from '@hono/zod-openapi';
import { PageRequestSchema as WirePage, SearchRequestSchema as WireSearch } from 'docs-assistant/protocol';

/**
 * The search and page bodies of the wire contract, named for the OpenAPI document (zod gives
 * `.openapi()` only to schemas made after `@hono/zod-openapi` loaded, so they are copied).
 */
function named<T extends z.ZodType>(schema: T, name: string): T {
  const Schema = schema.constructor as new (def: T['_zod']['def']) => T;
  return new Schema(schema._zod.def).openapi(name);
}

export const SearchRequestSchema = named(WireSearch, 'SearchRequest');
export const PageRequestSchema = named(WirePage, 'PageRequest');

export const SearchResultSchema = z
  .object({
    content: z.string().openapi({ description: 'The section’s text.' }),
    path: z.string().openapi({ example: '/guides/install' }),
    metadata: z.object({
      title: z.string().openapi({ description: 'Title of the page.' }),
      section: z.string().nullable().openapi({ description: 'The section’s heading; null for the intro.' }),
      headings: z.array(z.string()),
      anchor: z.string().nullable(),
      href: z.string().openapi({ example: '/guides/install#install-with-npm' }),
      score: z.number().openapi({ description: 'Relevance from 0 to 1, relative to the best result.' }),
      version: z.string().nullable(),
      language: z.string().nullable(),
      groups: z.array(z.string()),
    }),
  })
  .openapi('SearchResult');

export const PageContentSchema = z
  .object({
    path: z.string(),
    content: z.string().openapi({ description: 'The page as Markdown.' }),
  })
  .openapi('PageContent');
