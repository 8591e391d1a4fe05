import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The Mintlify docs corpus beside the project: about 1,100 MDX pages in 4 languages.
 * `MINTLIFY_CORPUS` points elsewhere (a worktree, a CI cache).
 */
export const CORPUS =
  process.env.MINTLIFY_CORPUS ||
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
