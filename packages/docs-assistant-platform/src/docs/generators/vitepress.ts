import { join } from 'node:path';
import { type Literal, findKey, isRecord, navEntries, readLiterals } from './static-config.js';
import { configNames, firstFile, listMarkdown } from './list-files.js';
import { type SiteLayout, emptyLayout, languageOf } from './layout.js';

/** Where VitePress's source folder is: the folder given, or its `docs/`. */
export async function findVitepressRoot(dir: string): Promise<string | null> {
  for (const root of ['.', 'docs'])
    if ((await readConfigFiles(join(dir, root, '.vitepress'))).length) return root;
  return null;
}

/**
 * The site configuration's files: `.vitepress/config.*`, or a `.vitepress/config/` folder whose
 * `index.*` imports the rest (shared options, one file per locale), index first.
 */
async function readConfigFiles(vitepressDir: string): Promise<{ file: string; content: string }[]> {
  const single = await firstFile(vitepressDir, configNames('config'));
  if (single) return [single];
  const folder = join(vitepressDir, 'config');
  const index = await firstFile(folder, configNames('index'));
  if (!index) return [];
  const rest = (await listMarkdown(folder, /\.[cm]?[jt]s$/i)).filter((file) => file !== index.file);
  const others = await Promise.all(rest.map((file) => firstFile(folder, [file])));
  return [index, ...others.filter((f) => f !== null)].map((f) => ({ ...f, file: `config/${f.file}` }));
}

/**
 * VitePress: every Markdown file under the source folder is a page at its path (`index.md` is
 * its folder, `cleanUrls` drops `.html`), moved by `rewrites`; locale folders from `locales`;
 * groups from `themeConfig.sidebar` in the config (one file, or a `config/` folder) and in each
 * locale's `config.*`.
 */
