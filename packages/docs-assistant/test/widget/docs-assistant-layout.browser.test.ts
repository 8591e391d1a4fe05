import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import { PUSH_ATTRIBUTE, PUSH_WIDTH_PROPERTY } from '../../src/widget/layout/sidebar-layout.js';
import { placeButton } from '../../src/widget/page-context/selection-measure.js';
import { clearStorage, loadPanel, query, queryAll, settled, waitForSelector } from './helpers/element.js';
import { ScriptedFetch } from './helpers/scripted-fetch.js';

/** A page with a control on the left and one at the right edge, where the sidebar opens. */
function pageWithEdgeButton() {
  return html`<div>
    <button id="left">Left</button>
    <button id="edge" style="position: fixed; right: 8px; top: 50%;">Edge</button>
    <a id="after" href="#after">After</a>
  </div>`;
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<docs-assistant> layout', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(async () => {
    clearStorage();
    script = new ScriptedFetch();
    await setViewport({ width: 1200, height: 800 });
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it('pushes the page aside with `push`, and gives the space back on close', async () => {
    const page = await fixture<HTMLDivElement>(pageWithEdgeButton());
    const el = document.createElement('docs-assistant');
    el.fetch = script.fetch;
    el.push = true;
    page.append(el);
    const root = document.documentElement;
    const margin = getComputedStyle(document.body).marginRight;
    await el.open();
    await el.updateComplete;
    const panel = query(el, '#panel')!.getBoundingClientRect();
    expect(root.hasAttribute(PUSH_ATTRIBUTE)).to.equal(true);
    expect(root.style.getPropertyValue(PUSH_WIDTH_PROPERTY)).to.equal(`${panel.width}px`);
    expect(parseFloat(getComputedStyle(document.body).marginRight)).to.equal(panel.width);
    // The article's own content ends where the panel begins.
    const left = page.querySelector('#left')!.getBoundingClientRect();
    expect(left.right).to.be.at.most(panel.left);
    expect(document.body.getBoundingClientRect().right).to.be.at.most(panel.left + 0.5);
    el.close();
    await el.updateComplete;
    expect(root.hasAttribute(PUSH_ATTRIBUTE)).to.equal(false);
    expect(getComputedStyle(document.body).marginRight).to.equal(margin);
  });

  it('covers the page on narrow screens even with `push`', async () => {
    await setViewport({ width: 375, height: 700 });
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} push></docs-assistant>`,
    );
    await el.open();
    await el.updateComplete;
    expect(document.documentElement.hasAttribute(PUSH_ATTRIBUTE)).to.equal(false);
    el.close();
  });

  it('never moves focus onto a control the sidebar covers', async () => {
    const page = await fixture<HTMLDivElement>(pageWithEdgeButton());
    const el = document.createElement('docs-assistant');
    el.fetch = script.fetch;
    page.append(el);
    await el.open();
    const edge = page.querySelector<HTMLButtonElement>('#edge')!;
    const panel = query(el, '#panel')!.getBoundingClientRect();
    expect(edge.getBoundingClientRect().left).to.be.above(panel.left);
    page.querySelector<HTMLButtonElement>('#left')!.focus();
    await sendKeys({ press: 'Tab' });
    // The covered button is skipped: the next visible control gets focus.
    expect(document.activeElement?.id).to.equal('after');
    // Shift+Tab from there skips it too.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(document.activeElement?.id).to.equal('left');
    // Focused by a script, it hands focus to the panel instead.
    edge.focus();
    expect(deepActive()?.id).to.equal('input');
    el.close();
  });

  it('closes a modal on a backdrop click, not on a click inside', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} mode="modal"></docs-assistant>`,
    );
    await el.open();
    const box = query(el, '#panel')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 40), Math.round(box.top + 100)] });
    expect(el.isOpen).to.equal(true);
    await sendMouse({ type: 'click', position: [5, 5] });
    await waitUntil(() => !el.isOpen, 'the modal stayed open');
    expect(query<HTMLDialogElement>(el, 'dialog')?.open ?? false).to.equal(false);
  });

  it('renders inline with one header and a filled empty state', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        mode="inline"
        suggestions="How do I start?"
      ></docs-assistant>`,
    );
    await waitForSelector(el, '[part="header"]');
    expect(queryAll(el, '[part="header"]')).to.have.length(1);
    expect(query(el, '#title')!.textContent!.trim()).to.equal('Ask the docs');
    expect(query(el, '[part~="close-button"]') === null).to.equal(true);
    const empty = query(el, '[part="empty-state"]')!;
    expect(empty.textContent).to.contain('Ask anything about these docs');
    expect(empty.querySelector('svg') !== null).to.equal(true);
    expect(empty.getBoundingClientRect().height).to.be.above(60);
    expect(queryAll(el, '[part~="suggestion"]')).to.have.length(1);
    await expect(el).to.be.accessible();
  });
});

describe('<docs-assistant> on a phone', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(async () => {
    clearStorage();
    script = new ScriptedFetch();
    await setViewport({ width: 375, height: 667 });
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it('has 44px tap targets and a 16px input at 375px', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const launcher = query(el, '.launcher')!.getBoundingClientRect();
    expect(launcher.height).to.be.at.least(44);
    script.stream().answer('Use `mode`.\n\n```js\nconst a = 1;\n```');
    await el.addContext({ type: 'code', value: 'const a = 1;' });
    await el.ask('How?');
    await settled(el);
    await el.addContext({ type: 'textSelection', value: 'A passage' });
    const buttons = queryAll(el, '#panel button');
    expect(buttons.length).to.be.above(6);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const name = button.getAttribute('part');
      expect(box.width, `${name} width`).to.be.at.least(44);
      expect(box.height, `${name} height`).to.be.at.least(44);
    }
    expect(parseFloat(getComputedStyle(query(el, 'textarea')!).fontSize)).to.be.at.least(16);
    // Full screen, above the on-screen keyboard's inset.
    const panel = query(el, '#panel')!;
    expect(panel.getBoundingClientRect().width).to.equal(375);
    el.style.setProperty('--_keyboard-inset', '300px');
    expect(panel.getBoundingClientRect().bottom).to.equal(667 - 300);
    el.close();
  });
});

describe('<docs-assistant> citation markers on a phone', () => {
  before(loadPanel);
  beforeEach(() => setViewport({ width: 375, height: 667 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('gives each [n] a 44px hit area without moving the text', async () => {
    clearStorage();
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    script
      .stream()
      .send(
        { type: 'start', messageId: 'm_1' },
        { type: 'source-url', sourceId: 'src-1', url: '/docs/install', title: 'Install guide' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Install the package first [1], then reload the page.' },
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: 'stop' },
        'data: [DONE]\n\n',
      )
      .close();
    await el.ask('How?');
    await settled(el);
    const link = query<HTMLAnchorElement>(el, '.markdown a[part="citation"]')!;
    const marker = link.querySelector('.cite-marker')!.getBoundingClientRect();
    expect(marker.height).to.be.below(30);
    const x = marker.left + marker.width / 2;
    const y = marker.top + marker.height / 2;
    // Taps up to 21px from the marker's centre, in every direction, land on its link.
    for (const [dx, dy] of [
      [0, 0],
      [-21, 0],
      [21, 0],
      [0, -21],
      [0, 21],
      [-15, -15],
      [15, 15],
    ] as const) {
      const hit = el.shadowRoot!.elementFromPoint(x + dx, y + dy);
      expect(hit?.closest('a'), `tap at ${dx},${dy}`).to.equal(link);
    }
    // The hit area takes no room: without it, the paragraph and the marker sit where they are.
    const paragraph = link.closest('p')!;
    const before = [paragraph.getBoundingClientRect().toJSON(), marker.toJSON()];
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.cite-marker::after { display: none; }');
    el.shadowRoot!.adoptedStyleSheets = [...el.shadowRoot!.adoptedStyleSheets, sheet];
    const after = [
      paragraph.getBoundingClientRect().toJSON(),
      link.querySelector('.cite-marker')!.getBoundingClientRect().toJSON(),
    ];
    expect(after).to.deep.equal(before);
    expect(el.shadowRoot!.elementFromPoint(x + 21, y + 21)?.closest('a')).not.to.equal(link);
  });
});

describe('<docs-assistant> page context', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(() => {
    clearStorage();
    script = new ScriptedFetch();
  });

  it('sends an attached passage with the default question when nothing is typed', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    await el.addContext({ type: 'textSelection', value: 'The order of middlewares matters.' });
    const input = query<HTMLTextAreaElement>(el, 'textarea')!;
    expect(input.placeholder).to.equal('Explain this');
    const chip = query(el, '.chip.textSelection .chip-value')!;
    // A selection reads as prose, not code.
    expect(getComputedStyle(chip).fontFamily).not.to.contain('monospace');
    script.stream().answer('It runs them in order.');
    query(el, '[part~="send-button"]')!.click();
    await waitUntil(() => script.bodies.length === 1);
    expect(script.bodies[0]!.messages[0]!.parts).to.deep.equal([{ type: 'text', text: 'Explain this' }]);
    expect(script.bodies[0]!.context).to.deep.equal([
      { type: 'textSelection', value: 'The order of middlewares matters.' },
    ]);
    await settled(el);
    // Without context, an empty question sends nothing.
    query(el, '[part~="send-button"]')!.click();
    await el.updateComplete;
    expect(script.bodies).to.have.length(1);
  });

  it('asks the default question in the reader’s language', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} language="ja"></docs-assistant>`,
    );
    await el.addContext({ type: 'code', value: 'app.use(a); app.use(b);' });
    await waitUntil(() => query<HTMLTextAreaElement>(el, 'textarea')!.placeholder === 'これを説明して');
    script.stream().answer('順番に実行されます。');
    query(el, '[part~="send-button"]')!.click();
    await waitUntil(() => script.bodies.length === 1);
    expect(script.bodies[0]!.messages[0]!.parts[0]).to.deep.equal({ type: 'text', text: 'これを説明して' });
  });

  it('places the selection button beside the text column, or above the selection', () => {
    const viewport = { width: 1200, height: 800 };
    // Room in the margin: beside the column, level with the selection's first line.
    expect(placeButton({ top: 300, bottom: 340, left: 200 }, { right: 800 }, viewport)).to.deep.equal({
      top: 300,
      left: 808,
    });
    // No margin (a phone): above the selection, where it hides none of the selected text or what follows.
    const narrow = { width: 375, height: 667 };
    expect(placeButton({ top: 300, bottom: 340, left: 20 }, { right: 375 }, narrow)).to.deep.equal({
      top: 248,
      left: 20,
    });
    // At the top of the screen: below instead.
    expect(placeButton({ top: 10, bottom: 30, left: 20 }, { right: 375 }, narrow).top).to.equal(38);
  });

  it('shows the selection button where it covers no text', async () => {
    await setViewport({ width: 1200, height: 800 });
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <p id="para" style="max-width: 600px; margin: 0; font-size: 16px">
          Middleware runs in the order it is added. Add the logger first, then the router, so every request is
          logged.
        </p>
        <p id="next" style="max-width: 600px; margin: 0; font-size: 16px">
          The next paragraph must stay readable.
        </p>
        <docs-assistant></docs-assistant>
      </div>`,
    );
    const el = page.querySelector('docs-assistant')!;
    el.fetch = script.fetch;
    const text = page.querySelector('#para')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 10);
    range.setEnd(text, 40);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    const button = await waitUntil(() => query(el, '[part="selection-action"]')).then(() =>
      query(el, '[part="selection-action"]')!,
    );
    const box = button.getBoundingClientRect();
    for (const id of ['para', 'next']) {
      const paragraph = page.querySelector(`#${id}`)!.getBoundingClientRect();
      const overlaps =
        box.left < paragraph.right &&
        box.right > paragraph.left &&
        box.top < paragraph.bottom &&
        box.bottom > paragraph.top;
      expect(overlaps, id).to.equal(false);
    }
    getSelection()!.removeAllRanges();
    await setViewport({ width: 800, height: 600 });
  });
});
