import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { loadDocs } from '../../src/docs/load-docs.js';
import type { DocSection } from '../../src/docs/types.js';

const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temporary folder holding `files` (path → content); removed after the test. */
export async function docsFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docs-site-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  return dir;
}

/** The sections of a docs site written to a temporary folder from `files` (path → content); removed after the test. */
export async function sectionsOf(files: Record<string, string>): Promise<DocSection[]> {
  const docs = await loadDocs(await docsFolder(files));
  expect(docs.failures).toEqual([]);
  return docs.sections;
}

/** The section under a heading. */
export const byHeading = (sections: DocSection[], heading: string) =>
  sections.find((s) => s.headings.at(-1) === heading);
