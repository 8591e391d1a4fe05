import { fileURLToPath } from 'node:url';
import { sharedPath } from './shared.js';

/** A small docs site: an intro, two English guides and one French page. */
export const FIXTURE_DOCS = fileURLToPath(new URL('../fixtures/docs', import.meta.url));

/** A real Mintlify site (about 1,100 pages) from `../shared`, when it is there. */
export const CORPUS = sharedPath('corpora/mintlify-docs', 'the tests on the Mintlify corpus');
