import { fileURLToPath } from 'node:url';

/** A small docs site: an intro, two English guides and one French page. */
export const FIXTURE_DOCS = fileURLToPath(new URL('../fixtures/docs', import.meta.url));

export const CORPUS = fileURLToPath(new URL('../../../shared/corpora/mintlify-docs', import.meta.url));
