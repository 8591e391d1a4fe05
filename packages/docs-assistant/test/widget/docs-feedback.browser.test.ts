import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { DocsFeedback } from '../../src/widget/page-feedback/define-feedback.js';
import { loopbackApi } from './helpers/element.js';

interface Posted {
  source: string;
  clientId: string;
  path: string;
  helpful: boolean;
  comment?: string;
  contact?: string;
}

async function posted(api: string): Promise<Posted[]> {
  const session = new URL(api, location.href).searchParams.get('session');
  return (await (await fetch(`/api/feedback?session=${session}`)).json()) as Posted[];
}

const part = <T extends HTMLElement = HTMLElement>(el: DocsFeedback, name: string) =>
  el.shadowRoot!.querySelector<T>(`[part~="${name}"]`)!;

async function choose(el: DocsFeedback, answer: 'Yes' | 'No') {
  const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="choice"]')];
  buttons.find((b) => b.textContent!.trim() === answer)!.click();
  await el.updateComplete;
}

function fill(el: DocsFeedback, comment: string, contact: string) {
  el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea')!.value = comment;
  el.shadowRoot!.querySelector<HTMLInputElement>('input')!.value = contact;
}

describe('<docs-feedback>', () => {
  it('is defined by its own entry and accessible at each step', async () => {
    expect(customElements.get('docs-feedback')).to.equal(DocsFeedback);
    const el = await fixture<DocsFeedback>(html`<docs-feedback api=${loopbackApi()}></docs-feedback>`);
    expect(part(el, 'question').textContent).to.equal('Was this page helpful?');
    await expect(el).to.be.accessible();
    await choose(el, 'No');
    await expect(el).to.be.accessible();
  });

  it('sends yes or no with the optional comment and contact as page feedback', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsFeedback>(
      html`<docs-feedback api=${api} path="/guides/install"></docs-feedback>`,
    );
    await choose(el, 'No');
    expect(part(el, 'choice').getAttribute('aria-pressed')).to.equal('false');
    fill(el, '  The Windows steps are missing. <img src=x onerror=alert(1)> ', 'reader@example.com');
    const sent = oneEvent(el, 'docs-feedback-sent');
    part(el, 'send').click();
    expect((await sent).detail).to.deep.equal({ helpful: false });
    await el.updateComplete;
    expect(part(el, 'thanks').textContent).to.contain('Thanks');
    const [body] = await posted(api);
    expect(body).to.deep.equal({
      source: 'page',
      clientId: body!.clientId,
      path: '/guides/install',
      helpful: false,
      comment: 'The Windows steps are missing. <img src=x onerror=alert(1)>',
      contact: 'reader@example.com',
    });
  });

  it('sends a bare yes, for the current page', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsFeedback>(html`<docs-feedback api=${api}></docs-feedback>`);
    await choose(el, 'Yes');
    part(el, 'send').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="thanks"]'));
    const [body] = await posted(api);
    expect(body).to.deep.equal({
      source: 'page',
      clientId: body!.clientId,
      path: location.pathname,
      helpful: true,
    });
  });

  it('sends nothing with an invalid e-mail address', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsFeedback>(html`<docs-feedback api=${api}></docs-feedback>`);
    await choose(el, 'No');
    fill(el, '', 'not an address');
    part(el, 'send').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="thanks"]')).to.equal(null);
    expect(await posted(api)).to.deep.equal([]);
  });

  it('says when sending failed, and sending again keeps one client id', async () => {
    const api = loopbackApi('503-once');
    const el = await fixture<DocsFeedback>(html`<docs-feedback api=${api}></docs-feedback>`);
    await choose(el, 'No');
    part(el, 'send').click();
    await waitUntil(() => part(el, 'error').textContent!.includes('Not sent'));
    part(el, 'send').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="thanks"]'));
    const bodies = await posted(api);
    expect(bodies).to.have.length(2);
    expect(bodies[1]!.clientId).to.equal(bodies[0]!.clientId);
  });
});
