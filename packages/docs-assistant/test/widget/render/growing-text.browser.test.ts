import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { DEFAULT_STRINGS } from '../../../src/widget/panel/panel-strings.js';
import { growingText } from '../../../src/widget/render/growing-text.js';
import { renderText, type PartContext } from '../../../src/widget/render/parts.js';

const context: PartContext = {
  base: 'https://docs.example/guide/page',
  imageOrigins: [],
  strings: DEFAULT_STRINGS,
  copiedKey: undefined,
  onCopy: () => {},
  requestRender: () => {},
};

const textNodes = (el: Element) => [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);

describe('growingText', () => {
  it('appends what was added to the text it shows, in the same text node', () => {
    const el = document.createElement('code');
    const show = (text: string) => render(html`${growingText(text)}`, el);
    show('const a');
    const [node] = textNodes(el);
    show('const a = 1;\n');
    expect(textNodes(el)).to.have.length(1);
    expect(textNodes(el)[0]).to.equal(node);
    expect(el.textContent).to.equal('const a = 1;\n');
    // Text that does not continue what is shown replaces it.
    show('let b');
    expect(el.textContent).to.equal('let b');
    show('');
    expect(el.textContent).to.equal('');
  });

  it('keeps one text node for a code block being written, whole once it is complete', () => {
    const code = Array.from({ length: 40 }, (_, i) => `const option${i} = { retries: ${i} };`).join('\n');
    const text = `Set it:\n\n\`\`\`ts\n${code}\n\`\`\`\n\nDone.`;
    const el = document.createElement('div');
    const key = 'm_growing:0';
    let node: Node | undefined;
    const fenceOpen = text.indexOf('```ts\n') + 6;
    const fenceClose = text.lastIndexOf('\n```');
    for (let end = fenceOpen + 10; end < fenceClose; end += 37) {
      render(renderText(text.slice(0, end), key, false, context), el);
      const shown = el.querySelector('pre code')!;
      node ??= textNodes(shown)[0];
      expect(textNodes(shown), `at ${end}`).to.have.length(1);
      expect(textNodes(shown)[0], `at ${end}`).to.equal(node);
      // The lexer leaves out a last line break, which may be the next line's start.
      expect(shown.textContent).to.equal(text.slice(fenceOpen, end).replace(/\n$/, ''));
    }
    render(renderText(text, key, true, context), el);
    expect(el.querySelector('pre code')!.textContent).to.equal(code);
    expect(el.querySelector('.caret')).to.equal(null);
  });
});
