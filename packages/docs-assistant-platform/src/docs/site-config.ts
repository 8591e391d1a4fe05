import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Where a page sits in the site navigation. */
export interface NavPlacement {
  language: string | null;
  version: string | null;
  groups: string[];
}

export interface SiteConfig {
  /** Language of pages without a locale of their own: the `default` entry, else the first listed. */
  defaultLanguage: string | null;
  languages: string[];
  versions: string[];
  /** Keyed by site path (`/fr/quickstart`, `/` for the root index). */
  pages: Map<string, NavPlacement>;
  /** The configuration files read (relative path and content), for the docs fingerprint. */
  files: { file: string; content: string }[];
}

const CONFIG_FILES = ['docs.json', 'mint.json'];

/** Reads Mintlify's `docs.json` (or the older `mint.json`), following `$ref` files; null when absent. */
export async function readSiteConfig(dir: string): Promise<SiteConfig | null> {
  for (const name of CONFIG_FILES) {
    const file = join(dir, name);
    const content = await readFile(file, 'utf8').catch(() => null);
    if (content === null) continue;
    const files = [{ file: name, content }];
    const root = JSON.parse(content) as Record<string, unknown> | null;
    // Only the navigation matters here; a `$ref` elsewhere (redirects, ...) is not read.
    const navigation = await resolveRefs(root?.navigation, dir, files, 0);
    return placePages(navigation, files);
  }
  return null;
}

async function resolveRefs(
  value: unknown,
  base: string,
  files: SiteConfig['files'],
  depth: number,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveRefs(v, base, files, depth)));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof record.$ref === 'string' && depth < 8) {
    const file = join(base, record.$ref);
    const content = await readFile(file, 'utf8').catch(() => null);
    if (content !== null) {
      files.push({ file: relative(base, file), content });
      Object.assign(out, await resolveRefs(JSON.parse(content), dirname(file), files, depth + 1));
    }
  }
  for (const [key, v] of Object.entries(record))
    if (key !== '$ref') out[key] = await resolveRefs(v, base, files, depth);
  return out;
}

function placePages(navigation: unknown, files: SiteConfig['files']): SiteConfig {
  const config: SiteConfig = { defaultLanguage: null, languages: [], versions: [], pages: new Map(), files };
  const record = (page: string, at: NavPlacement) => {
    if (/^[a-z]+:/i.test(page)) return;
    const path = sitePath(page);
    const known = config.pages.get(path);
    if (!known) config.pages.set(path, { ...at, groups: [...at.groups] });
    else for (const group of at.groups) if (!known.groups.includes(group)) known.groups.push(group);
  };
  let explicitDefault: string | null = null;
  // Strings are pages only inside `pages` arrays; elsewhere they are icons, links or settings.
  const walk = (node: unknown, at: NavPlacement, inPages: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) {
        if (typeof item === 'string') {
          if (inPages) record(item, at);
        } else walk(item, at, false);
      }
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    const here: NavPlacement = { ...at };
    if (typeof n.language === 'string') {
      here.language = n.language;
      if (!config.languages.includes(n.language)) config.languages.push(n.language);
      if (n.default === true) explicitDefault = n.language;
    }
    if (typeof n.version === 'string') {
      here.version = n.version;
      if (!config.versions.includes(n.version)) config.versions.push(n.version);
    }
    if (typeof n.group === 'string') here.groups = [...at.groups, n.group];
    for (const key of ['root', 'page']) {
      const page = n[key];
      if (typeof page === 'string') record(page, here);
    }
    for (const [key, value] of Object.entries(n)) {
      if (value && typeof value === 'object') walk(value, here, key === 'pages');
    }
  };
  walk(navigation, { language: null, version: null, groups: [] }, false);
  config.defaultLanguage = explicitDefault ?? config.languages[0] ?? null;
  return config;
}

/** `fr/index.mdx`, `/guides/setup` or `index` to the page's site path: `/fr`, `/guides/setup`, `/`. */
export function sitePath(file: string): string {
  const parts = file
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/i, '')
    .split('/')
    .filter(Boolean);
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.join('/')}`;
}
