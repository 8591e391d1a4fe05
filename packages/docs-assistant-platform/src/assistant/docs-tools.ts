import { tool } from 'ai';
import { z } from 'zod';
import type { DocsAccess } from './answerer.js';
import { excerpt } from './grounding-prompt.js';

export const SEARCH_TOOL = 'search_docs';
export const READ_TOOL = 'read_page';

/** Characters of each search result, and of a page read whole, that the model gets. */
const SEARCH_EXCERPT_CHARS = 800;
const PAGE_CHARS = 12_000;

/** The model's tools over this request's docs: search them, and read a page found on the way. */
export function docsTools(docs: DocsAccess) {
  return {
    [SEARCH_TOOL]: tool({
      description:
        'Search this site’s documentation. Returns the best matching pages, numbered for citing, each with an excerpt.',
      inputSchema: z.object({
        query: z.string().min(1).max(300).describe('What to look for, in the words the docs would use'),
      }),
      execute: async ({ query }) => docs.search(query),
      toModelOutput: ({ output }) => ({
        type: 'text' as const,
        value: output.length
          ? output.map((source) => excerpt(source, SEARCH_EXCERPT_CHARS)).join('\n\n---\n\n')
          : 'No page matched.',
      }),
    }),
    [READ_TOOL]: tool({
      description: 'Read a whole documentation page found earlier, by its number.',
      inputSchema: z.object({
        page: z.number().int().min(1).max(1000).describe('The page’s number, as in [3]'),
      }),
      execute: async ({ page }) => (await docs.read(page)) ?? null,
      toModelOutput: ({ output }) => ({
        type: 'text' as const,
        value: output ? excerpt(output, PAGE_CHARS) : 'No page has that number; search first.',
      }),
    }),
  };
}
