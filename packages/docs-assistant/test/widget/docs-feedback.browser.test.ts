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
  code?: string;
  lang?: string;
  filename?: string;
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

  describe('with code-selector', () => {
    let page: HTMLElement;
    beforeEach(() => {
      page = document.createElement('main');
      page.innerHTML = `<figure data-filename="run.sh"><pre class="language-bash"><code>npx serve --port 8787\necho "&lt;img src=x onerror=window.__xss=1&gt;"</code></pre></figure>
        <pre><code class="language-ts">const a = 1;</code></pre>`;
      document.body.append(page);
    });
    afterEach(() => page.remove());

    const reportButtons = () =>
      [...page.querySelectorAll('docs-assistant-code-action')].map((a) => a.shadowRoot!.querySelector('button')!);

    it('adds no button without it', async () => {
      await fixture<DocsFeedback>(html`<docs-feedback api=${loopbackApi()}></docs-feedback>`);
      expect(reportButtons()).to.have.length(0);
    });

    it('reports a problem with a code block: its code, language and file name, and what is wrong', async () => {
      const api = loopbackApi();
      const el = await fixture<DocsFeedback>(
        html`<docs-feedback api=${api} path="/guides/run" code-selector="pre"></docs-feedback>`,
      );
      const buttons = reportButtons();
      expect(buttons.map((b) => b.textContent)).to.deep.equal([
        'Report a problem with this code',
        'Report a problem with this code',
      ]);
      buttons[0]!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('dialog')?.open);
      const dialog = el.shadowRoot!.querySelector('dialog')!;
      expect(part(el, 'code-preview').textContent).to.contain('<img src=x onerror=window.__xss=1>');
      expect(dialog.querySelector('img')).to.equal(null);
      await expect(el).to.be.accessible();

      // What is wrong is required.
      part(el, 'send').click();
      await el.updateComplete;
      expect(await posted(api)).to.deep.equal([]);

      dialog.querySelector('textarea')!.value = 'The flag is --listen, not --port.';
      const sent = oneEvent(el, 'docs-feedback-sent');
      part(el, 'send').click();
      expect((await sent).detail).to.deep.equal({ code: true });
      await waitUntil(() => dialog.querySelector('[part~="thanks"]'));
      const [body] = await posted(api);
      expect(body).to.deep.equal({
        source: 'code',
        clientId: body!.clientId,
        path: '/guides/run',
        code: 'npx serve --port 8787\necho "<img src=x onerror=window.__xss=1>"',
        lang: 'bash',
        filename: 'run.sh',
        comment: 'The flag is --listen, not --port.',
      });
      expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
      // The page's own rating is untouched by a code report.
      expect(part(el, 'question').textContent).to.equal('Was this page helpful?');
    });

    it('removes its buttons when it leaves the page', async () => {
      const el = await fixture<DocsFeedback>(
        html`<docs-feedback api=${loopbackApi()} code-selector="pre"></docs-feedback>`,
      );
      expect(reportButtons()).to.have.length(2);
      el.remove();
      expect(reportButtons()).to.have.length(0);
    });
  });
});

