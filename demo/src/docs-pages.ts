import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';

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

/** GitHub-style heading ids, so that cited anchors land on their heading. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * The demo site's own pages: Markdown with front matter, rendered once at start. Pages in a
 * locale folder (`fr/`) are that language's translations.
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
    const source = readFileSync(join(dir, file), 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
    const meta = (match ? parseYaml(match[1]!) : {}) as { title?: string; description?: string };
    const body = match ? source.slice(match[0].length) : source;
    const renderer = new marked.Renderer();
    renderer.heading = ({ tokens, depth }) => {
      const inner = marked.Parser.parseInline(tokens);
      return `<h${depth} id="${slug(inner)}">${inner}</h${depth}>\n`;
    };
    const name = file.replace(/\.mdx?$/, '');
    return {
      path: name === 'index' ? prefix || '/' : `${prefix}/${name}`,
      language,
      title: meta.title ?? name,
      description: meta.description ?? '',
      html: marked.parse(body, { renderer, async: false }),
    };
  });
}
