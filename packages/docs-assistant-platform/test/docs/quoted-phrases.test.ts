import { describe, expect, it } from 'vitest';
import { searchDocs } from '../../src/docs/docs-search.js';
import { quotedPhrases } from '../../src/docs/quoted-phrases.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import { sectionsOf } from '../helpers/docs-site.js';

describe('quotedPhrases', () => {
  it('reads what straight quotes and backticks hold, as plain lower-case words', () => {
    expect(quotedPhrases(`the 'Return to top' text and the "Edit this page" link`)).toEqual([
      'return to top',
      'edit this page',
    ]);
    expect(quotedPhrases('TypeError: `useSelector.withTypes` is not a function')).toEqual([
      'useselector withtypes',
    ]);
  });

  it('reads typographic quotes in the pairs each language uses', () => {
    expect(quotedPhrases('ページ下部の「Previous page」という文言')).toEqual(['previous page']);
    expect(quotedPhrases('un badge « nouveau » à côté')).toEqual(['nouveau']);
    expect(quotedPhrases('der „Weiter“-Link und ‘Copy page’ und “case reducer”')).toEqual([
      'weiter',
      'copy page',
      'case reducer',
    ]);
  });

  it('takes no apostrophe for a quote', () => {
    expect(quotedPhrases("don't show the repo's stars on the readers' page")).toEqual([]);
    expect(quotedPhrases("it's what the 'Appearance' label says")).toEqual(['appearance']);
  });

  it('reads a few short phrases at most, no passage', () => {
    expect(quotedPhrases(`'${'word '.repeat(20)}'`)).toEqual([]);
    expect(quotedPhrases("'a' 'b' 'c' 'd' 'e'")).toHaveLength(4);
  });
});

describe('quotedPhrases of code pasted bare', () => {
  it('reads a dotted name with a camel-case part as quoted', () => {
    expect(quotedPhrases('TypeError: useSelector.withTypes is not a function')).toEqual([
      'useselector withtypes',
    ]);
    expect(quotedPhrases('calling store.getState() inside a reducer')).toEqual(['store getstate']);
  });

  it('reads a dotted name that is called as quoted, whatever its case', () => {
    expect(quotedPhrases('request.form() throws an error about a missing package')).toEqual(['request form']);
    expect(quotedPhrases('Object.assign(state, newData) in my reducer breaks updates')).toEqual([
      'object assign',
    ]);
  });

  it('takes no file name or sentence end for code', () => {
    expect(quotedPhrases('where does docs.json go? i.e. which folder. It works.Then')).toEqual([]);
  });
});

describe('quotedPhrases of strings in code', () => {
  it('takes a string passed in code for code, not for a quote', () => {
    expect(quotedPhrases("clicking calls addTodo('buy milk') and x = 'y' but not the 'Add' button")).toEqual([
      'add',
    ]);
  });
});

describe('a search with a quoted phrase', () => {
  it('ranks first the section holding it word for word', async () => {
    const index = DocsIndex.build(
      await sectionsOf({
        'nav.md': [
          '# Navigation',
          '## Page links',
          'The text of a page link is the title of the page.',
          '## Mobile menu',
          'On phones the nav collapses into a menu, with a link to each page.',
        ].join('\n\n'),
        'theme-config.md': [
          '# Theme config',
          '## outline',
          'Change the title of the outline of headings, which defaults to On this page.',
        ].join('\n\n'),
        'site-config.md': [
          '# Site config',
          '## title',
          'The title of the site, shown in the mobile menu.',
          '## base',
          'The base path the site is served from.',
          '## lang',
          'The language of the site, for its html tag.',
        ].join('\n\n'),
      }),
    );
    const first = (query: string) => searchDocs(index, { query, pageSize: 3 })[0]?.path;
    expect(first('change on this page text')).toBe('/nav');
    expect(first('change "on this page" text')).toBe('/theme-config');
  });
});
