import type { PageContent, SearchRequest, SearchResult } from 'docs-assistant/protocol';
import { quotedPhrases } from './quoted-phrases.js';
import type { DocsIndex } from './search-index.js';
import type { DocSection } from './types.js';

/** Sections searched before the score threshold and page size cut the list. */
const CANDIDATES_MAX = 100;

const hrefOf = (section: DocSection) => section.path + (section.anchor ? `#${section.anchor}` : '');

const contentOf = (section: DocSection) =>
  section.text.trim() || section.code.map((c) => c.code).join('\n\n');

/**
 * Matching sections, best first. Scores are relative to the best match (1), so that
 * `scoreThreshold` means the same on every site whatever its size.
 */
export function searchDocs(index: DocsIndex | null, request: SearchRequest): SearchResult[] {
  if (!index) return [];
  const hits = index.search(request.query, {
    limit: request.scoreThreshold === undefined ? request.pageSize : CANDIDATES_MAX,
    filter: request.filter ?? undefined,
    asYouType: true,
    phrases: quotedPhrases(request.query),
  });
  // A page's third matching section may outscore another page's first: best first, whatever the page.
  hits.sort((a, b) => b.score - a.score);
  const best = hits[0]?.score ?? 0;
  return hits
    .map(({ section, score }) => ({
      content: contentOf(section),
      path: section.path,
      metadata: {
        title: section.pageTitle,
        section: section.headings.at(-1) ?? null,
        headings: section.headings,
        anchor: section.anchor,
        href: hrefOf(section),
        score: best > 0 ? Math.round((score / best) * 1000) / 1000 : 0,
        version: section.version,
        language: section.language,
        groups: section.groups,
      },
    }))
    .filter((result) => result.metadata.score >= (request.scoreThreshold ?? 0))
    .slice(0, request.pageSize);
}

/** `guides/setup/`, `/guides/setup#step-2` and `/guides/setup` name the same page. */
export function normalizePagePath(path: string): string {
  const bare = path.trim().split(/[?#]/)[0]!.replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/**
 * A page as Markdown, rebuilt from its sections; `null` when there is no such page, or it is in
 * none of `groups`.
 */
export function pageContent(index: DocsIndex | null, path: string, groups?: string[]): PageContent | null {
  if (!index) return null;
  const normalized = normalizePagePath(path);
  const sections = index.page(normalized);
  if (sections.length === 0) return null;
  if (groups?.length && !sections[0]!.groups.some((g) => groups.includes(g))) return null;
  const blocks = [`# ${sections[0]!.pageTitle}`];
  for (const section of sections) {
    if (section.headings.length)
      blocks.push(`${'#'.repeat(Math.min(6, section.headings.length + 1))} ${section.headings.at(-1)}`);
    if (section.text.trim()) blocks.push(section.text.trim());
    for (const code of section.code) {
      // A fence longer than any run of backticks inside the code.
      const fence = '`'.repeat(Math.max(3, ...[...code.code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      blocks.push(`${fence}${code.lang ?? ''}\n${code.code}\n${fence}`);
    }
  }
  return { path: normalized, content: blocks.join('\n\n') };
}
