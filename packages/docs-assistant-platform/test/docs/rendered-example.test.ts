import { describe, expect, it } from 'vitest';
import { renderedExample } from '../../src/docs/rendered-example.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import type { DocSection } from '../../src/docs/types.js';

const section = (path: string, text: string, code = ''): DocSection => ({
  id: path,
  path,
  anchor: null,
  pageTitle: path.slice(1),
  headings: [],
  text,
  code: code ? [{ lang: 'markdown', title: null, code }] : [],
  version: null,
  language: 'en',
  groups: [],
  position: 0,
});

const grid = section(
  '/grids',
  [
    'Card grids wrap each item in a card that levitates on hover:',
    'HTML for content and structure',
    'Internet Explorer ... huh?',
  ].join('\n'),
  '- :html5: __HTML__ for content and structure\n- :ie: __Internet Explorer__ ... huh?',
);

describe('the rendering of an example a section shows', () => {
  it('is a line without a full stop made of a block’s words, or any line the block holds word for word', () => {
    const renders = renderedExample(grid);
    expect(renders('HTML for content and structure')).toBe(true);
    expect(renders('Internet Explorer ... huh?')).toBe(true);
    expect(renders('Card grids wrap each item in a card that levitates on hover:')).toBe(false);
    // A sentence of the block's words in another order says something of its own.
    expect(renders('Structure and content, for HTML.')).toBe(false);
  });

  it('does not make a section found for the example’s words', () => {
    const support = section(
      '/browser-support',
      [
        'Material goes at great lengths to support the largest possible range of browsers.',
        'Older browsers might work with some effort: icons may render as boxes, spacing may be off.',
        'Internet Explorer - no support, mainly due to missing support for custom properties.',
      ].join('\n'),
    );
    const cards = section(
      '/cards',
      [
        'Cards show a grid:',
        'Internet Explorer ... huh?',
        'Or in a list:',
        'Internet Explorer ... huh?',
      ].join('\n'),
      '<div class="grid cards" markdown>\n- __Internet Explorer__ ... huh?\n</div>',
    );
    const index = DocsIndex.build([cards, support]);
    // The example's markdown still names it, as code: the page saying whether it works comes first.
    const hits = index.search('internet explorer', { limit: 5 });
    expect(hits.map((hit) => hit.section.path)).toEqual(['/browser-support', '/cards']);
  });
});
