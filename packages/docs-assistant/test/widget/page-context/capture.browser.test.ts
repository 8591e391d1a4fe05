import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../../src/widget/docs-assistant.js';
import '../../../src/widget/index.js';
import {
  codeContext,
  currentPath,
  nearestElementId,
  pageFilter,
  resolveFilter,
} from '../../../src/widget/page-context/capture.js';
import { selectionContext } from '../../../src/widget/page-context/selection-measure.js';
import { clearStorage, loadPanel, query, queryAll, waitForSelector } from '../helpers/element.js';
import { ScriptedFetch } from '../helpers/scripted-fetch.js';

function select(node: Node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('page context capture', () => {
  it('cuts the current path to 200 characters', () => {
    expect(currentPath({ pathname: '/docs/a' })).to.equal('/docs/a');
    expect(currentPath({ pathname: `/${'x'.repeat(300)}` })).to.have.length(200);
  });

  it('finds the nearest element id', async () => {
    const el = await fixture(
      html`<section id="install">
        <p><span>text</span></p>
      </section>`,
    );
    expect(nearestElementId(el.querySelector('span')!.firstChild)).to.equal('install');
    expect(nearestElementId(document.createElement('p'))).to.equal(undefined);
  });

  it('turns a selection into a textSelection item', async () => {
    const el = await fixture(
      html`<div>
        <h2 id="limits">Limits</h2>
        <p id="rate">Ten thousand requests per hour.</p>
      </div>`,
    );
    select(el.querySelector('#rate')!);
    expect(selectionContext({ pathname: '/docs/limits' }, document.getSelection())).to.deep.equal({
      type: 'textSelection',
      value: 'Ten thousand requests per hour.',
      path: '/docs/limits',
      elementId: 'rate',
    });
    document.getSelection()!.removeAllRanges();
    expect(selectionContext({ pathname: '/' }, document.getSelection())).to.equal(undefined);
  });

  it('turns a code block into a code item', async () => {
    const el = await fixture(
      html`<div id="example">
        <pre><code>npm install docs-assistant</code></pre>
      </div>`,
    );
    expect(codeContext(el.querySelector('pre')!, { pathname: '/docs' })).to.deep.equal({
      type: 'code',
      value: 'npm install docs-assistant',
      path: '/docs',
      elementId: 'example',
    });
  });

  it('reads version and language from the page', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.lang = 'fr';
    expect(pageFilter(doc, { pathname: '/docs/v2/guide' })).to.deep.equal({ version: 'v2', language: 'fr' });
    expect(pageFilter(doc, { pathname: '/docs/1.4/api' }).version).to.equal('1.4');
    const meta = doc.createElement('meta');
    meta.name = 'docsearch:version';
    meta.content = '3.0';
    doc.head.append(meta);
    expect(pageFilter(doc, { pathname: '/docs/v2/guide' }).version).to.equal('3.0');
    expect(
      resolveFilter({ scope: 'auto', language: 'de', groups: ['api'] }, doc, { pathname: '/' }),
    ).to.deep.equal({
      version: '3.0',
      language: 'de',
      groups: ['api'],
    });
    expect(resolveFilter({}, doc, { pathname: '/v9/x' })).to.equal(undefined);
  });
});

