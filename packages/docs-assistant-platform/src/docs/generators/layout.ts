import type { ContainerSyntax } from './containers.js';

export type GeneratorName = 'mintlify' | 'docusaurus' | 'vitepress' | 'mkdocs' | 'markdown' | 'html';
export const GENERATORS: GeneratorName[] = [
  'mintlify',
  'docusaurus',
  'vitepress',
  'mkdocs',
  'markdown',
  'html',
];

/** How headings become anchors: GitHub/Docusaurus/Mintlify, VitePress, or Python-Markdown's `toc`. */
export type AnchorStyleName = 'github' | 'vitepress' | 'python' | 'python-unicode';

/** One source file that is a page, with what is known of it before it is read. */
export interface PagePlan {
  /** Relative to the docs folder given to ingestion, `/`-separated. */
  file: string;
  /** Relative to the content root it belongs to (its locale's or version's folder). */
  local: string;
  language: string;
  version: string | null;
  /** URL prefix of its content root: a locale (`/fr`), a version, a route base path. */
  prefix: string;
}

/**
 * Everything a worker needs to turn a source file into sections: plain data, so that it crosses
 * to worker threads as it is.
 */
export interface SiteLayout {
  generator: GeneratorName;
  pages: PagePlan[];
  /** Files read but not ingested, with the reason. */
  skipped: { file: string; reason: string }[];
  /** Configuration files, for the fingerprint. */
  configFiles: { file: string; content: string }[];
  /** What was assumed where the configuration could not be read without running it. */
  notes: string[];
  anchors: AnchorStyleName;
  syntax: ContainerSyntax;
  /** Whether `.md` files are MDX too (Docusaurus); `.mdx` always are. */
  mdMeansMdx: boolean;
  /** Navigation groups by the key the generator names pages with (path, doc id or file). */
  groups: Map<string, string[]>;
  /** Language and version by page path, when the navigation says them (Mintlify). */
  placements: Map<string, { language: string | null; version: string | null }>;
  /** VitePress `cleanUrls`, MkDocs `use_directory_urls`. */
  cleanUrls: boolean;
  /** VitePress `rewrites`, as `[pattern, replacement]` with `:param` and `:param*`. */
  rewrites: [string, string][];
}

export function emptyLayout(generator: GeneratorName): SiteLayout {
  return {
    generator,
    pages: [],
    skipped: [],
    configFiles: [],
    notes: [],
    anchors: 'github',
    syntax: { colonContainers: false, indentedBlocks: false },
    mdMeansMdx: false,
    groups: new Map(),
    placements: new Map(),
    cleanUrls: true,
    rewrites: [],
  };
}

/** Language subtags common enough to read a leading folder as a locale when no config lists them. */
const LOCALES = new Set(
  'ar bg bn ca cs da de el en es et fa fi fr he hi hr hu id it ja ko lt lv ms nb nl no pl pt ro ru sk sl sr sv th tr uk ur vi zh'.split(
    ' ',
  ),
);
const LOCALE_PATTERN = /^([a-z]{2})(?:[-_](?:[A-Z]{2}|Hans|Hant|[a-z]{2}))?$/;

export function looksLikeLocale(folder: string): boolean {
  const match = LOCALE_PATTERN.exec(folder);
  return !!match && LOCALES.has(match[1]!);
}

/** `zh-Hans` → `zh-Hans`, `en-US` → `en`: the language tag the search filters use. */
export function languageOf(tag: string): string {
  const [base, region] = tag.split(/[-_]/);
  return region && /^(Hans|Hant)$/.test(region) ? `${base}-${region}` : (base ?? tag).toLowerCase();
}