export async function readVitepressLayout(dir: string, root: string): Promise<SiteLayout> {
  const layout = emptyLayout('vitepress');
  layout.anchors = 'vitepress';
  layout.syntax = { colonContainers: true, indentedBlocks: false, directives: true, shikiNotation: true };
  const src = join(dir, root);
  const [config, ...imported] = await readConfigFiles(join(src, '.vitepress'));
  for (const { file, content } of [config!, ...imported])
    layout.configFiles.push({ file: `${root}/.vitepress/${file}`, content });
  const values = readLiterals(config!.content);

  const locales = findKey(values, 'locales');
  const localeLanguages = new Map<string, string>();
  let rootLanguage = 'en';
  if (isRecord(locales)) {
    for (const [key, value] of Object.entries(locales)) {
      const lang =
        isRecord(value) && typeof value.lang === 'string' ? languageOf(value.lang) : languageOf(key);
      if (key === 'root') rootLanguage = lang;
      else localeLanguages.set(key.replace(/^\/|\/$/g, ''), lang);
    }
  } else {
    const lang = findKey(values, 'lang');
    if (typeof lang === 'string') rootLanguage = languageOf(lang);
  }

  // Files the index imports: one named for a locale holds that locale's sidebar, the others
  // options shared by the whole site.
  const importedSources = imported.map(({ file, content }) => ({
    locale: file.replace(/^config\/|\.\w+$/g, ''),
    literals: readLiterals(content),
  }));
  for (const { locale, literals } of importedSources)
    if (!localeLanguages.has(locale)) values.push(...literals);

  const cleanUrls = findKey(values, 'cleanUrls');
  layout.cleanUrls = cleanUrls === true;
  if (cleanUrls !== undefined && typeof cleanUrls !== 'boolean')
    layout.notes.push('cleanUrls is computed: URLs assumed to end in .html');
  const rewrites = findKey(values, 'rewrites');
  if (isRecord(rewrites))
    layout.rewrites = Object.entries(rewrites).filter((e): e is [string, string] => typeof e[1] === 'string');
  else if (rewrites !== undefined)
    layout.notes.push('rewrites is a function: pages kept at their file paths');

  const excluded = findKey(values, 'srcExclude');
  const exclude = Array.isArray(excluded)
    ? excluded.filter((g): g is string => typeof g === 'string').map(globToRegExp)
    : [];

  const files = await listMarkdown(src, /\.md$/i);
  // Sidebars live in the main config and in per-locale `config.*` files beside the pages.
  const sidebarSources: { locale: string; literals: Literal[] }[] = [
    { locale: '', literals: values },
    ...importedSources.filter(({ locale }) => localeLanguages.has(locale)),
  ];
  for (const name of ['config.ts', 'config.mts', 'config.js', 'config.mjs']) {
    for (const folder of [
      '',
      ...localeLanguages.keys(),
      ...layout.rewrites.map(([from]) => from.split('/')[0]!),
    ]) {
      const found = await firstFile(join(src, folder), [name]);
      if (!found) continue;
      const file = `${root}/${folder ? `${folder}/` : ''}${name}`;
      if (layout.configFiles.some((c) => c.file === file)) continue;
      layout.configFiles.push({ file, content: found.content });
      const locale = localeLanguages.has(folder) ? folder : '';
      sidebarSources.push({ locale, literals: readLiterals(found.content) });
    }
  }
  for (const { locale, literals } of sidebarSources)
    for (const { groups, ref } of navEntries(literals)) {
      if (!groups.length || /^[a-z]+:/i.test(ref)) continue;
      // A relative link whose `base` is computed (`items: sidebarGuide()`) is known by its name,
      // within its locale's config: each locale titles its groups in its own language.
      const key = ref.startsWith('/')
        ? vitepressKey(ref)
        : `~${locale ? `${locale}:` : ''}${ref.replace(/\.(md|html)$/, '').replace(/\/$/, '/index')}`;
      if (!layout.groups.has(key)) layout.groups.set(key, groups);
    }

  for (const local of files) {
    const file = root === '.' ? local : `${root}/${local}`;
    if (exclude.some((re) => re.test(local))) {
      layout.skipped.push({ file, reason: 'srcExclude' });
      continue;
    }
    if (/^public\//.test(local)) continue;
    const routed = rewrite(local, layout.rewrites);
    const first = routed.split('/')[0]!;
    const language =
      routed.includes('/') && localeLanguages.has(first) ? localeLanguages.get(first)! : rootLanguage;
    layout.pages.push({ file, local: routed, language, version: null, prefix: '' });
  }
  return layout;
}

/** A sidebar link as the key of its page: `/guide/routing`, `/guide/` for an index. */
export function vitepressKey(link: string): string {
  const path = link.split('#')[0]!.replace(/\.(md|html)$/, '');
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** A page file (after rewrites) to its URL path. */
export function vitepressRoute(local: string, cleanUrls: boolean): string {
  const path = `/${local.replace(/\.md$/i, '')}`;
  if (path === '/index' || path.endsWith('/index')) return path.slice(0, -'index'.length);
  return cleanUrls ? path : `${path}.html`;
}

/** VitePress `rewrites`: `'en/:rest*': ':rest*'`, `'packages/:pkg/src/(.*)': ':pkg/(.*)'`. */
export function rewrite(file: string, rules: [string, string][]): string {
  for (const [from, to] of rules) {
    const names: string[] = [];
    const pattern = from
      .replace(/[.+^${}|\\]/g, '\\$&')
      .replace(/:(\w+)\*/g, (_, name: string) => (names.push(name), '(.*)'))
      .replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'));
    const match = new RegExp(`^${pattern}$`).exec(file);
    if (!match) continue;
    let out = to;
    names.forEach((name, i) => (out = out.replace(new RegExp(`:${name}\\*?`), match[i + 1] ?? '')));
    return out.replace(/^\/+/, '');
  }
  return file;
}

/** `**` any folders, `*` any name part. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\.?\//, '')
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*\*\//g, '<DIRS>')
    .replace(/\*\*/g, '<ANY>')
    .replace(/\*/g, '[^/]*')
    .replace(/<DIRS>/g, '(?:.*/)?')
    .replace(/<ANY>/g, '.*');
  return new RegExp(`^${body}$`);
}
