import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readLayout } from './generators/detect.js';
import { readSitemapLayout } from './generators/html.js';
import type { GeneratorName, SiteLayout } from './generators/layout.js';
import { parseAll } from './parse-pool.js';
import { SECTIONING_VERSION } from './parse-page.js';
import type { DocSection } from './types.js';

export { sectionId } from './generators/page-sections.js';

export interface LoadDocsOptions {
  onProgress?: (done: number, total: number, file: string) => void;
  /** The generator that built the folder; detected from its files when absent. */
  generator?: GeneratorName;
  /** Parsing threads (default: one per core). */
  threads?: number;
}

export interface LoadedDocs {
  generator: GeneratorName;
  pages: number;
  sections: DocSection[];
  /** Changes exactly when a source file or the site configuration changes. */
  fingerprint: string;
  failures: { file: string; error: string }[];
  /** Files that are not pages (snippets, partials, excluded), with the reason. */
  skipped: { file: string; reason: string }[];
  /** What was assumed where the site configuration could not be read without running it. */
  notes: string[];
}

export async function loadDocs(dir: string, opts: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const { layout, contents, fingerprint } = await readSources(dir, opts.generator);
  const items = layout.pages.map((plan, i) => ({ plan, content: contents[i]! }));
  const results = await parseAll(items, layout, { threads: opts.threads, onProgress: opts.onProgress });
  const sections: DocSection[] = [];
  const failures: LoadedDocs['failures'] = [];
  const seen = new Set<string>();
  const skipped = [...layout.skipped];
  let pages = 0;
  for (const result of results) {
    if ('error' in result) {
      failures.push({ file: result.file, error: result.error });
      continue;
    }
    if (!result.sections.length) {
      skipped.push({ file: result.file, reason: 'no main content' });
      continue;
    }
    const path = result.sections[0]?.path;
    // Two files served at one URL (a `slug` that repeats another page's): the first one wins, as on the site.
    if (path !== undefined && seen.has(path)) {
      skipped.push({ file: result.file, reason: `same URL as another page (${path})` });
      continue;
    }
    if (path !== undefined) seen.add(path);
    sections.push(...result.sections);
    pages++;
  }
  return {
    generator: layout.generator,
    pages,
    sections,
    fingerprint,
    failures,
    skipped,
    notes: layout.notes,
  };
}

/**
 * The fingerprint of a docs folder without parsing it: cheap enough to tell at every start whether
 * the docs changed since the last ingestion.
 */
export async function docsFingerprint(dir: string, generator?: GeneratorName): Promise<string> {
  return (await readSources(dir, generator)).fingerprint;
}

async function readSources(dir: string, generator?: GeneratorName) {
  let layout: SiteLayout;
  let contents: string[] = [];
  if (/^https?:\/\//.test(dir)) {
    ({ layout, contents } = await readSitemapLayout(dir));
  } else {
    layout = await readLayout(dir, generator);
    // One file at a time: a large site would otherwise open more files at once than the system allows.
    for (const plan of layout.pages) contents.push(await readFile(join(dir, plan.file), 'utf8'));
  }
  // Fragments and partials are not pages, but the pages that include them change with them.
  const fragments: { file: string; content: string }[] = [];
  for (const { file } of /^https?:/.test(dir) ? [] : layout.skipped)
    fragments.push({ file, content: await readFile(join(dir, file), 'utf8').catch(() => '') });
  const hashed = [
    ...layout.configFiles,
    ...fragments,
    ...layout.pages.map((p, i) => ({ file: p.file, content: contents[i]! })),
  ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  // The sectioning version: docs parsed by an older way of sectioning are parsed again.
  const hash = createHash('sha256').update(`${layout.generator}\0sections v${SECTIONING_VERSION}\0`);
  for (const { file, content } of hashed) hash.update(`${file}\0${content}\0`);
  return { layout, contents, fingerprint: hash.digest('hex') };
}
