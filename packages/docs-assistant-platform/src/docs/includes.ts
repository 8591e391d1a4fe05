import { readFile, realpath } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { GeneratorName } from './generators/layout.js';
import { outsideCode } from './fenced-lines.js';
import { ANCHOR_STYLES } from './generators/anchors.js';

/**
 * Pages that show another file's text where they include it, expanded as the site shows them, so
 * what a reader sees is searched and quoted:
 * - MDX (Mintlify snippets, Docusaurus partials): `import Part from '/snippets/part.mdx'` and then
 *   `<Part />` (its string props fill the part's `{name}`);
 * - VitePress: `<!--@include: ./part.md-->`, with an optional `#region` or heading anchor and an
 *   optional `{from,to}` line range, and code imports (`<<< @/snippets/config.ts#region{ts}`);
 * - MkDocs: snippets (`--8<-- "part.md"`, with an optional `:from:to` line range or `:name`
 *   section, also inside code blocks, where they fill in an example's code), and example files
 *   shown as code (`{* docs_src/app/main.py hl[3] ln[1:12] *}`, as FastAPI's and Typer's docs do).
 * Other includes inside code blocks are examples and stay as written. Only files inside the docs
 * folder are read, a few levels deep, and a page grows at most to `MAX_PAGE_CHARS`.
 */

/** Includes within includes, followed this deep (a part that includes itself stops there). */
const MAX_DEPTH = 4;
const MAX_PART_CHARS = 1_000_000;
const MAX_PAGE_CHARS = 4_000_000;

