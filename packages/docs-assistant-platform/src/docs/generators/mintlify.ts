import { readSiteConfig } from '../site-config.js';
import { listMarkdown } from './list-files.js';
import { type SiteLayout, emptyLayout, looksLikeLocale } from './layout.js';

/** Files at the root of a docs repository that describe the repository rather than the site. */
const REPOSITORY_FILES = /^(readme|license|licence|changelog|contributing|code_of_conduct|security)\.mdx?$/i;
/** Mintlify's folder of reusable fragments: imported by pages, never pages themselves. */
const FRAGMENT_FOLDERS = new Set(['snippets', '_snippets']);

/**
 * Mintlify (`docs.json` or `mint.json`: languages, versions and groups from its navigation) and
 * plain Markdown (folders are the URLs, a leading locale folder the language, the first folder the
 * group; front matter `permalink` or `slug` moves a page).
 */
export async function readMintlifyLayout(
  dir: string,
  generator: 'mintlify' | 'markdown',
): Promise<SiteLayout> {
  const layout = emptyLayout(generator);
  const config = generator === 'mintlify' ? await readSiteConfig(dir) : null;
  if (config) {
    layout.configFiles = config.files;
    for (const [path, placement] of config.pages) {
      layout.groups.set(path, placement.groups);
      layout.placements.set(path, { language: placement.language, version: placement.version });
    }
  }
  const isLocale = (folder: string) =>
    config?.languages.length ? config.languages.includes(folder) : looksLikeLocale(folder);
  for (const file of await listMarkdown(dir)) {
    const parts = file.split('/');
    if (parts.length === 1 && REPOSITORY_FILES.test(file)) {
      layout.skipped.push({ file, reason: 'repository file' });
      continue;
    }
    if (FRAGMENT_FOLDERS.has(parts[0] ?? '')) {
      layout.skipped.push({ file, reason: 'snippet' });
      continue;
    }
    const locale = parts.length > 1 && isLocale(parts[0]!) ? parts[0]! : null;
    layout.pages.push({
      file,
      local: file,
      language: locale ?? config?.defaultLanguage ?? 'en',
      version: null,
      prefix: '',
    });
    // Without a site configuration the folders are the navigation: the first one is the group.
    if (!config) {
      const folders = parts.slice(locale ? 1 : 0, -1);
      if (folders[0]) layout.groups.set(file, [folders[0]]);
    }
  }
  return layout;
}
