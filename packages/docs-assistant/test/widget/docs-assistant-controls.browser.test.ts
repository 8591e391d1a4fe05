import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import { clearStorage, loadPanel, query, queryAll, settled, waitForSelector } from './helpers/element.js';
import { ScriptedFetch } from './helpers/scripted-fetch.js';

describe('<docs-assistant> controls', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(() => {
    clearStorage();
    script = new ScriptedFetch();
  });

  it('stops a streaming answer and keeps what arrived', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const stream = script.stream();
    const asked = el.ask('Long answer please');
    stream.send(
      { type: 'start', messageId: 'a1' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'First part' },
    );
    await waitUntil(
      () => query(el, '.message.assistant')?.textContent?.includes('First part'),
      'no partial text',
    );
    expect(query(el, '.messages')!.getAttribute('aria-busy')).to.equal('true');
    query(el, '[part~="stop-button"]')!.click();
    await asked;
    await settled(el);
    expect(query(el, '.message.assistant')!.textContent).to.contain('First part');
    expect(query(el, '.error')).to.equal(null);
    expect(query(el, '[part~="send-button"]')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('asks a starter question from the attribute', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        suggestions="How do I install it?|What does it cost?"
      ></docs-assistant>`,
    );
    await el.open();
    const buttons = queryAll(el, '[part~="suggestion"]');
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal([
      'How do I install it?',
      'What does it cost?',
    ]);
    await expect(el).to.be.accessible();
    script.stream().answer('Like this.');
    buttons[1]!.click();
    await waitUntil(() => query(el, '.message.assistant'));
    await settled(el);
    expect(script.bodies[0]!.messages[0]!.parts).to.deep.equal([
      { type: 'text', text: 'What does it cost?' },
    ]);
    expect(queryAll(el, '[part~="suggestion"]')).to.have.length(0);
  });

  it('asks a slotted starter question', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch}>
        <button slot="suggestions" data-question="Where are the API keys?">API keys</button>
      </docs-assistant>`,
    );
    await el.open();
    script.stream().answer('On the keys page.');
    el.querySelector<HTMLButtonElement>('[slot="suggestions"]')!.click();
    await waitUntil(() => query(el, '.message.assistant'));
    expect(script.bodies[0]!.messages[0]!.parts[0]).to.deep.equal({
      type: 'text',
      text: 'Where are the API keys?',
    });
  });

  it('rates an answer and copies it', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    script.stream({ 'X-Thread-Id': 'th_5', 'X-Thread-Key': 'k' }).answer('Use **mode**.', 'th_5');
    await el.ask('How?');
    await settled(el);
    const [up, down] = queryAll(el, '[part~="feedback-button"]');
    expect(up!.getAttribute('aria-label')).to.equal('Helpful');
    const rated = oneEvent(el, 'docs-assistant-feedback');
    down!.click();
    const { detail } = await rated;
    expect(detail).to.deep.include({ threadId: 'th_5', helpful: false });
    expect(detail.messageId).to.be.a('string');
    await el.updateComplete;
    expect(down!.getAttribute('aria-pressed')).to.equal('true');
    expect(up!.getAttribute('aria-pressed')).to.equal('false');

    let copied = '';
    const clipboard = navigator.clipboard as Clipboard & { writeText: (text: string) => Promise<void> };
    const original = clipboard.writeText;
    clipboard.writeText = async (text: string) => void (copied = text);
    try {
      query(el, '[part~="copy-answer"]')!.click();
      await waitUntil(() => query(el, '[part~="copy-answer"]')!.textContent!.includes('Copied'));
      expect(copied).to.equal('Use **mode**.');
    } finally {
      clipboard.writeText = original;
    }
  });

  it('fires send and finish events that bubble out of shadow roots', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div><docs-assistant .fetch=${script.fetch}></docs-assistant></div>`,
    );
    const el = host.querySelector('docs-assistant')!;
    script.stream({ 'X-Thread-Id': 'th_e', 'X-Thread-Key': 'k' }).answer('Done.', 'th_e');
    const sent = oneEvent(host, 'docs-assistant-send');
    const finished = oneEvent(host, 'docs-assistant-finish');
    void el.ask('Events?');
    expect((await sent).detail.text).to.equal('Events?');
    const { detail } = await finished;
    expect(detail.threadId).to.equal('th_e');
    expect(detail.text).to.equal('Done.');
  });

  it('keeps the question and the draft after a network failure', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    script.networkFailure();
    await el.ask('Still there?');
    const error = await waitForSelector(el, '.error');
    expect(error.textContent).to.contain('could not be reached');
    expect(query(el, '.message.user')!.textContent).to.contain('Still there?');
    const input = query<HTMLTextAreaElement>(el, 'textarea')!;
    input.value = 'typed meanwhile';
    input.dispatchEvent(new InputEvent('input'));
    script.stream().answer('Back.');
    query(el, '[part~="retry-button"]')!.click();
    await waitUntil(() => query(el, '.message.assistant')?.textContent?.includes('Back.'));
    expect(query<HTMLTextAreaElement>(el, 'textarea')!.value).to.equal('typed meanwhile');
    expect(script.bodies[1]!.messages.map((m) => m.parts[0])).to.deep.equal([
      { type: 'text', text: 'Still there?' },
    ]);
  });

  it('keeps an unsent draft across a re-created element', async () => {
    const first = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`,
    );
    await first.open();
    const input = query<HTMLTextAreaElement>(first, 'textarea')!;
    input.value = 'half a question';
    input.dispatchEvent(new InputEvent('input'));
    input.dispatchEvent(new Event('change'));
    first.remove();
    const second = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`,
    );
    await second.open();
    expect(query<HTMLTextAreaElement>(second, 'textarea')!.value).to.equal('half a question');
  });

  it('replaces a cut answer on retry', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    script
      .stream()
      .send(
        { type: 'start', messageId: 'cut' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Half' },
      )
      .close();
    await el.ask('Q');
    await waitForSelector(el, '.error');
    script.stream().answer('Whole answer.');
    query(el, '[part~="retry-button"]')!.click();
    await waitUntil(() => query(el, '.message.assistant')?.textContent?.includes('Whole answer.'));
    await settled(el);
    expect(queryAll(el, '.message.assistant')).to.have.length(1);
    expect(script.bodies[1]!.messages.map((m) => m.role)).to.deep.equal(['user']);
  });

  it('uses replacement strings', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        .strings=${{ launcher: 'Fragen', title: 'Dokumentation fragen' }}
      ></docs-assistant>`,
    );
    expect(query(el, '.launcher')!.textContent).to.contain('Fragen');
    await el.open();
    expect(query(el, '#title')!.textContent).to.contain('Dokumentation fragen');
  });
});
