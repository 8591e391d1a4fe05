import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { expect, fixture, html } from '@open-wc/testing';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import { clearStorage, loadPanel, query } from './helpers/element.js';
import { ScriptedFetch } from './helpers/scripted-fetch.js';

const background = (el: DocsAssistant) => getComputedStyle(query(el, '#panel')!).backgroundColor;

describe('<docs-assistant> theming', () => {
  before(loadPanel);
  beforeEach(clearStorage);
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('has light and dark themes and follows prefers-color-scheme', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${new ScriptedFetch().fetch}></docs-assistant>`,
    );
    await el.open();
    expect(background(el)).to.equal('rgb(255, 255, 255)');
    el.theme = 'dark';
    await el.updateComplete;
    expect(background(el)).to.equal('rgb(21, 25, 31)');
    await expect(el).to.be.accessible();
    el.theme = 'auto';
    await emulateMedia({ colorScheme: 'dark' });
    await el.updateComplete;
    expect(background(el)).to.equal('rgb(21, 25, 31)');
    el.theme = 'light';
    await el.updateComplete;
    expect(background(el)).to.equal('rgb(255, 255, 255)');
  });

  it('takes colours, radius and font from --docs-assistant-* properties', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        style="--docs-assistant-accent: rgb(200, 0, 100); --docs-assistant-background: rgb(1, 2, 3); --docs-assistant-radius: 3px; --docs-assistant-font: monospace"
        mode="modal"
        .fetch=${new ScriptedFetch().fetch}
      ></docs-assistant>`,
    );
    expect(getComputedStyle(query(el, '.launcher')!).backgroundColor).to.equal('rgb(200, 0, 100)');
    await el.open();
    const panel = getComputedStyle(query(el, '#panel')!);
    expect(panel.backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(panel.borderTopLeftRadius).to.equal('3px');
    expect(panel.fontFamily).to.equal('monospace');
  });

  it('exposes parts for styling from the page', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${new ScriptedFetch().fetch}></docs-assistant>`,
    );
    await el.open();
    for (const part of ['launcher', 'panel', 'header', 'messages', 'composer', 'input', 'button']) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.exist;
    }
  });

  it('goes full screen on a narrow screen', async () => {
    await setViewport({ width: 390, height: 700 });
    try {
      for (const mode of ['sidebar', 'modal']) {
        const el = await fixture<DocsAssistant>(
          html`<docs-assistant mode=${mode} .fetch=${new ScriptedFetch().fetch}></docs-assistant>`,
        );
        await el.open();
        const rect = query(el, '#panel')!.getBoundingClientRect();
        expect([rect.left, rect.top, rect.width, rect.height], mode).to.deep.equal([0, 0, 390, 700]);
        el.close();
        el.remove();
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('mirrors its layout right to left', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div dir="rtl">
        <docs-assistant .fetch=${new ScriptedFetch().fetch}></docs-assistant>
      </div>`,
    );
    const el = host.querySelector('docs-assistant')!;
    expect(query(el, '.launcher')!.getBoundingClientRect().left).to.be.below(innerWidth / 2);
    await el.open();
    expect(query(el, '#panel')!.getBoundingClientRect().left).to.equal(0);
  });
});
