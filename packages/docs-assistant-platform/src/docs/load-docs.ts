import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { listField, parsePage, SECTIONING_VERSION, stringField } from './parse-page.js';
import { type SiteConfig, readSiteConfig, sitePath } from './site-config.js';
import type { DocSection } from './types.js';

export interface LoadDocsOptions {
  onProgress?: (done: number, total: number, file: string) => void;
}

export interface LoadedDocs {
  pages: number;
  sections: DocSection[];
  /** Changes exactly when a source file or the site configuration changes. */
  fingerprint: string;
  failures: { file: string; error: string }[];
}

/** Files at the root of a docs repository that describe the repository rather than the site. */
const REPOSITORY_FILES = /^(readme|license|licence|changelog|contributing|code_of_conduct|security)\.mdx?$/i;
/** Mintlify's folder of reusable fragments: imported by pages, never pages themselves. */
const FRAGMENT_FOLDERS = new Set(['snippets', '_snippets']);
/** Language subtags common enough to read a leading folder as a locale when no config lists them. */
const LOCALES = new Set(
  'ar bg bn ca cs da de el en es et fa fi fr he hi hr hu id it ja ko lt lv ms nb nl no pl pt ro ru sk sl sr sv th tr uk ur vi zh'.split(
    ' ',
  ),
);
const LOCALE_PATTERN = /^([a-z]{2})(?:-(?:[A-Z]{2}|Hans|Hant|[a-z]{2}))?$/;

export async function loadDocs(dir: string, opts: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const { config, sources, fingerprint } = await readSources(dir);
  const sections: DocSection[] = [];
  const failures: LoadedDocs['failures'] = [];
  const pageSources = sources.filter((s) => s.page);
  let pages = 0;
  let done = 0;
  for (const { file, content } of pageSources) {
    try {
      sections.push(...pageSections(file, content, config));
      pages++;
    } catch (error) {
      failures.push({ file, error: error instanceof Error ? error.message : String(error) });
    }
    opts.onProgress?.(++done, pageSources.length, file);
  }
  return { pages, sections, fingerprint, failures };
}

/**
 * The fingerprint of a docs folder without parsing it: cheap enough to tell at every start whether
 * the docs changed since the last ingestion.
 */
export async function docsFingerprint(dir: string): Promise<string> {
  return (await readSources(dir)).fingerprint;
}

/** Every source file (pages, fragments, site configuration) and their fingerprint. */
async function readSources(dir: string) {
  const config = await readSiteConfig(dir);
  const files = await listSources(dir);
  // One file at a time: a large site would otherwise open more files at once than the system allows.
  const sources: { file: string; content: string; page: boolean }[] = [];
  for (const file of files)
    sources.push({ file, content: await readFile(join(dir, file), 'utf8'), page: isPage(file) });
  const hashed = [...(config?.files ?? []), ...sources].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
  );
  const hash = createHash('sha256');
  hash.update(`sections v${SECTIONING_VERSION}\0`);
  for (const { file, content } of hashed) hash.update(`${file}\0${content}\0`);
  return { config, sources, fingerprint: hash.digest('hex') };
}

/** Every markdown file under `dir` as a `/`-separated relative path, sorted. */
async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/i.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part === 'node_modules' || part.startsWith('.')))
    .sort();
}

function isPage(file: string): boolean {
  const parts = file.split('/');
  if (parts.length === 1 && REPOSITORY_FILES.test(file)) return false;
  return !FRAGMENT_FOLDERS.has(parts[0] ?? '');
}

function pageSections(file: string, content: string, config: SiteConfig | null): DocSection[] {
  const page = parsePage(content, { mdx: /\.mdx$/i.test(file) });
  const path = sitePath(file);
  const placement = config?.pages.get(path);
  // From the file, not the site path: `fr/index.mdx` is the page `/fr`, in the folder `fr`.
  const folders = file.split('/').slice(0, -1);
  const localeFolder = folders[0] && isLocale(folders[0], config) ? folders[0] : null;
  const language =
    stringField(page.frontMatter, 'language') ??
    stringField(page.frontMatter, 'lang') ??
    placement?.language ??
    localeFolder ??
    config?.defaultLanguage ??
    'en';
  const version = stringField(page.frontMatter, 'version') ?? placement?.version ?? null;
  // Without a site configuration the folders are the navigation: the first one is the group.
  const navGroups = config
    ? (placement?.groups ?? [])
    : folders.slice(localeFolder ? 1 : 0, localeFolder ? 2 : 1);
  const groups = [...new Set([...navGroups, ...listField(page.frontMatter, 'groups')])];
  const pageTitle =
    page.title ??
    file
      .split('/')
      .pop()!
      .replace(/\.mdx?$/i, '');
  return page.sections.map((section, position) => ({
    id: sectionId(path, section.anchor, position),
    path,
    anchor: section.anchor,
    pageTitle,
    headings: section.headings,
    text: section.text,
    code: section.code,
    version,
    language,
    groups,
    position,
    ...(page.keywords.length ? { keywords: page.keywords } : {}),
  }));
}

function isLocale(folder: string, config: SiteConfig | null): boolean {
  if (config?.languages.length) return config.languages.includes(folder);
  const match = LOCALE_PATTERN.exec(folder);
  return !!match && LOCALES.has(match[1]!);
}

export function sectionId(path: string, anchor: string | null, position: number): string {
  return createHash('sha256')
    .update(`${path}#${anchor ?? ''}@${position}`)
    .digest('hex')
    .slice(0, 24);
}