const MDX_IMPORT = /^import\s+([A-Z][\w$]*)\s+from\s+(['"])([^'"]+\.mdx?)\2;?\s*$/;
const VITEPRESS_INCLUDE = /^(\s*)<!--\s*@include:\s*([^\s#{]+?)(?:#([^\s{]+))?(?:\{(\d*),(\d*)\})?\s*-->\s*$/;
/** VitePress code imports: `<<< @/snippets/snippet.js#region{1,2 ts:line-numbers} [title]`. */
const VITEPRESS_CODE = /^(\s*)<<<\s+([^\s#{[]+)(?:#([\w-]+))?(?:\{([^}]*)\})?(?:\s*\[([^\]]*)\])?\s*$/;
/** MkDocs snippets: `--8<-- "part.md"`, `--8<-- "code.py:3:9"`, `--8<-- "part.md:name"`; `;--8<--` is escaped. */
const MKDOCS_SNIPPET = /^(\s*)(;?)--8<--\s+(["'])([^"']+)\3\s*$/;
/** A snippet file's section marks: `--8<-- [start:name]`, `# --8<-- [end:name]`. */
const SNIPPET_MARK = /--8<--\s*\[(start|end):([\w-]+)\]/;
/** An example file shown as code: `{* docs_src/app/main.py hl[3] ln[1:12] *}`. */
const MKDOCS_EXAMPLE = /^(\s*)\{\*\s+(\S+)((?:\s+\w+\[[^\]]*\])*)\s*\*\}\s*$/;
/** Terminal colours in a captured output (`.ansi` snippets). */
const ANSI_ESCAPE = new RegExp(String.raw`\u001b\[[0-9;]*[A-Za-z]`, 'g');
const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const PROP = /([A-Za-z_$][\w$]*)=(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)')\s*\})/g;

type Read = (path: string) => Promise<string | null>;

/** Each page's source with its includes expanded (pages without any are returned as they are). */
export async function expandIncludes(
  dir: string,
  generator: GeneratorName,
  files: string[],
  contents: string[],
): Promise<string[]> {
  const syntax =
    generator === 'vitepress' || generator === 'mkdocs'
      ? generator
      : generator === 'mintlify' || generator === 'docusaurus'
        ? 'mdx'
        : null;
  if (!syntax) return contents;
  const root = resolve(dir);
  const realRoot = await realpath(root);
  const inside = (path: string, folder: string) => path.startsWith(folder + sep);
  const cache = new Map<string, Promise<string | null>>();
  // A link inside the docs to a file outside them is not followed either.
  const readInside = async (path: string) => {
    if (!inside(await realpath(path), realRoot)) return null;
    const text = await readFile(path, 'utf8');
    return text.length > MAX_PART_CHARS ? null : text;
  };
  const read: Read = (path) => {
    if (!inside(path, root)) return Promise.resolve(null);
    let found = cache.get(path);
    if (!found) {
      found = readInside(path).catch(() => null);
      cache.set(path, found);
    }
    return found;
  };
  return Promise.all(
    contents.map(async (content, i) => {
      if (!MARKERS[syntax].test(content)) return content;
      const file = join(root, files[i]!);
      const expanded =
        syntax === 'vitepress'
          ? await expandVitepress(content, file, root, read, 0)
          : syntax === 'mkdocs'
            ? await expandMkdocs(content, file, root, read, 0)
            : await expandMdx(content, file, root, read, 0);
      return expanded.length > MAX_PAGE_CHARS ? content : expanded;
    }),
  );
}

/** What a page that includes something has, whatever else it has. */
const MARKERS = { vitepress: /@include|^\s*<<<\s/m, mdx: /^import\s/m, mkdocs: /--8<--|^\s*\{\*\s/m };

function withoutFrontmatter(text: string): string {
  return text.replace(FRONTMATTER, '');
}

/** Where an include's path points: `/` and `@/` from the docs folder, `@site/` from the site's. */
function target(path: string, from: string, root: string): string {
  if (path.startsWith('@site/')) return resolve(dirname(root), path.slice('@site/'.length));
  if (path.startsWith('@/')) return resolve(root, path.slice(2));
  if (path.startsWith('/')) return resolve(root, path.slice(1));
  return resolve(dirname(from), path);
}

/** A block's text placed where an include stood: indented like it, apart from what surrounds it. */
function placed(text: string, indent: string): string[] {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return ['', ...lines.map((line) => (line ? indent + line : line)), ''];
}

async function expandMdx(
  content: string,
  file: string,
  root: string,
  read: Read,
  depth: number,
): Promise<string> {
  const lines = content.split(/\r?\n/);
  const outside = outsideCode(lines);
  const parts = new Map<string, string>();
  lines.forEach((line, i) => {
    const found = outside[i] && MDX_IMPORT.exec(line);
    if (found) parts.set(found[1]!, target(found[3]!, file, root));
  });
  if (!parts.size || depth >= MAX_DEPTH) return content;
  const texts = new Map<string, string>();
  for (const [name, path] of parts) {
    const text = await read(path);
    if (text !== null)
      texts.set(name, await expandMdx(withoutFrontmatter(text), path, root, read, depth + 1));
  }
  const out: string[] = [];
  lines.forEach((line, i) => {
    const used = outside[i] ? /^(\s*)<([A-Z][\w$]*)\b([^<>]*)\/>\s*$/.exec(line) : null;
    const text = used ? texts.get(used[2]!) : undefined;
    if (!used || text === undefined) {
      out.push(line);
      return;
    }
    out.push(...placed(withProps(withoutImports(text), used[3]!), used[1]!));
  });
  return out.join('\n');
}

/** A part's own imports are for its own use: once expanded, they would be text where it is placed. */
function withoutImports(text: string): string {
  const lines = text.split('\n');
  const outside = outsideCode(lines);
  return lines.filter((line, i) => !(outside[i] && MDX_IMPORT.test(line))).join('\n');
}

/** The part with the string props it is given written in for `{name}` and `{props.name}`. */
function withProps(text: string, attributes: string): string {
  const props = new Map<string, string>();
  for (const [, name, ...values] of attributes.matchAll(PROP))
    props.set(
      name!,
      values.find((v) => v !== undefined)!,
    );
  if (!props.size) return text;
  return text.replace(
    /\{\s*(?:props\.)?([A-Za-z_$][\w$]*)\s*\}/g,
    (whole, name: string) => props.get(name) ?? whole,
  );
}

async function expandVitepress(
  content: string,
  file: string,
  root: string,
  read: Read,
  depth: number,
): Promise<string> {
  if (depth >= MAX_DEPTH) return content;
  const lines = content.split(/\r?\n/);
  const outside = outsideCode(lines);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const code = outside[i] ? VITEPRESS_CODE.exec(lines[i]!) : null;
    const imported = code ? await read(target(code[2]!, file, root)) : null;
    if (code && imported !== null) {
      out.push(...codeBlock(code, imported));
      continue;
    }
    const found = outside[i] ? VITEPRESS_INCLUDE.exec(lines[i]!) : null;
    const path = found ? target(found[2]!, file, root) : null;
    const text = path ? await read(path) : null;
    if (!found || !path || text === null) {
      out.push(lines[i]!);
      continue;
    }
    const [, indent, , region, from, to] = found;
    let part = region ? regionOf(text, region) : text;
    if (from || to) part = linesOf(part, from, to);
    out.push(...placed(await expandVitepress(part, path, root, read, depth + 1), indent!));
  }
  return out.join('\n');
}

/** An imported file as the fenced block VitePress shows: its region, its language, its title. */
function codeBlock([, indent, path, region, braces, title]: RegExpExecArray, text: string): string[] {
  const code = (region ? regionOf(text, region) : text).replace(ANSI_ESCAPE, '').replace(/\s+$/, '');
  // `{1,2 ts:line-numbers}`: highlighted lines, then the language; else the file's extension.
  const named = braces?.split(/\s+/).find((token) => token && !/^[\d,-]+$/.test(token));
  const lang = named?.replace(/:.*$/, '') || /\.([\w-]+)$/.exec(path!)?.[1] || '';
  return placed(fenced(code, `${lang}${title ? ` [${title}]` : ''}`), indent!);
}

/** A `#region name` … `#endregion` of a file, else the section under the heading with that (VitePress) anchor. */
function regionOf(text: string, name: string): string {
  const lines = text.split(/\r?\n/);
  const marks = (word: string) => new RegExp(`#${word}\\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  const start = lines.findIndex((line) => marks('region').test(line));
  if (start >= 0) {
    const end = lines.findIndex((line, i) => i > start && marks('endregion').test(line));
    return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
  }
  const outside = outsideCode(lines);
  const heading = (i: number) => (outside[i] ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(lines[i]!) : null);
  for (let i = 0; i < lines.length; i++) {
    const found = heading(i);
    const custom = found ? /\s*\{#([^}]+)\}$/.exec(found[2]!) : null;
    if (!found || (custom ? custom[1] : ANCHOR_STYLES.vitepress.slugify(found[2]!)) !== name) continue;
    let end = i + 1;
    while (end < lines.length && !((heading(end)?.[1]?.length ?? 7) <= found[1]!.length)) end++;
    return lines.slice(i, end).join('\n');
  }
  return '';
}

async function expandMkdocs(
  content: string,
  file: string,
  root: string,
  read: Read,
  depth: number,
): Promise<string> {
  if (depth >= MAX_DEPTH) return content;
  const lines = content.split(/\r?\n/);
  const outside = outsideCode(lines);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const example = outside[i] ? MKDOCS_EXAMPLE.exec(line) : null;
    if (example) {
      const [, indent, path, options] = example;
      const found = await readFirst([resolve(dirname(file), path!), resolve(root, path!)], read);
      if (found) {
        const code = withLines(found.text, /\bln\[([^\]]*)\]/.exec(options!)?.[1]);
        const lang = /\.([\w-]+)$/.exec(path!)?.[1] ?? '';
        out.push(...placed(fenced(code, lang), indent!));
        continue;
      }
    }
    // Snippets are expanded wherever they stand, in code blocks too, as the preprocessor does.
    const snippet = MKDOCS_SNIPPET.exec(line);
    if (!snippet) {
      out.push(line);
      continue;
    }
    const [, indent, escaped, , spec] = snippet;
    if (escaped) {
      out.push(line.replace(';--8<--', '--8<--'));
      continue;
    }
    const [, path, from, to] = /^(.*?)(?::(\d+|[\w-]+))?(?::(\d+))?$/.exec(spec!)!;
    const found = /^[a-z]+:\/\//i.test(path!)
      ? null
      : await readFirst([resolve(root, path!), resolve(root, 'docs', path!)], read);
    if (!found) {
      out.push(line);
      continue;
    }
    const part = from && !/^\d+$/.test(from) ? sectionOf(found.text, from) : linesOf(found.text, from, to);
    const expanded = await expandMkdocs(withoutMarks(part), found.path, root, read, depth + 1);
    out.push(
      ...(outside[i]
        ? placed(expanded, indent!)
        : expanded
            .replace(/\s+$/, '')
            .split(/\r?\n/)
            .map((l) => indent + l)),
    );
  }
  return out.join('\n');
}

async function readFirst(paths: string[], read: Read): Promise<{ path: string; text: string } | null> {
  for (const path of paths) {
    const text = await read(path);
    if (text !== null) return { path, text };
  }
  return null;
}

/** Lines `from` to `to` of a text, counted from 1, either end open. */
function linesOf(text: string, from?: string, to?: string): string {
  const lines = text.split(/\r?\n/);
  return lines.slice(from ? Number(from) - 1 : 0, to ? Number(to) : lines.length).join('\n');
}

/** The lines an example shows: `ln[1:3,8]` (from 1, ranges inclusive), or all of them. */
function withLines(text: string, ranges?: string): string {
  if (!ranges) return text.replace(/\s+$/, '');
  return ranges
    .split(',')
    .map((range) => {
      const [from, to] = range.split(':');
      return linesOf(text, from, to ?? from);
    })
    .join('\n');
}

/** The lines between a snippet file's `[start:name]` and `[end:name]` marks. */
function sectionOf(text: string, name: string): string {
  const lines = text.split(/\r?\n/);
  const mark = (kind: string) => (line: string) => {
    const found = SNIPPET_MARK.exec(line);
    return found?.[1] === kind && found[2] === name;
  };
  const start = lines.findIndex(mark('start'));
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && mark('end')(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Section marks are for the snippet's readers, not the page's. */
function withoutMarks(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !SNIPPET_MARK.test(line))
    .join('\n');
}

/** Code in a fence longer than any run of backticks inside it. */
function fenced(code: string, lang: string): string {
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)));
  return [`${fence}${lang}`, code, fence].join('\n');
}
