import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readLayout } from './generators/detect.js';
import { expandIncludes } from './includes.js';
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
  return parseDocs(await readDocsSources(dir, opts.generator), opts);
}

/** A docs folder read but not yet parsed: its layout, every page's source and their fingerprint. */
export type DocsSources = Awaited<ReturnType<typeof readDocsSources>>;

/** Parses sources read by `readDocsSources` (read once, to fingerprint them and to parse them). */
export async function parseDocs(
  { layout, contents, fingerprint }: DocsSources,
  opts: Omit<LoadDocsOptions, 'generator'> = {},
): Promise<LoadedDocs> {
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
  return (await readDocsSources(dir, generator)).fingerprint;
}

export async function readDocsSources(dir: string, generator?: GeneratorName) {
  let layout: SiteLayout;
  let contents: string[] = [];
  if (/^https?:\/\//.test(dir)) {
    ({ layout, contents } = await readSitemapLayout(dir));
  } else {
    layout = await readLayout(dir, generator);
    const files = layout.pages.map((p) => p.file);
    contents = await expandIncludes(dir, layout.generator, files, await readAll(dir, files));
  }
  // Fragments and partials are not pages, but the pages that include them change with them.
  const fragmentFiles = /^https?:/.test(dir) ? [] : layout.skipped.map((s) => s.file);
  const fragmentContents = await readAll(dir, fragmentFiles, true);
  const fragments = fragmentFiles.map((file, i) => ({ file, content: fragmentContents[i]! }));
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

/** Reads files a few at a time: fast on a large site, yet never more open files than the system allows. */
async function readAll(dir: string, files: string[], missingAsEmpty = false): Promise<string[]> {
  const contents: string[] = new Array(files.length);
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const i = next++;
      const read = readFile(join(dir, files[i]!), 'utf8');
      contents[i] = await (missingAsEmpty ? read.catch(() => '') : read);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, files.length) }, reader));
  return contents;
}
