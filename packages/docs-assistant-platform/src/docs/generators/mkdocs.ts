import { dirname, isAbsolute, join, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { firstFile, listMarkdown } from './list-files.js';
import { type SiteLayout, emptyLayout, languageOf } from './layout.js';

type Yaml = unknown;

const record = (v: Yaml): Record<string, Yaml> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, Yaml>) : null;

/** `- name` or `- name: {options}` in `plugins` and `markdown_extensions`. */
function listed(list: Yaml, name: string): Record<string, Yaml> | null {
  if (!Array.isArray(list))
    return record(list) && name in record(list)! ? (record(record(list)![name]) ?? {}) : null;
  for (const item of list) {
    if (item === name) return {};
    const r = record(item);
    if (r && name in r) return record(r[name]) ?? {};
  }
  return null;
}

/**
 * MkDocs: pages under `docs_dir` at their paths (`index.md` and `README.md` are their folder;
 * `use_directory_urls` gives `/page/`, otherwise `/page.html`); groups from `nav`; languages from
 * the `i18n` plugin (`page.fr.md` or `fr/page.md`).
 */
export async function readMkdocsLayout(dir: string): Promise<SiteLayout> {
  const layout = emptyLayout('mkdocs');
  layout.syntax = {
    colonContainers: false,
    indentedBlocks: true,
    directives: true,
    spacedReferences: true,
    autodoc: true,
    slashBlocks: true,
  };
  const config = (await firstFile(dir, ['mkdocs.yml', 'mkdocs.yaml']))!;
  layout.configFiles.push(config);
  const yaml = await withInherited(dir, config.file, readYaml(config.content), layout.configFiles);
  const docsDir = typeof yaml.docs_dir === 'string' ? yaml.docs_dir : 'docs';
  layout.cleanUrls = yaml.use_directory_urls !== false;
  layout.syntax.iconShortcodes = !!listed(yaml.markdown_extensions, 'pymdownx.emoji');
  layout.syntax.attributeLists = !!listed(yaml.markdown_extensions, 'attr_list');
  layout.syntax.codeAnnotations = record(yaml.theme)?.name === 'material';
  // Material for MkDocs' documentation shortcodes, `<!-- md:setting ... -->`, from its hook.
  layout.syntax.materialShortcodes =
    Array.isArray(yaml.hooks) &&
    yaml.hooks.some((h) => typeof h === 'string' && /(^|\/)shortcodes\.py$/.test(h));
  const toc = listed(yaml.markdown_extensions, 'toc');
  layout.anchors = toc && /slugs/.test(String(toc.slugify ?? '')) ? 'python-unicode' : 'python';
  if (toc?.slugify && layout.anchors === 'python-unicode')
    layout.notes.push('toc slugify is pymdownx.slugs: anchors keep letters of every script');

  const theme = record(yaml.theme);
  let defaultLanguage = typeof theme?.language === 'string' ? languageOf(theme.language) : 'en';
  const i18n = listed(yaml.plugins, 'i18n');
  const languages: string[] = [];
  let structure: 'suffix' | 'folder' = 'suffix';
  if (i18n) {
    if (i18n.docs_structure === 'folder') structure = 'folder';
    for (const item of Array.isArray(i18n.languages) ? i18n.languages : []) {
      const r = record(item);
      if (typeof r?.locale !== 'string') continue;
      if (r.default === true) defaultLanguage = r.locale;
      else languages.push(r.locale);
    }
  }

  const titles = new Map<string, string>();
  walkNav(yaml.nav, [], layout.groups, titles);
  const files = await listMarkdown(join(dir, docsDir), /\.md$/i);
  const all = new Set(files);
  for (const local of files) {
    const file = `${docsDir}/${local}`;
    // `README.md` is the folder's index only when there is no `index.md` beside it.
    if (/(^|\/)README\.md$/i.test(local) && all.has(local.replace(/README\.md$/i, 'index.md'))) {
      layout.skipped.push({ file, reason: 'README beside index.md' });
      continue;
    }
    let language = languageOf(defaultLanguage);
    let routed = local;
    let prefix = '';
    if (i18n && structure === 'suffix') {
      const m = /^(.*)\.([a-z]{2}(?:[-_][A-Za-z]+)?)\.md$/.exec(local);
      if (m && languages.includes(m[2]!)) {
        language = languageOf(m[2]!);
        routed = `${m[1]}.md`;
        prefix = `/${m[2]}`;
      }
    } else if (i18n && structure === 'folder') {
      const first = local.split('/')[0]!;
      if (languages.includes(first)) language = languageOf(first);
      else if (first === defaultLanguage) routed = local.slice(first.length + 1);
    }
    const title = titles.get(local);
    layout.pages.push({ file, local: routed, language, version: null, prefix, ...(title ? { title } : {}) });
  }
  return layout;
}

