import { describe, expect, it } from 'vitest';
import { hasLongerForm, isLabel, passagesOf, weightOf } from '../../src/assistant/section-passages.js';
import { ROW_MARK } from '../../src/docs/mdast-blocks.js';
import type { DocSection } from '../../src/docs/types.js';

const section = (text: string): DocSection =>
  ({
    id: 's',
    path: '/guide',
    anchor: 'setup',
    pageTitle: 'Guide',
    headings: ['Guide', 'Health checks'],
    text,
    code: [{ lang: 'sh', code: 'curl localhost/healthz', intro: 'Check it:' }],
    language: 'en',
    version: null,
    position: 1,
  }) as unknown as DocSection;

describe('the passages of a section', () => {
  it('are its sentences, rows and code blocks, read once per language', () => {
    const s = section('The server answers on /healthz. It is configured by `PORT`.\n- `PORT`: the port');
    const read = passagesOf(s, 'en');
    expect(read.passages.map((p) => [p.text, p.row, !!p.code, p.at])).toEqual([
      ['The server answers on /healthz.', false, false, 0],
      ['It is configured by `PORT`.', false, false, 1],
      ['`PORT`: the port', true, false, 2],
      ['Check it:', false, true, 3],
    ]);
    expect(read.ownHeading.has('health')).toBe(true);
    expect(passagesOf(s, 'en')).toBe(read);
    expect(passagesOf(s, 'fr')).not.toBe(read);
  });

  it('leave out the rendering of an example the code shows, not prose that names the code', () => {
    const table =
      '| Left aligned | Center aligned | Right aligned |\n| :--- | :---: | ---: |\n| Left | Center | Right |';
    const s = {
      ...section(
        `Use colons in the separator row to align column content:\n${ROW_MARK}Left (Center aligned: Center): Right\nBadge Badge Badge`,
      ),
      code: [
        { lang: 'mdx', title: null, code: table },
        { lang: 'mdx', title: null, code: '<Badge>Badge</Badge>\n<Badge>Badge</Badge>' },
      ],
    } as DocSection;
    expect(
      passagesOf(s, 'en')
        .passages.filter((p) => !p.code)
        .map((p) => p.text),
    ).toEqual(['Use colons in the separator row to align column content:']);
    // Nor does it introduce the block it renders.
    const badges = {
      ...s,
      code: [{ lang: 'mdx', title: null, code: '<Badge>Badge</Badge>', intro: 'Badge Badge Badge' }],
    };
    expect(passagesOf(badges as DocSection, 'en').passages.find((p) => p.code)?.text).toBe('');
    // A row of the docs' own words stays, though an example sets the same option.
    const option = {
      ...section(`${ROW_MARK}\`align\` (Default: \`left\`): Where a column's content sits`),
      code: [{ lang: 'mdx', title: null, code: 'align: left' }],
    } as DocSection;
    expect(passagesOf(option, 'en').passages.filter((p) => p.row)).toHaveLength(1);
  });

  it('end a sentence only where the next one may begin: not at "e.g." going on in lower case', () => {
    const s = section('Fonts load from Google, e.g. to match the brand. Turn it off. Then rebuild.');
    expect(
      passagesOf(s, 'en')
        .passages.filter((p) => !p.code)
        .map((p) => p.text),
    ).toEqual(['Fonts load from Google, e.g. to match the brand.', 'Turn it off.', 'Then rebuild.']);
  });

  it('go on after "e.g." and "i.e." whatever follows them', () => {
    const s = section('Append the `-vue` suffix, e.g. `js-vue`, to fences. Use one store, i.e. Redux. Done.');
    expect(
      passagesOf(s, 'en')
        .passages.filter((p) => !p.code)
        .map((p) => p.text),
    ).toEqual(['Append the `-vue` suffix, e.g. `js-vue`, to fences.', 'Use one store, i.e. Redux.', 'Done.']);
  });

  it('find a longer form of a word, as a prefix, as a scan of their terms would', () => {
    const s = section('Configuration lives in one file; health checks and healthz endpoints too.');
    for (const passage of passagesOf(s, 'en').passages)
      for (const term of ['config', 'configur', 'health', 'healthz', 'file', 'fil', 'zzz', 'a', 'liv'])
        expect(hasLongerForm(passage, term)).toBe(
          passage.terms.some((t) => t.length > term.length && t.startsWith(term)),
        );
    expect(hasLongerForm(passagesOf(s, 'en').passages[0]!, 'config')).toBe(true);
  });

  it('weigh a code block’s words less than those introducing it', () => {
    const [sentence, code] = passagesOf(section('The server answers on /healthz.'), 'en').passages;
    expect(weightOf(sentence!, 'server')).toBe(1);
    expect(weightOf(sentence!, 'zzz')).toBe(0);
    expect(code!.code).toBeDefined();
    expect(weightOf(code!, 'curl')).toBe(0.5);
    expect(weightOf(code!, 'check')).toBe(1);
  });

  it('tell a label (an admonition’s kind, a caption) from a sentence', () => {
    const read = passagesOf(
      section('Warning\nOnly inline elements work.\nNode.js version 22 or higher.'),
      'en',
    );
    expect(read.passages.filter((p) => !p.code).map((p) => [p.text, isLabel(p)])).toEqual([
      ['Warning', true],
      ['Only inline elements work.', false],
      ['Node.js version 22 or higher.', false],
    ]);
  });
});
