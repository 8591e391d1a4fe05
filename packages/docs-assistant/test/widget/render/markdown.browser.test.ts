import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { Lexer } from 'marked';
import {
  MarkdownStream,
  renderMarkdownStream,
  type MarkdownContext,
} from '../../../src/widget/render/markdown.js';
import { isSameOrigin, safeImageUrl, safeLinkUrl } from '../../../src/widget/render/safe-url.js';

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

  it('gives every citation marker its own link, with the cited page and its label', async () => {
    const pages = [
      { href: 'https://docs.example/install', title: 'Install' },
      { href: 'https://other.example/api', title: 'API' },
    ];
    const stream = new MarkdownStream();
    stream.update('One [1], two [2], again [1] and [1], none [3].\n\n- in a list [2]', true);
    const el = await fixture(
      html`<div>
        ${renderMarkdownStream(stream, {
          ...context,
          cite: (n) => pages[n - 1],
          citationLabel: 'Source {n}: {title}',
        })}
      </div>`,
    );
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['1', '2', '1', '1', '2']);
    expect(new Set(links).size).to.equal(5);
    expect(links[2]!.getAttribute('href')).to.equal('https://docs.example/install');
    expect(links[2]!.getAttribute('aria-label')).to.equal('Source 1: Install');
    expect(links[2]!.getAttribute('part')).to.equal('citation');
    expect(links[2]!.hasAttribute('target')).to.equal(false);
    expect(links[1]!.getAttribute('target')).to.equal('_blank');
    expect(links[1]!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(el.textContent).to.contain('none [3].');
  });

  it('ends a streaming answer with one caret after its last words, and a complete one with none', () => {
    const stream = new MarkdownStream();
    const el = document.createElement('div');
    const caretParent = (text: string) => {
      stream.update(text);
      render(renderMarkdownStream(stream, context), el);
      expect(el.querySelectorAll('.caret'), text).to.have.length.at.most(1);
      return el.querySelector('.caret')?.parentElement;
    };
    expect(caretParent('')).to.equal(el);
    expect(caretParent('One.\n\nTwo is **bo')!.textContent).to.equal('Two is bo');
    expect(caretParent('One.\n\nTwo is **bold**.\n\n- a\n- b')!.outerHTML).to.match(/^<li>b/);
    expect(caretParent('One.\n\n```sh\nnpm i')).to.equal(undefined);
    stream.update('One.\n\nTwo.', true);
    render(renderMarkdownStream(stream, context), el);
    expect(el.querySelector('.caret')).to.equal(null);
  });

  it('keeps the items of a list being written: only its last item is built again', () => {
    const items = Array.from(
      { length: 30 },
      (_, i) => `- item **${i}** with \`code\` and [a link](/docs/${i})`,
    );
    const text = `Steps:\n\n${items.join('\n')}`;
    const stream = new MarkdownStream();
    const el = document.createElement('div');
    let first: Element | undefined;
    for (let end = 12; end <= text.length; end += 5) {
      stream.update(text.slice(0, end));
      render(renderMarkdownStream(stream, context), el);
      const shown = el.querySelectorAll('li');
      if (shown.length < 2) continue;
      first ??= shown[0];
      expect(shown[0], text.slice(0, end)).to.equal(first);
      expect(el.querySelectorAll('.caret')).to.have.length(1);
    }
    // The same elements as the list rendered at once.
    stream.update(text);
    render(renderMarkdownStream(stream, context), el);
    const whole = new MarkdownStream();
    whole.update(text);
    const once = document.createElement('div');
    render(renderMarkdownStream(whole, context), once);
    expect(el.querySelectorAll('li')).to.have.length(30);
    expect(el.innerHTML).to.equal(once.innerHTML);
  });

  it('keeps the items of a list being written when highlighting arrives for another block', () => {
    const text =
      '```ts\nconst a = 1;\n```\n\n- one [1]\n- two\n- three with code:\n\n  ```ts\n  b();\n  ```\n- four';
    let highlighted = false;
    let version = 0;
    const versioned: MarkdownContext = {
      ...context,
      // Only the code in the third item waits for its highlighting here.
      blockVersion: (token) => (token.type === 'code' && token.raw.includes('b()') ? highlighted : 0),
    };
    const stream = new MarkdownStream();
    const el = document.createElement('div');
    const show = () => {
      stream.update(text);
      render(renderMarkdownStream(stream, { ...versioned, settledVersion: version }), el);
      return [...el.querySelectorAll('ul > li')];
    };
    const before = show();
    // Highlighting arrived for the first code block: the answer's version changed, no item did.
    version++;
    const after = show();
    expect(after.slice(0, 3)).to.deep.equal(before.slice(0, 3));
    // Its own code block's highlighting builds that item again, and the items after it.
    highlighted = true;
    version++;
    const highlightedItems = show();
    expect(highlightedItems.slice(0, 2)).to.deep.equal(before.slice(0, 2));
    expect(highlightedItems[2]).not.to.equal(before[2]);
  });

  it('renders a settled code block again when its highlighting arrives, and only its group', () => {
    // Two groups of settled blocks, a code block in each.
    const blocks = Array.from({ length: 40 }, (_, i) =>
      i % 20 === 3 ? '```ts\nf' + i + '();\n```' : `Step ${i}.`,
    );
    const stream = new MarkdownStream();
    stream.update(`${blocks.join('\n\n')}\n\nThe end`);
    expect(stream.groups.length).to.be.at.least(2);
    const highlighted = new Set<string>();
    let checked: string[] = [];
    const versioned: MarkdownContext = {
      ...context,
      codeBlock: (code) => html`<pre>${highlighted.has(code) ? `lit ${code}` : code}</pre>`,
      blockVersion: (token) => {
        checked.push(token.raw);
        return token.type === 'code' && highlighted.has((token as { text: string }).text);
      },
    };
    const el = document.createElement('div');
    render(renderMarkdownStream(stream, { ...versioned, settledVersion: 0 }), el);
    const before = [...el.querySelectorAll('.blocks')].map((group) => [...group.children]);
    // A render for another reason reads no block's version.
    checked = [];
    render(renderMarkdownStream(stream, { ...versioned, settledVersion: 0 }), el);
    expect(checked).to.deep.equal([]);
    highlighted.add('f23();');
    render(renderMarkdownStream(stream, { ...versioned, settledVersion: 1 }), el);
    expect(el.querySelectorAll('pre')[1]!.textContent).to.equal('lit f23();');
    expect(el.querySelectorAll('pre')[0]!.textContent).to.equal('f3();');
    // The first group's blocks are the same elements, and none of them was checked on its own.
    expect([...el.querySelectorAll('.blocks')[0]!.children]).to.deep.equal(before[0]);
    expect(checked.filter((raw) => raw.startsWith('Step 0.'))).to.have.length(1);
  });

  it('builds a list being written anew when it becomes loose', () => {
    const stream = new MarkdownStream();
    const el = document.createElement('div');
    const show = (text: string) => {
      stream.update(text);
      render(renderMarkdownStream(stream, context), el);
      const whole = new MarkdownStream();
      whole.update(text);
      const once = document.createElement('div');
      render(renderMarkdownStream(whole, context), once);
      expect(el.innerHTML, text).to.equal(once.innerHTML);
    };
    show('Intro.\n\n- one\n- two');
    show('Intro.\n\n- one\n- two\n\n- three');
    expect(el.querySelectorAll('li p')).to.have.length(3);
    show('Intro.\n\n1. one\n2. two [1]');
  });

  it('renders a code block inside a list item through the code block renderer', async () => {
    const stream = new MarkdownStream();
    stream.update('1. Install:\n\n   ```sh\n   npm i <x>\n   ```\n2. Done', true);
    const el = await fixture(html`<div>${renderMarkdownStream(stream, context)}</div>`);
    const pre = el.querySelector<HTMLElement>('ol li pre')!;
    expect(pre.dataset.language).to.equal('sh');
    expect(pre.textContent).to.equal('npm i <x>');
    expect(el.querySelectorAll('ol > li')).to.have.length(2);
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
  it('tells links that stay on the page’s site, resolved or not', () => {
    const resolved = safeLinkUrl('/docs/a', base)!;
    expect(isSameOrigin(resolved, base)).to.equal(true);
    expect(isSameOrigin('https://docs.example:443/x', base)).to.equal(true);
    for (const url of [
      'https://docs.example:8443/x',
      'http://docs.example/x',
      'https://api.docs.example/x',
      'mailto:help@docs.example',
    ]) {
      expect(isSameOrigin(safeLinkUrl(url, base) ?? url, base), url).to.equal(false);
    }
    expect(isSameOrigin('not a url', base)).to.equal(false);
    expect(isSameOrigin(resolved, 'https://other.example/')).to.equal(false);
  });
  it('loads images only from allowed origins', () => {
    expect(safeImageUrl('/img/a.png', base, ['https://docs.example'])).to.equal(
      'https://docs.example/img/a.png',
    );
    expect(safeImageUrl('https://tracker.example/p.png', base, ['https://docs.example'])).to.equal(undefined);
  });
});