describe('context buttons', () => {
  let script: ScriptedFetch;
  before(loadPanel);
  beforeEach(() => {
    clearStorage();
    script = new ScriptedFetch();
  });

  it('adds "Ask about this code" after each code block and sends the code as context', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <pre id="install-snippet"><code>npm install docs-assistant</code></pre>
        <pre><code>second</code></pre>
        <docs-assistant .fetch=${script.fetch}></docs-assistant>
      </div>`,
    );
    const el = page.querySelector('docs-assistant')!;
    await el.updateComplete;
    const actions = [...page.querySelectorAll('docs-assistant-code-action')];
    expect(actions).to.have.length(2);
    expect(actions[0]!.previousElementSibling!.id).to.equal('install-snippet');
    const button = actions[0]!.shadowRoot!.querySelector('button')!;
    expect(button.textContent).to.equal('Ask about this code');
    await expect(page).to.be.accessible();

    button.click();
    await waitUntil(() => queryAll(el, '[part~="context-chip"]').length === 1, 'no chip');
    expect(query(el, '[part~="context-chip"]')!.textContent).to.contain('npm install docs-assistant');
    await expect(el).to.be.accessible();

    script.stream().answer('Run it.');
    await el.ask('What does this do?');
    expect(script.bodies[0]!.context).to.deep.equal([
      {
        type: 'code',
        value: 'npm install docs-assistant',
        path: currentPath(location),
        elementId: 'install-snippet',
      },
    ]);
    expect(queryAll(el, '.composer [part~="context-chip"]')).to.have.length(0);
    expect(queryAll(el, '.message.user [part~="context-chip"]')).to.have.length(1);
  });

  it('equips code blocks added later and follows code-selector', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <div class="snippet">one</div>
        <pre>not matched</pre>
        <docs-assistant code-selector=".snippet" .fetch=${script.fetch}></docs-assistant>
      </div>`,
    );
    await page.querySelector('docs-assistant')!.updateComplete;
    expect(page.querySelectorAll('docs-assistant-code-action')).to.have.length(1);
    const later = document.createElement('div');
    later.className = 'snippet';
    page.prepend(later);
    await waitUntil(() => page.querySelectorAll('docs-assistant-code-action').length === 2);
    const el = page.querySelector('docs-assistant')!;
    el.remove();
    expect(page.querySelectorAll('docs-assistant-code-action')).to.have.length(0);
    // An update while out of the page (a late announcement, say) equips nothing.
    el.requestUpdate();
    await el.updateComplete;
    page.prepend(Object.assign(document.createElement('div'), { className: 'snippet' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(page.querySelectorAll('docs-assistant-code-action')).to.have.length(0);
    page.append(el);
    await el.updateComplete;
    expect(page.querySelectorAll('docs-assistant-code-action')).to.have.length(3);
  });

  it('shows "Ask about this" on selected text and adds it as context', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <p id="quota">Each organization may send ten thousand questions per hour.</p>
        <docs-assistant .fetch=${script.fetch}></docs-assistant>
      </div>`,
    );
    const el = page.querySelector('docs-assistant')!;
    select(page.querySelector('#quota')!.firstChild!);
    const action = await waitForSelector(el, '[part="selection-action"]');
    expect(action.textContent!.trim()).to.equal('Ask about this');
    await expect(el).to.be.accessible();
    action.click();
    await waitUntil(() => queryAll(el, '[part~="context-chip"]').length === 1);
    expect(query(el, '[part="selection-action"]')).to.equal(null);

    script.stream().answer('Yes.');
    await el.ask('Per hour?');
    expect(script.bodies[0]!.context).to.deep.equal([
      {
        type: 'textSelection',
        value: 'Each organization may send ten thousand questions per hour.',
        path: currentPath(location),
        elementId: 'quota',
      },
    ]);
  });

  it('offers no "Ask about this" for text selected inside the assistant', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    await el.open();
    select(query(el, '.empty p')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await el.updateComplete;
    expect(query(el, '[part="selection-action"]')).to.equal(null);
  });

  it('lets the reader remove pending context; addContext() does the same from code', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    await el.addContext({ type: 'code', value: 'a()' });
    await el.addContext({ type: 'textSelection', value: 'b' });
    await el.addContext({ type: 'code', value: 'a()' });
    expect(queryAll(el, '[part~="context-chip"]')).to.have.length(2);
    query(el, '[part~="remove-context"]')!.click();
    await el.updateComplete;
    expect(queryAll(el, '[part~="context-chip"]').map((chip) => chip.textContent)).to.have.length(1);
    script.stream().answer('ok');
    await el.ask('q');
    expect(script.bodies[0]!.context).to.deep.equal([{ type: 'textSelection', value: 'b' }]);
  });
});
