import { expect } from '@open-wc/testing';
import { MarkdownStream } from '../../../src/widget/render/markdown.js';
import { closePartialMarkdown } from '../../../src/widget/render/partial-markdown.js';

describe('closePartialMarkdown', () => {
  const cases: [string, string][] = [
    ['Works with **any', 'Works with **any**'],
    ['Works with **', 'Works with '],
    ['Use `npm', 'Use `npm`'],
    ['Use `', 'Use '],
    ['An *em', 'An *em*'],
    ['Gone ~~old', 'Gone ~~old~~'],
    ['See [the guide](/docs/ins', 'See the guide'],
    ['See [the gui', 'See the gui'],
    ['Cited [', 'Cited '],
    ['Cited [1', 'Cited '],
    ['Cited [1] done', 'Cited [1] done'],
    ['Intro\n| a | b |', 'Intro'],
    ['| a | b |\n|---|---|\n| 1 |', '| a | b |\n|---|---|\n| 1 |'],
    ['- one\n- **two', '- one\n- **two**'],
    ['```js\nconst a = `x', '```js\nconst a = `x'],
    ['All **closed** and `done`.', 'All **closed** and `done`.'],
  ];
  for (const [input, expected] of cases) {
    it(`makes ${JSON.stringify(input)} presentable`, () => {
      expect(closePartialMarkdown(input)).to.equal(expected);
    });
  }
});

describe('MarkdownStream while streaming', () => {
  it('shows no raw markers at the live end, and settles to the text as written', () => {
    const stream = new MarkdownStream();
    stream.update('First paragraph.\n\nWorks with **any');
    const live = JSON.stringify(stream.live);
    expect(live).to.contain('"type":"strong"');
    stream.update('First paragraph.\n\nWorks with **any** site', true);
    expect(stream.stable.map((token) => token.raw).join('')).to.equal(
      'First paragraph.\n\nWorks with **any** site',
    );
  });

  it('does not lex a finished answer again when it renders again', () => {
    const stream = new MarkdownStream();
    const text = 'Done **now**.\n\n- a\n- b';
    stream.update(text, true);
    const lexed = stream.lexedCharacters;
    for (let i = 0; i < 50; i++) stream.update(text, true);
    expect(stream.lexedCharacters).to.equal(lexed);
  });
});
