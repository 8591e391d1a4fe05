import { describe, expect, it } from 'vitest';
import { DocsIndex } from '../../src/docs/search-index.js';
import type { DocSection } from '../../src/docs/types.js';

const section = (path: string, version: string | null, language = 'en'): DocSection => ({
  id: path,
  path,
  anchor: null,
  pageTitle: `Authentication ${path}`,
  headings: [],
  text: 'Authenticate requests with an API token in the Authorization header.',
  code: [],
  version,
  language,
  groups: [],
  position: 0,
});

describe('version and language filters', () => {
  const index = DocsIndex.build([
    section('/v1/auth', 'v1'),
    section('/v2/auth', 'v2'),
    section('/auth', null),
    section('/fr/auth', 'v2', 'fr'),
  ]);
  const paths = (filter: { version?: string; language?: string }) =>
    index
      .search('authenticate api token', { limit: 10, filter })
      .map((h) => h.section.path)
      .sort();

  it('never returns a page of another version; unversioned pages belong to all', () => {
    expect(paths({ version: 'v1' })).toEqual(['/auth', '/v1/auth']);
    expect(paths({ version: 'v2', language: 'en' })).toEqual(['/auth', '/v2/auth']);
    expect(paths({ version: 'v2', language: 'fr' })).toEqual(['/fr/auth']);
  });

  it('finds the pages of a language by its base code or another region of it', () => {
    const regional = DocsIndex.build([
      section('/auth', null),
      section('/zh/auth', null, 'zh-Hans'),
      section('/pt/auth', null, 'pt-BR'),
    ]);
    const found = (language: string) =>
      regional.search('authenticate api token', { limit: 10, filter: { language } }).map((h) => h.section.path);
    expect(found('zh')).toEqual(['/zh/auth']);
    expect(found('zh-CN')).toEqual(['/zh/auth']);
    expect(found('pt-PT')).toEqual(['/pt/auth']);
    expect(found('en-US')).toEqual(['/auth']);
    expect(found('de')).toEqual([]);
  });
});
