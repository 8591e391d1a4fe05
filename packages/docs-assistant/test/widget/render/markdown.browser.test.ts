import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { Lexer } from 'marked';
import {
  MarkdownStream,
  renderMarkdownStream,
  type MarkdownContext,
} from '../../../src/widget/render/markdown.js';
import { safeImageUrl, safeLinkUrl } from '../../../src/widget/render/safe-url.js';

const context: MarkdownContext = {
  base: 'https://docs.example/guide/page',
  imageOrigins: ['https://docs.example'],
  codeBlock: (code, language) => html`<pre data-language=${language}><code>${code}</code></pre>`,
};

/** A long answer: paragraphs, lists, code and a table, about 10,000 tokens. */
function longAnswer(): string {
  const blocks: string[] = [];
  for (let i = 0; blocks.join('\n\n').length < 40_000; i++) {
    blocks.push(
      `Paragraph ${i} explains **one** step with a [link](/docs/${i}) and \`code ${i}\`. `.repeat(3),
    );
    if (i % 5 === 0) blocks.push(`- item a${i}\n- item b${i}\n- item c${i}`);
    if (i % 7 === 0) blocks.push('```ts\nconst x = ' + i + ';\n```');
    if (i % 11 === 0) blocks.push('| a | b |\n|---|---|\n| ' + i + ' | y |');
  }
  return blocks.join('\n\n');
}

describe('MarkdownStream', () => {
  it('lexes a 10,000-token answer in linear work, not once per delta', () => {
    const text = longAnswer();
    const stream = new MarkdownStream();
    let deltas = 0;
    for (let end = 4; end < text.length + 4; end += 4) {
      stream.update(text.slice(0, end));
      deltas++;
    }
    expect(deltas).to.be.at.least(10_000);
    // Re-lexing everything per delta would lex about deltas × length / 2 characters.
    const quadratic = (deltas * text.length) / 2;
    expect(stream.lexedCharacters).to.be.below(text.length * 150);
    expect(stream.lexedCharacters).to.be.below(quadratic / 50);
  });

  it('ends with the same blocks as lexing the whole text', async () => {
    const text = longAnswer().slice(0, 6000);
    const stream = new MarkdownStream();
    for (let end = 3; end < text.length; end += 3) stream.update(text.slice(0, end));
    stream.update(text);
    const streamed = document.createElement('div');
    render(renderMarkdownStream(stream, context), streamed);
    stream.update(text, true);
    const whole = Lexer.lex(text);
    expect(stream.stable.map((t) => t.type)).to.deep.equal(whole.map((t) => t.type));
    const final = document.createElement('div');
    render(renderMarkdownStream(stream, context), final);
    expect(streamed.textContent!.replace(/\s+/g, ' ')).to.equal(final.textContent!.replace(/\s+/g, ' '));
  });

  it('renders markdown to elements without parsing HTML', async () => {
    const stream = new MarkdownStream();
    stream.update(
      '# Title\n\nSome *em* and <b>raw</b>\n\n1. one\n2. two\n\n> quote\n\n```sh\nnpm i\n```\n',
      true,
    );
    const el = await fixture(html`<div>${renderMarkdownStream(stream, context)}</div>`);
    expect(el.querySelector('[role="heading"][aria-level="1"]')!.textContent!.trim()).to.equal('Title');
    expect(el.querySelector('em')!.textContent).to.equal('em');
    expect(el.querySelector('b')).to.equal(null);
    expect(el.textContent).to.contain('<b>raw</b>');
    expect(el.querySelectorAll('ol li')).to.have.length(2);
    expect(el.querySelector('blockquote')).to.exist;
    expect(el.querySelector('pre')!.dataset.language).to.equal('sh');
  });
});

describe('safe URLs', () => {
  const base = 'https://docs.example/guide/page';
  it('keeps http(s), mailto and relative links', () => {
    expect(safeLinkUrl('https://a.example/x', base)).to.equal('https://a.example/x');
    expect(safeLinkUrl('mailto:help@docs.example', base)).to.equal('mailto:help@docs.example');
    expect(safeLinkUrl('../api#x', base)).to.equal('https://docs.example/api#x');
    expect(safeLinkUrl('//cdn.example/a', base)).to.equal('https://cdn.example/a');
  });
  it('drops every other scheme', () => {
    for (const url of [
      'javascript:x',
      ' JavaScript:x',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///x',
      'ftp://x',
    ]) {
      expect(safeLinkUrl(url, base), url).to.equal(undefined);
    }
  });
  it('loads images only from allowed origins', () => {
    expect(safeImageUrl('/img/a.png', base, ['https://docs.example'])).to.equal(
      'https://docs.example/img/a.png',
    );
    expect(safeImageUrl('https://tracker.example/p.png', base, ['https://docs.example'])).to.equal(undefined);
  });
});
