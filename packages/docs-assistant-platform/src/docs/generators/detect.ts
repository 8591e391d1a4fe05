import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDocusaurusLayout } from './docusaurus.js';
import { type GeneratorName, type SiteLayout } from './layout.js';
import { configNames, firstFile, listMarkdown } from './list-files.js';
import { readMintlifyLayout } from './mintlify.js';
import { readMkdocsLayout } from './mkdocs.js';
import { readHtmlFolderLayout } from './html.js';
import { findVitepressRoot, readVitepressLayout } from './vitepress.js';

/** Front matter and markup only Docusaurus docs use: a docs folder without its config is still recognised. */
const DOCUSAURUS_SIGNS =
  /^(?:id|sidebar_label|sidebar_position|slug|pagination_label):|^:::(?:tip|note|info|caution|warning|danger|important)\b/m;

/** Which generator built this folder: its configuration file, or the markup of its pages. */
export async function detectGenerator(dir: string): Promise<GeneratorName> {
  if (await firstFile(dir, ['docs.json', 'mint.json'])) return 'mintlify';
  if (await firstFile(dir, ['mkdocs.yml', 'mkdocs.yaml'])) return 'mkdocs';
  if ((await findVitepressRoot(dir)) !== null) return 'vitepress';
  if (await firstFile(dir, [...configNames('docusaurus.config'), ...configNames('sidebars')]))
    return 'docusaurus';
  const files = (await listMarkdown(dir)).slice(0, 200);
  // Built pages and no sources: a site built by any other generator.
  if (!files.length && (await listMarkdown(dir, /\.html?$/i)).length) return 'html';
  let signs = 0;
  for (const file of files) {
    const content = await readFile(join(dir, file), 'utf8');
    if (DOCUSAURUS_SIGNS.test(content)) signs++;
  }
  return files.length && signs / files.length >= 0.2 ? 'docusaurus' : 'markdown';
}

/** The layout of a docs folder: which files are pages, where each is served, and its navigation. */
export async function readLayout(dir: string, generator?: GeneratorName): Promise<SiteLayout> {
  const name = generator ?? (await detectGenerator(dir));
  switch (name) {
    case 'mintlify':
    case 'markdown':
      return readMintlifyLayout(dir, name);
    case 'docusaurus':
      return readDocusaurusLayout(dir);
    case 'vitepress':
      return readVitepressLayout(dir, (await findVitepressRoot(dir)) ?? '.');
    case 'mkdocs':
      return readMkdocsLayout(dir);
    case 'html':
      return readHtmlFolderLayout(dir);
  }
}
