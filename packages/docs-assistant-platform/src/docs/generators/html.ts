import { type SiteLayout, emptyLayout } from './layout.js';
import { listMarkdown } from './list-files.js';

/** Built pages that are not documentation: search, error and index pages of common generators. */
const NOT_CONTENT = /(^|\/)(404|search|genindex|py-modindex|_static\/.*|_sources\/.*|assets\/.*)\.html?$/i;

/** A built page file to the path a static host serves it at: `a/index.html` → `/a/`, `a/b.html` → `/a/b.html`. */
export function builtPagePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html?$/i, '$1')}`;
}

/** A folder of built HTML (Sphinx, Hugo, Jekyll, GitBook exports, ...): every page at its file path. */
export async function readHtmlFolderLayout(dir: string): Promise<SiteLayout> {
  const layout = emptyLayout('html');
  for (const file of await listMarkdown(dir, /\.html?$/i)) {
    if (NOT_CONTENT.test(file)) {
      layout.skipped.push({ file, reason: 'not a content page' });
      continue;
    }
    layout.pages.push({ file, local: builtPagePath(file), language: 'en', version: null, prefix: '' });
  }
  return layout;
}

const MAX_PAGES = 5000;
const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const CONCURRENCY = 4;

/**
 * A live site by its `sitemap.xml` (or a sitemap index): every listed page under the sitemap's
 * folder is fetched, at most a few at a time. Page paths are relative to that folder, so the
 * project's site URL is the folder's URL.
 */
export async function readSitemapLayout(
  sitemapUrl: string,
): Promise<{ layout: SiteLayout; contents: string[] }> {
  const layout = emptyLayout('html');
  const root = new URL('.', sitemapUrl);
  const urls = await sitemapPages(new URL(sitemapUrl), root, 0);
  if (urls.length > MAX_PAGES)
    layout.notes.push(`the sitemap lists ${urls.length} pages: the first ${MAX_PAGES} were read`);
  const pages = urls.slice(0, MAX_PAGES);
  const fetched: (string | null)[] = new Array(pages.length).fill(null);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < pages.length) {
        const i = next++;
        const url = pages[i]!;
        try {
          fetched[i] = await fetchText(url, /html/);
        } catch (error) {
          layout.skipped.push({ file: url.href, reason: `not fetched (${(error as Error).message})` });
        }
      }
    }),
  );
  const contents: string[] = [];
  pages.forEach((url, i) => {
    const html = fetched[i];
    if (html === null || html === undefined) return;
    const path = `/${url.pathname.slice(root.pathname.length)}`;
    layout.pages.push({ file: url.href, local: path, language: 'en', version: null, prefix: '' });
    contents.push(html);
  });
  layout.configFiles.push({ file: sitemapUrl, content: urls.map((u) => u.href).join('\n') });
  return { layout, contents };
}

async function sitemapPages(url: URL, root: URL, depth: number): Promise<URL[]> {
  const xml = await fetchText(url, /xml|text/).catch((error: Error) => {
    throw new Error(`Could not read the sitemap ${url.href}: ${error.message}.`);
  });
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => decodeXml(m[1]!));
  const out: URL[] = [];
  const seen = new Set<string>();
  for (const loc of locs) {
    let target: URL;
    try {
      target = new URL(loc, url);
    } catch {
      continue;
    }
    // Only pages of this site, under the sitemap's folder.
    if (target.origin !== root.origin || !target.pathname.startsWith(root.pathname)) continue;
    if (/<sitemapindex/i.test(xml)) {
      if (depth < 2) out.push(...(await sitemapPages(target, root, depth + 1)));
      continue;
    }
    target.hash = '';
    if (!seen.has(target.href)) {
      seen.add(target.href);
      out.push(target);
    }
  }
  return out;
}

async function fetchText(url: URL, type: RegExp): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const contentType = res.headers.get('content-type') ?? '';
  if (contentType && !type.test(contentType)) throw new Error(`content type ${contentType}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) throw new Error('larger than 5 MB');
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new Error('larger than 5 MB');
  return text;
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
