import type { SectionCode } from '../db/schema.js';

export type { SectionCode };

/** A page split at its headings: the unit of retrieval, one `doc_sections` row. */
export interface DocSection {
  /** Stable for the same page path, anchor and position. */
  id: string;
  /** Page path on the site, without anchor: `/guides/setup`. */
  path: string;
  /** Heading slug; `null` for the page intro before the first heading. */
  anchor: string | null;
  pageTitle: string;
  /** Heading path from the page's top-level section down to this one. */
  headings: string[];
  text: string;
  code: SectionCode[];
  version: string | null;
  language: string | null;
  /** Navigation groups the page appears under, outermost first. */
  groups: string[];
  /** Order of the section within its page, from 0. */
  position: number;
  /** Front matter keywords of the page (the page description is part of the intro's text). */
  keywords?: string[];
}

export interface DocsFilter {
  version?: string;
  language?: string;
  /** A section matches when it belongs to at least one of these groups. */
  groups?: string[];
  /** A keyword of the section's page. */
  tag?: string;
}

/** Page context the widget sends along with a question. */
export interface ContextItem {
  type: 'code' | 'textSelection';
  value: string;
  path?: string;
  elementId?: string;
}

export interface SearchHit {
  section: DocSection;
  score: number;
  /** It holds a phrase the reader quotes that stands on few pages: the question points here. */
  quoted?: boolean;
}
