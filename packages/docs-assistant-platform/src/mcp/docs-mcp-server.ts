import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from 'docs-assistant/protocol';
import type { DocsHandle } from '../search/docs-handle.js';

/** Characters of a section shown per search result; `read_page` gives the whole page. */
const EXCERPT_LENGTH = 600;

/**
 * An MCP server for one docs site: `search_docs` finds sections, `read_page` returns a page as
 * Markdown, so that coding agents answer from the docs.
 */
export function docsMcpServer(domain: string, docs: DocsHandle | null, version: string): McpServer {
  const server = new McpServer({ name: `docs-assistant-${domain}`, version });

  server.registerTool(
    'search_docs',
    {
      title: `Search the ${domain} documentation`,
      description: `Searches the ${domain} documentation. Returns the best matching sections with their page path; read a whole page with read_page.`,
      inputSchema: {
        query: z.string().min(1).max(SEARCH_QUERY_MAX_LENGTH).describe('What to look for'),
        pageSize: z
          .number()
          .int()
          .min(1)
          .max(SEARCH_PAGE_SIZE_MAX)
          .optional()
          .describe(`How many sections to return (default ${SEARCH_PAGE_SIZE_DEFAULT})`),
        version: z.string().max(100).optional().describe('Only this version of the docs'),
        language: z.string().max(35).optional().describe('Only pages in this language, as `en` or `fr`'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, pageSize, version, language }) => {
      const request = {
        query,
        pageSize: pageSize ?? SEARCH_PAGE_SIZE_DEFAULT,
        filter: { version, language },
      };
      const results = docs ? await docs.searchDocs(request) : [];
      const text = results.length
        ? results
            .map((r, i) => {
              const title = r.metadata.section
                ? `${r.metadata.title} › ${r.metadata.section}`
                : r.metadata.title;
              const excerpt =
                r.content.length > EXCERPT_LENGTH ? `${r.content.slice(0, EXCERPT_LENGTH)}…` : r.content;
              return `${i + 1}. ${title}\npath: ${r.metadata.href}\n\n${excerpt}`;
            })
            .join('\n\n---\n\n')
        : `No section of the ${domain} documentation matches “${query}”.`;
      return { content: [{ type: 'text', text }], structuredContent: { results } };
    },
  );

  server.registerTool(
    'read_page',
    {
      title: `Read a page of the ${domain} documentation`,
      description: 'Returns a documentation page as Markdown, by its path (as search_docs gives it).',
      inputSchema: { path: z.string().min(1).max(2000).describe('The page path, as `/guides/install`') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path }) => {
      const page = docs ? await docs.pageContent(path) : null;
      if (!page)
        return {
          isError: true,
          content: [{ type: 'text', text: `No page at ${path}. Find pages with search_docs.` }],
        };
      return { content: [{ type: 'text', text: page.content }] };
    },
  );

  return server;
}
