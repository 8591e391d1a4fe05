import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import { clearStorage, loadPanel, query } from './helpers/element.js';
import { ScriptedFetch } from './helpers/scripted-fetch.js';

const shadowFocus = (el: DocsAssistant) => el.shadowRoot!.activeElement;

/** Presses a combination such as `Control+KeyI`: modifiers down, key, modifiers up. */
async function chord(combination: string) {
  const keys = combination.split('+');
  const key = keys.pop()!;
  for (const modifier of keys) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of keys.reverse()) await sendKeys({ up: modifier });
}

describe('<docs-assistant> keyboard and focus', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(() => {
    clearStorage();
    script = new ScriptedFetch();
  });

  it('announces its shortcut on the launcher', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    expect(query(el, '.launcher')!.getAttribute('aria-keyshortcuts')).to.equal('Control+I');
    expect(query(el, '.launcher')!.getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('opens with Mod+I, moves focus in, closes with Escape and restores focus', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div>
        <button id="before">Page button</button>
        <docs-assistant .fetch=${script.fetch}></docs-assistant>
      </div>`,
    );
    const el = host.querySelector('docs-assistant')!;
    const before = host.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    const opened = oneEvent(el, 'docs-assistant-open');
    await chord('Control+KeyI');
    await opened;
    await waitUntil(() => shadowFocus(el)?.localName === 'textarea', 'focus did not move into the panel');
    expect(el.hasAttribute('open')).to.equal(true);
    expect(query(el, '.launcher')!.getAttribute('aria-expanded')).to.equal('true');
    const dialog = query<HTMLDialogElement>(el, 'dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal('title');
    await expect(el).to.be.accessible();

    const closed = oneEvent(el, 'docs-assistant-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(query(el, 'dialog')).to.equal(null);
    expect(document.activeElement).to.equal(before);
  });

  it('toggles closed with the shortcut when focus is not in a text field', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    await el.open();
    (query(el, '.messages') as HTMLElement).focus();
    await chord('Control+KeyI');
    await waitUntil(() => !el.isOpen);
  });

  it('never fires while typing in an input or contenteditable', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div>
        <input aria-label="search" />
        <div contenteditable="true" aria-label="editor" role="textbox"></div>
        <docs-assistant .fetch=${script.fetch}></docs-assistant>
      </div>`,
    );
    const el = host.querySelector('docs-assistant')!;
    host.querySelector('input')!.focus();
    await chord('Control+KeyI');
    host.querySelector<HTMLElement>('[contenteditable]')!.focus();
    await chord('Control+KeyI');
    await el.updateComplete;
    expect(el.isOpen).to.equal(false);
  });

  it('has no shortcut with shortcut="none" and takes a custom one', async () => {
    const none = await fixture<DocsAssistant>(
      html`<docs-assistant shortcut="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    expect(query(none, '.launcher')!.hasAttribute('aria-keyshortcuts')).to.equal(false);
    await chord('Control+KeyI');
    expect(none.isOpen).to.equal(false);
    none.remove();

    const custom = await fixture<DocsAssistant>(
      html`<docs-assistant shortcut="Alt+Shift+K" .fetch=${script.fetch}></docs-assistant>`,
    );
    expect(query(custom, '.launcher')!.getAttribute('aria-keyshortcuts')).to.equal('Alt+Shift+K');
    await chord('Alt+Shift+KeyK');
    await waitUntil(() => custom.isOpen);
  });

  it('opens from the launcher and returns focus to it', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const launcher = query<HTMLButtonElement>(el, '.launcher')!;
    launcher.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => shadowFocus(el)?.localName === 'textarea');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => shadowFocus(el) === launcher);
  });

  it('sends with Enter and adds a line with Shift+Enter', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    await el.open();
    await sendKeys({ type: 'first line' });
    await chord('Shift+Enter');
    await sendKeys({ type: 'second' });
    script.stream().answer('ok');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => script.bodies.length === 1);
    expect(script.bodies[0]!.messages[0]!.parts[0]).to.deep.equal({
      type: 'text',
      text: 'first line\nsecond',
    });
  });

  it('is a modal dialog in modal mode', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="modal" .fetch=${script.fetch}></docs-assistant>`,
    );
    await el.open();
    expect(query(el, 'dialog')!.matches(':modal')).to.equal(true);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !el.isOpen);
  });

  it('is always open, without a launcher, in inline mode', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" .fetch=${script.fetch}></docs-assistant>`,
    );
    await el.preload();
    await el.updateComplete;
    expect(query(el, '.launcher')).to.equal(null);
    expect(query(el, 'section#panel')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('asks the question in ?assistant= and removes it from the URL', async () => {
    const original = location.href;
    history.replaceState(null, '', `${location.pathname}?assistant=${encodeURIComponent('From the URL?')}`);
    script.stream().answer('Yes.');
    try {
      const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
      await waitUntil(() => script.bodies.length === 1, 'the URL question was not sent');
      expect(script.bodies[0]!.messages[0]!.parts[0]).to.deep.equal({ type: 'text', text: 'From the URL?' });
      expect(new URL(location.href).searchParams.has('assistant')).to.equal(false);
      expect(el.isOpen).to.equal(true);
    } finally {
      history.replaceState(null, '', original);
    }
  });
});
