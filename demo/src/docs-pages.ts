import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePageTree } from 'docs-assistant-platform';
import { renderPageTree } from './render-page-tree.js';

export interface DocsPage {
  /** `/quickstart`; `/` for the index; `/fr/quickstart` for a translation. */
  path: string;
  /** `en`, or the locale folder the page is in. */
  language: string;
  title: string;
  description: string;
  html: string;
}

const ORDER = ['index', 'quickstart', 'configuration', 'element', 'server-api', 'deployment'];

const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * The demo site's own pages, read by the platform's parser exactly as ingestion reads them (so
 * every cited anchor is a heading id on the page) and rendered once at start. Pages in a locale
 * folder (`fr/`) are that language's translations.
 */
export function loadDocsPages(dir: string): DocsPage[] {
  if (!existsSync(dir)) return [];
  const locales = readdirSync(dir, { withFileTypes: true }).filter(
    (e) => e.isDirectory() && LOCALE.test(e.name),
  );
  return [
    ...loadFolder(dir, '', 'en'),
    ...locales.flatMap((locale) => loadFolder(join(dir, locale.name), `/${locale.name}`, locale.name)),
  ];
}

function loadFolder(dir: string, prefix: string, language: string): DocsPage[] {
  const files = readdirSync(dir).filter((f) => /\.mdx?$/.test(f));
  files.sort((a, b) => {
    const rank = (f: string) => ORDER.indexOf(f.replace(/\.mdx?$/, '')) + 1 || 99;
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return files.map((file) => {
    const tree = parsePageTree(readFileSync(join(dir, file), 'utf8'), { mdx: /\.mdx$/.test(file) });
    const name = file.replace(/\.mdx?$/, '');
    return {
      path: name === 'index' ? prefix || '/' : `${prefix}/${name}`,
      language,
      title: tree.page.title ?? name,
      description: tree.page.description ?? '',
      html: renderPageTree(tree),
    };
  });
}
