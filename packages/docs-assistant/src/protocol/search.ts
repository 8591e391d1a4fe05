/**
 * Docs search and page content: `POST /discovery/v1/search/{domain}` and
 * `POST /discovery/v1/page/{domain}`, which the reference proxy forwards as `<path>/search` and
 * `<path>/page` and the element's search box calls on every keystroke.
 */
import { z } from 'zod';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_QUERY_MAX_LENGTH = 500;
export const PAGE_PATH_MAX_LENGTH = 2000;

/** NUL characters cannot be stored or searched, and mean nothing in a query. */
const text = (max: number, min = 0) =>
  z
    .string()
    .max(max)
    .transform((s) => s.replaceAll('\u0000', '').trim())
    .refine((s) => s.length >= min, { message: 'must not be empty' });

const groups = z.array(text(200, 1)).max(50);

export const SearchFilterSchema = z.object({
  version: text(100).optional(),
  language: text(35).optional(),
  /** A page keyword (front matter `keywords` or `tag`). */
  tag: text(200).optional(),
  groups: groups.optional(),
});

export const SearchRequestSchema = z.object({
  query: text(SEARCH_QUERY_MAX_LENGTH, 1),
  pageSize: z.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE_DEFAULT),
  /** Results scoring below this share of the best result's score are left out. */
  scoreThreshold: z.number().min(0).max(1).optional(),
  filter: SearchFilterSchema.nullable().optional(),
});

export const PageRequestSchema = z.object({
  path: text(PAGE_PATH_MAX_LENGTH, 1),
  groups: groups.optional(),
});

export type SearchRequestBody = z.input<typeof SearchRequestSchema>;
export type SearchRequest = z.output<typeof SearchRequestSchema>;
export type PageRequestBody = z.input<typeof PageRequestSchema>;

export interface SearchResultMetadata {
  /** Title of the page. */
  title: string;
  /** The section's heading, or `null` for the page's introduction. */
  section: string | null;
  /** Heading path from the page's top-level section down to this one. */
  headings: string[];
  anchor: string | null;
  /** Where to open the result: the path with the section's anchor. */
  href: string;
  /** Relevance from 0 to 1, relative to the best result. */
  score: number;
  version: string | null;
  language: string | null;
  groups: string[];
}

/** One matching section. */
export interface SearchResult {
  content: string;
  path: string;
  metadata: SearchResultMetadata;
}

export interface PageContent {
  path: string;
  /** The page as Markdown. */
  content: string;
}
