import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every Markdown file under `dir` as a `/`-separated relative path, sorted; dependencies and dot folders left out. */
export async function listMarkdown(dir: string, extensions = /\.mdx?$/i): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && extensions.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part === 'node_modules' || part.startsWith('.')))
    .sort();
}

/** The first of `names` that exists in `dir`, with its content. */
export async function firstFile(
  dir: string,
  names: string[],
): Promise<{ file: string; content: string } | null> {
  for (const file of names) {
    const content = await readFile(join(dir, file), 'utf8').catch(() => null);
    if (content !== null) return { file, content };
  }
  return null;
}

export const configNames = (base: string) =>
  ['ts', 'mts', 'js', 'mjs', 'cjs', 'json'].map((ext) => `${base}.${ext}`);
