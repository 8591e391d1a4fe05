import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../../src/widget/docs-assistant.js';
import '../../../src/widget/index.js';
import { DEFAULT_STRINGS } from '../../../src/widget/panel/panel-strings.js';
import { panelStyles } from '../../../src/widget/panel/panel.styles.js';
import { warmUpRendering } from '../../../src/widget/panel/render-warm-up.js';
import type { MessageContext } from '../../../src/widget/render/message.js';
import { clearStorage, loadPanel } from '../helpers/element.js';

const context: MessageContext = {
  strings: DEFAULT_STRINGS,
  base: location.href,
  imageOrigins: [location.origin],
  copiedKey: undefined,
  onCopy: () => undefined,
  requestRender: () => undefined,
  streaming: false,
  feedback: undefined,
  askingReason: false,
  supportUrl: '',
  onFeedback: () => undefined,
  onFeedbackReason: () => undefined,
};

/** A shadow root with the panel's styles, as the element has once its panel loaded. */
async function panelRoot(): Promise<ShadowRoot> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [panelStyles.styleSheet!];
  return root;
}

type Seen = { state: 'streaming' | 'complete'; answer: Element; host: HTMLElement; visibility: string };

/** Records each render of the warm-up's sample answer, however briefly it is shown. */
function watch(root: ShadowRoot): Seen[] {
  const seen: Seen[] = [];
  const record = () => {
    const host = root.querySelector<HTMLElement>('.warm-up');
    const answer = host?.shadowRoot?.querySelector('.message.assistant');
    if (!host || !answer) return;
    const state = answer.querySelector('.answer-actions') ? 'complete' : 'streaming';
    if (seen.at(-1)?.state !== state)
      seen.push({
        state,
        answer: answer.cloneNode(true) as Element,
        host,
        visibility: getComputedStyle(answer).visibility,
      });
  };
  const observer = new MutationObserver(() => {
    const inner = root.querySelector('.warm-up')?.shadowRoot;
    if (inner) observer.observe(inner, { childList: true, subtree: true, characterData: true });
    record();
  });
  observer.observe(root, { childList: true });
  return seen;
}

describe('rendering warm-up', () => {
  before(loadPanel);
  beforeEach(clearStorage);

  it('renders a sample answer streaming then complete, hidden, and leaves nothing behind', async () => {
    const root = await panelRoot();
    const seen = watch(root);
    await warmUpRendering(
      root,
      () => context,
      () => false,
    );
    expect(seen.map((s) => s.state)).to.deep.equal(['streaming', 'complete']);
    const complete = seen[1]!.answer;
    for (const selector of [
      'strong',
      'em',
      'del',
      'code',
      'a[part="citation"]',
      'ul',
      'ol',
      'blockquote',
      'table',
      'figure.code-block',
      '[role="heading"]',
    ])
      expect(complete.querySelector(selector), selector).to.exist;
    expect(seen[0]!.answer.querySelector('.caret')).to.exist;
    const host = seen[0]!.host;
    expect(host.inert).to.equal(true);
    expect(host.getAttribute('aria-hidden')).to.equal('true');
    expect(seen.map((s) => s.visibility)).to.deep.equal(['hidden', 'hidden']);
    expect(root.querySelector('.warm-up')).to.equal(null);
    expect(host.isConnected).to.equal(false);
  });

  it('stops without rendering when an answer is already streaming', async () => {
    const root = await panelRoot();
    const seen = watch(root);
    await warmUpRendering(
      root,
      () => context,
      () => true,
    );
    expect(seen).to.have.length(0);
    expect(root.childNodes).to.have.length(0);
  });

  it('runs once the panel shows, unseen by the element’s own queries', async function () {
    this.timeout(10_000);
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none"></docs-assistant>`,
    );
    const root = el.shadowRoot!;
    let added = false;
    let removed = false;
    let messagesSeen = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if ([...record.addedNodes].some((node) => (node as Element).classList?.contains('warm-up')))
          added = true;
        if ([...record.removedNodes].some((node) => (node as Element).classList?.contains('warm-up')))
          removed = true;
      }
      messagesSeen += root.querySelectorAll('.message').length;
    });
    observer.observe(root, { childList: true });
    await el.preload();
    await waitUntil(() => removed, 'the warm-up did not end', { timeout: 8000 });
    observer.disconnect();
    expect(added).to.equal(true);
    expect(messagesSeen).to.equal(0);
    expect(root.querySelector('.warm-up')).to.equal(null);
  });
});
