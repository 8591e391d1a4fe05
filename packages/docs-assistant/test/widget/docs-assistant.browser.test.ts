import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { AssistantRequestBody } from '../../src/protocol/request.js';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import {
  clearStorage,
  loadPanel,
  loopbackApi,
  query,
  queryAll,
  recordedRequests,
  settled,
  waitForSelector,
} from './helpers/element.js';

describe('<docs-assistant> against a loopback server', () => {
  before(loadPanel);
  beforeEach(clearStorage);

  it('is accessible closed and open', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${loopbackApi()}></docs-assistant>`);
    await expect(el).to.be.accessible();
    await el.open();
    await expect(el).to.be.accessible();
  });

  it('streams an answer with every part type and the request body of seed 4.1', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant api=${api} fp="user-7" version="2.0" groups="guides,api"></docs-assistant>`,
    );
    const finished = oneEvent(el, 'docs-assistant-finish');
    await el.ask('How do I install it?');
    const { detail } = await finished;
    await el.updateComplete;

    const answer = query(el, '.message.assistant')!;
    expect(query(el, '.message.user')!.textContent).to.contain('How do I install it?');
    // text as markdown
    expect(answer.querySelector('[role="heading"]')!.textContent).to.contain('Installing the assistant');
    expect(answer.querySelectorAll('.markdown li')).to.have.length(2);
    expect(answer.querySelector('table')).to.exist;
    expect(answer.querySelector('.code-block .language')!.textContent).to.equal('html');
    expect(answer.querySelector('.code-block code')!.textContent).to.contain('<script type="module"');
    expect(answer.querySelector('.code-block button')!.textContent!.trim()).to.equal('Copy code');
    // reasoning, collapsed
    const reasoning = answer.querySelector('details.reasoning') as HTMLDetailsElement;
    expect(reasoning.open).to.equal(false);
    expect(reasoning.textContent).to.contain('Searched the docs');
    // sources: numbered, titled; same-origin navigates, others open a new tab
    const sources = [...answer.querySelectorAll<HTMLAnchorElement>('.citations li a')];
    expect(sources.map((a) => a.textContent)).to.deep.equal(['Install guide', 'API reference']);
    expect(sources[0]!.href).to.equal(new URL('/docs/install', location.href).href);
    expect(sources[0]!.target).to.equal('');
    expect(sources[1]!.target).to.equal('_blank');
    expect(sources[1]!.rel).to.contain('noopener');
    // file part as an image (same origin); the steps before the text (searching) draw no separator
    expect(answer.querySelector<HTMLImageElement>('img.file-image')!.src).to.contain(
      '/test/widget/fixtures/diagram.svg',
    );
    expect(answer.querySelectorAll('hr.step')).to.have.length(0);

    expect(detail.threadId).to.match(/^01J/);
    expect(detail.text).to.contain('Installing the assistant');
    expect(el.threadId).to.equal(detail.threadId);
    // Announced once the answer's last render is laid out, in a frame of its own.
    await waitUntil(
      () => query(el, '[role="status"]')!.textContent!.includes('Answer ready.'),
      'not announced',
    );
    expect(query(el, '[role="status"]')!.textContent).to.contain('Installing the assistant');
    expect(query(el, '.messages')!.getAttribute('aria-busy')).to.equal('false');
    (answer.querySelector('details.reasoning') as HTMLDetailsElement).open = true;
    await expect(el).to.be.accessible();

    const [body] = (await recordedRequests(api)) as AssistantRequestBody[];
    expect(body!.fp).to.equal('user-7');
    expect(body!.retrievalPageSize).to.equal(5);
    expect(body!.currentPath).to.equal(location.pathname.slice(0, 200));
    expect(body!.filter).to.deep.equal({ version: '2.0', groups: ['guides', 'api'] });
    expect(body!.threadId).to.equal(undefined);
    expect(body!.messages).to.have.length(1);
    expect(body!.messages[0]!.role).to.equal('user');
    expect(body!.messages[0]!.parts).to.deep.equal([{ type: 'text', text: 'How do I install it?' }]);
  });

  it('sends threadId and threadKey on follow-ups and keeps them across a re-created element', async () => {
    const api = loopbackApi();
    const first = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    await first.ask('First question');
    const threadId = first.threadId;
    expect(threadId).to.be.a('string');
    first.remove();

    const second = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    await second.open();
    expect(queryAll(second, '.message')).to.have.length(2);
    await second.ask('A follow-up');
    expect(second.threadId).to.equal(threadId);

    const bodies = (await recordedRequests(api)) as AssistantRequestBody[];
    expect(bodies).to.have.length(2);
    expect(bodies[1]!.threadId).to.equal(threadId);
    expect(bodies[1]!.threadKey).to.match(/^tk_/);
    expect(bodies[1]!.messages.map((m) => m.role)).to.deep.equal(['user', 'assistant', 'user']);
    expect(query(second, '.error')).to.equal(null);
  });

  it('"New chat" starts a new thread', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    await el.ask('One');
    const before = el.threadId;
    query(el, '[part~="new-chat-button"]')!.click();
    await waitUntil(() => queryAll(el, '.message').length === 0);
    expect(el.threadId).to.equal(undefined);
    expect(sessionStorage.length).to.equal(0);
    await el.ask('Two');
    expect(el.threadId).to.not.equal(before);
    const bodies = (await recordedRequests(api)) as AssistantRequestBody[];
    expect(bodies[1]!.threadId).to.equal(undefined);
    expect(bodies[1]!.messages).to.have.length(1);
  });

  it('persist="local" keeps the conversation in localStorage, keyed by api', async () => {
    const api = loopbackApi();
    const first = await fixture<DocsAssistant>(
      html`<docs-assistant api=${api} persist="local"></docs-assistant>`,
    );
    await first.ask('Remember me');
    first.remove();
    expect(sessionStorage.length).to.equal(0);
    expect(JSON.parse(localStorage.getItem(`docs-assistant:${api}`)!).thread.threadId).to.equal(
      first.threadId,
    );
    const second = await fixture<DocsAssistant>(
      html`<docs-assistant api=${api} persist="local"></docs-assistant>`,
    );
    await second.open();
    expect(queryAll(second, '.message')).to.have.length(2);
    const other = await fixture<DocsAssistant>(
      html`<docs-assistant api=${loopbackApi()} persist="local"></docs-assistant>`,
    );
    await other.open();
    expect(queryAll(other, '.message')).to.have.length(0);
  });

  it('persist="none" keeps nothing in storage', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant api=${loopbackApi()} persist="none"></docs-assistant>`,
    );
    await el.ask('Hello');
    expect(sessionStorage.length + localStorage.length).to.equal(0);
  });

  it('shows a rate limit with the wait from Retry-After, then retries', async () => {
    const api = loopbackApi('429-once');
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    const failed = oneEvent(el, 'docs-assistant-error');
    await el.ask('Too fast?');
    const { detail } = await failed;
    expect(detail.error.kind).to.equal('rate-limited');
    expect(detail.error.retryAfter).to.equal(12);
    const error = await waitForSelector(el, '.error');
    expect(error.textContent).to.contain('Try again in 12 seconds');
    expect(query(el, '.message.user')!.textContent).to.contain('Too fast?');
    await expect(el).to.be.accessible();

    query(el, '[part~="retry-button"]')!.click();
    await waitUntil(() => query(el, '.message.assistant'), 'no answer after retry', { timeout: 4000 });
    await settled(el);
    expect(query(el, '.error')).to.equal(null);
    const bodies = (await recordedRequests(api)) as AssistantRequestBody[];
    expect(bodies).to.have.length(2);
    expect(bodies[1]!.messages.map((m) => m.parts[0])).to.deep.equal([{ type: 'text', text: 'Too fast?' }]);
  });

  for (const [scenario, kind, text] of [
    ['401', 'unauthorized', 'not signed in'],
    ['403', 'forbidden', 'not available on this site'],
    ['500', 'server', 'had a problem'],
    ['cut', 'stream-cut', 'cut off'],
  ] as const) {
    it(`explains a ${scenario} failure and offers a retry`, async () => {
      const el = await fixture<DocsAssistant>(
        html`<docs-assistant api=${loopbackApi(scenario)}></docs-assistant>`,
      );
      const failed = oneEvent(el, 'docs-assistant-error');
      await el.ask('Question');
      expect((await failed).detail.error.kind).to.equal(kind);
      const error = await waitForSelector(el, '.error');
      expect(error.textContent).to.contain(text);
      expect(query(el, '[part~="retry-button"]')).to.exist;
    });
  }
});
