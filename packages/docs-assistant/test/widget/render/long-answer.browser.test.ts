import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../../src/widget/docs-assistant.js';
import '../../../src/widget/index.js';
import { clearStorage, loadPanel, query, queryAll, settled } from '../helpers/element.js';
import { ScriptedFetch } from '../helpers/scripted-fetch.js';

/** About 10,000 tokens in the shape of real answers: prose with citations, lists, code and tables. */
function longAnswer(): string {
  const blocks: string[] = [];
  for (let i = 0; blocks.join('\n\n').length < 40_000; i++) {
    blocks.push(
      `Step ${i} sets **one** option [1] with a [link](/docs/${i}) and \`code ${i}\` [2]. `.repeat(2),
    );
    if (i % 5 === 0) blocks.push(`- item a${i}\n- item *b${i}*`);
    if (i % 7 === 0)
      blocks.push('```ts\nconst option' + i + ' = { mode: "sidebar", retries: ' + i + ' };\n```');
    if (i % 11 === 0) blocks.push(`| Option | Default |\n|---|---|\n| \`mode${i}\` | \`sidebar\` |`);
  }
  return blocks.join('\n\n');
}

/** The answer as the first frame that showed any of it painted it. */
function firstAnswerFrame(el: DocsAssistant): Promise<Element> {
  return new Promise((resolve) => {
    const look = () => {
      const markdown = query(el, '.message.assistant .markdown');
      if (markdown?.firstElementChild) resolve(markdown.cloneNode(true) as Element);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Sends the whole answer to the element at once, in deltas of about a token. */
function streamAnswer(script: ScriptedFetch, text: string): void {
  const stream = script.stream();
  stream.send(
    { type: 'start', messageId: 'm_long' },
    { type: 'source-url', sourceId: 'src-1', url: '/docs/install', title: 'Install' },
    { type: 'source-url', sourceId: 'src-2', url: '/docs/options', title: 'Options' },
    { type: 'text-start', id: 't' },
  );
  for (let i = 0; i < text.length; i += 4)
    stream.send({ type: 'text-delta', id: 't', delta: text.slice(i, i + 4) });
  stream
    .send({ type: 'text-end', id: 't' }, { type: 'finish', finishReason: 'stop' }, 'data: [DONE]\n\n')
    .close();
}

const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

describe('a long answer that arrives at once', () => {
  before(loadPanel);
  beforeEach(clearStorage);

  it('is followed to its end, however much arrives per frame', async function () {
    this.timeout(30_000);
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const asked = el.ask('Every option?');
    streamAnswer(script, longAnswer());
    await asked;
    await settled(el);
    const messages = query(el, '.messages')!;
    const actions = query(el, '[part="answer-actions"]')!;
    await waitUntil(
      () => actions.getBoundingClientRect().bottom <= messages.getBoundingClientRect().bottom + 0.5,
      'the answer was left behind while it streamed',
    );
  });

  it('is announced by its beginning, not read out whole', async function () {
    this.timeout(30_000);
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const asked = el.ask('Every option?');
    streamAnswer(script, longAnswer());
    await asked;
    await settled(el);
    const status = () => query(el, '[role="status"]')!.textContent!.trim();
    await waitUntil(() => status().startsWith('Answer ready.'), 'not announced', { timeout: 5000 });
    expect(status()).to.match(/^Answer ready\. Step 0 sets \*\*one\*\* option .*\. …$/s);
    expect(status().length).to.be.below(700);
  });

  it('skips rendering the blocks far from the end, at the size they have when rendered', async function () {
    this.timeout(30_000);
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const asked = el.ask('Every option?');
    streamAnswer(script, longAnswer());
    await asked;
    await settled(el);
    const groups = queryAll(el, '.message.assistant .markdown > .blocks');
    const far = groups.filter((group) => group.classList.contains('far'));
    expect(far.length).to.be.above(groups.length / 2);
    expect(groups.slice(-2).some((group) => group.classList.contains('far'))).to.equal(false);
    expect(getComputedStyle(far[0]!).contentVisibility).to.equal('auto');
    // A group contains its paint: a focus ring or a citation's hit area at its edge still shows.
    expect(getComputedStyle(far[0]!).overflowClipMargin).to.equal('22px');
    expect(getComputedStyle(groups.at(-1)!).contain).to.equal('content');
    const markdown = query(el, '.message.assistant .markdown')!;
    const skipped = markdown.getBoundingClientRect().height;
    // Rendered again, every group takes the room it took while skipped: nothing moves.
    for (const group of far) group.classList.remove('far');
    await frame();
    expect(markdown.getBoundingClientRect().height).to.be.closeTo(skipped, 1);
  });

  it('restored from a saved conversation, skips rendering the blocks far from the end too', async function () {
    this.timeout(30_000);
    const api = '/api/restored-long-answer';
    sessionStorage.setItem(
      `docs-assistant:${api}`,
      JSON.stringify({
        messages: [
          { id: 'q', role: 'user', parts: [{ type: 'text', text: 'Every option?' }] },
          { id: 'a', role: 'assistant', parts: [{ type: 'text', text: longAnswer(), state: 'done' }] },
        ],
      }),
    );
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="session" api=${api}></docs-assistant>`,
    );
    await settled(el);
    // No more text arrives: the groups are marked once they have been laid out.
    await waitUntil(
      () => queryAll(el, '.message.assistant .markdown > .blocks.far').length > 0,
      'no group of the restored answer was skipped',
      { timeout: 5000 },
    );
    const groups = queryAll(el, '.message.assistant .markdown > .blocks');
    const far = groups.filter((group) => group.classList.contains('far'));
    expect(far.length).to.equal(groups.length - 2);
    const markdown = query(el, '.message.assistant .markdown')!;
    const skipped = markdown.getBoundingClientRect().height;
    for (const group of far) group.classList.remove('far');
    await frame();
    expect(markdown.getBoundingClientRect().height).to.be.closeTo(skipped, 1);
  });

  it('is formatted from its first frame, which shows a frame’s worth, and ends highlighted', async function () {
    this.timeout(30_000);
    const text = longAnswer();
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const asked = el.ask('Every option?');
    const first = firstAnswerFrame(el);
    streamAnswer(script, text);

    const frame = await first;
    expect(frame.classList.contains('streaming')).to.equal(true);
    // A frame's worth of the answer, not all of it at once.
    expect(frame.textContent!.length).to.be.below(text.length / 4);
    // Formatted already: no raw markers, citations are links, the caret ends the live text.
    expect(frame.textContent).not.to.match(/\*\*|\[\d\]|\]\(/);
    expect(frame.querySelector('p strong')).to.exist;
    expect(frame.querySelector('a[part="citation"]')).to.exist;
    expect(frame.querySelector('.caret')).to.exist;

    await asked;
    await settled(el);
    const blocks = queryAll(el, '.message.assistant .code-block code');
    expect(blocks).to.have.length(text.split('```ts').length - 1);
    // Highlighting arrives after the blocks settle: every block is highlighted once the answer ends.
    await waitUntil(() => blocks.every((code) => code.querySelector('.tok-kwd')), 'not all highlighted', {
      timeout: 8000,
    });
    const markdown = query(el, '.message.assistant .markdown')!;
    expect(markdown.classList.contains('streaming')).to.equal(false);
    expect(markdown.querySelector('.caret')).to.equal(null);
    expect(markdown.querySelectorAll('table')).to.have.length(text.split('| Option |').length - 1);
    expect(markdown.textContent!.length).to.be.above(text.length * 0.75);
  });
});
