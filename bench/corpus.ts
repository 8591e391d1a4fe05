import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
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

/** The folder holding the shared docs sites: `SHARED_DIR/corpora`, else the Mintlify corpus's parent. */
const CORPORA = process.env.SHARED_DIR ? `${process.env.SHARED_DIR}/corpora` : dirname(CORPUS);

/** The docs the answer benches ask about, by the key their question sets are named after. */
export const DOCS_DIRS = {
  mintlify: CORPUS,
  demo: fileURLToPath(new URL('../demo/docs', import.meta.url)),
  vitepress: `${CORPORA}/vitepress-docs`,
  redux: `${CORPORA}/redux-docs/docs`,
  mkdocs: `${CORPORA}/mkdocs-material-docs`,
};

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
