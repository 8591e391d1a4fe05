import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The Mintlify docs corpus in `shared/` beside the project (or beside the folder holding it, for a
 * checkout one level deeper): about 1,100 MDX pages in 4 languages. `MINTLIFY_CORPUS` points elsewhere.
 */
export const CORPUS =
  process.env.MINTLIFY_CORPUS ||
  ['../../shared/corpora/mintlify-docs', '../../../shared/corpora/mintlify-docs']
    .map((path) => fileURLToPath(new URL(path, import.meta.url)))
    .find((path) => existsSync(path)) ||
  fileURLToPath(new URL('../../shared/corpora/mintlify-docs', import.meta.url));

export interface RetrievalQuestion {
  q: string;
  /** Pages that answer it; any of them counts. */
  paths: string[];
  language?: string;
}

/** Questions about the corpus, written as readers type them. */
export async function retrievalQuestions(): Promise<RetrievalQuestion[]> {
  return JSON.parse(
    await readFile(new URL('./retrieval-questions.json', import.meta.url), 'utf8'),
  ) as RetrievalQuestion[];
}