/**
 * `nav`: `- file.md`, `- Title: file.md`, `- Section: [...]`; a page's groups are its sections, and
 * the title it is listed under is its title on the site.
 */
function walkNav(nav: Yaml, groups: string[], out: Map<string, string[]>, titles: Map<string, string>): void {
  if (!Array.isArray(nav)) return;
  for (const item of nav) {
    if (typeof item === 'string') {
      if (!/^[a-z]+:/i.test(item)) out.set(item.replace(/^\.?\//, ''), groups);
      continue;
    }
    const r = record(item);
    if (!r) continue;
    for (const [title, value] of Object.entries(r)) {
      if (typeof value === 'string') {
        if (/^[a-z]+:/i.test(value)) continue;
        const file = value.replace(/^\.?\//, '');
        out.set(file, groups);
        if (title.trim()) titles.set(file, title.trim());
      } else walkNav(value, [...groups, title], out, titles);
    }
  }
}

/** A page file to its URL path: `a/b.md` → `/a/b/` (or `/a/b.html`), `a/index.md` → `/a/`. */
export function mkdocsRoute(local: string, directoryUrls: boolean): string {
  const path = local.replace(/\.md$/i, '');
  const index = /(^|\/)(index|README)$/i.exec(path);
  if (index) {
    const folder = path.slice(0, index.index + index[1]!.length);
    return directoryUrls ? `/${folder}` : `/${folder}index.html`;
  }
  return directoryUrls ? `/${path}/` : `/${path}.html`;
}

// `!!python/name:` and `!ENV` tags are Python: their values are not needed here.
const readYaml = (content: string) => record(parseYaml(content, { logLevel: 'silent', strict: false })) ?? {};

/** Configs inheriting from one that inherits, followed this deep. */
const MAX_INHERITED = 4;

/**
 * A config with the one its `INHERIT` names merged under it, as MkDocs does: the child's values
 * win, records merge key by key, and `plugins` and `markdown_extensions` keep the parent's entries
 * the child does not list. Only files inside the docs folder are read.
 */
async function withInherited(
  dir: string,
  file: string,
  yaml: Record<string, Yaml>,
  configFiles: { file: string; content: string }[],
  depth = 0,
): Promise<Record<string, Yaml>> {
  const parentPath = yaml.INHERIT;
  if (typeof parentPath !== 'string' || depth >= MAX_INHERITED) return yaml;
  const path = join(dirname(file), parentPath).split(sep).join('/');
  if (isAbsolute(parentPath) || path.startsWith('..')) return yaml;
  const parent = await firstFile(dir, [path]);
  if (!parent) return yaml;
  configFiles.push(parent);
  return merged(await withInherited(dir, path, readYaml(parent.content), configFiles, depth + 1), yaml);
}

function merged(parent: Record<string, Yaml>, child: Record<string, Yaml>): Record<string, Yaml> {
  const out: Record<string, Yaml> = { ...parent };
  for (const [key, value] of Object.entries(child)) {
    if (key === 'INHERIT') continue;
    const before = parent[key];
    if (key === 'plugins' || key === 'markdown_extensions') out[key] = mergedEntries(before, value);
    else if (record(before) && record(value)) out[key] = merged(record(before)!, record(value)!);
    else out[key] = value;
  }
  return out;
}

/** `plugins`/`markdown_extensions` of both, as records by name: the child's options win. */
function mergedEntries(parent: Yaml, child: Yaml): Yaml {
  const byName = (list: Yaml): Record<string, Yaml> => {
    if (record(list)) return record(list)!;
    if (!Array.isArray(list)) return {};
    return Object.fromEntries(
      list.flatMap((entry): [string, Yaml][] =>
        typeof entry === 'string' ? [[entry, {}]] : Object.entries(record(entry) ?? {}),
      ),
    );
  };
  return merged(byName(parent), byName(child));
}
