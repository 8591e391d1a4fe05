import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import { COPIED_FOR_MS } from '../../src/widget/panel/panel-session.js';
import { clearStorage, loadPanel, query, queryAll, settled, waitForSelector } from './helpers/element.js';
import { ScriptedFetch, type ScriptedStream } from './helpers/scripted-fetch.js';

const SOURCES = [
  { type: 'source-url', sourceId: 'src-1', url: '/docs/install', title: 'Install guide' },
  { type: 'source-url', sourceId: 'src-2', url: 'https://example.com/docs/api', title: 'API reference' },
  { type: 'source-url', sourceId: 'src-3', url: '/docs/unrelated', title: 'Unrelated page' },
];

/** An answer with sources, then `text`, finished. */
function answerWithSources(stream: ScriptedStream, text: string, sources: object[] = SOURCES) {
  stream
    .send(
      { type: 'start', messageId: `m_${Math.random().toString(36).slice(2)}` },
      { type: 'start-step' },
      { type: 'reasoning-start', id: 'r' },
      {
        type: 'reasoning-delta',
        id: 'r',
        delta:
          'Searched the documentation for “install mode” (filtered to language en; version v1, near /x).',
      },
      { type: 'reasoning-end', id: 'r' },
      ...sources,
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: text },
      { type: 'text-end', id: 't' },
      { type: 'finish-step' },
      { type: 'finish', finishReason: 'stop' },
      'data: [DONE]\n\n',
    )
    .close();
}

/** Replaces the clipboard for the duration of `run`, collecting what is copied. */
async function withClipboard(run: (copied: string[]) => Promise<void>) {
  const clipboard = navigator.clipboard as Clipboard & { writeText: (text: string) => Promise<void> };
  const original = clipboard.writeText;
  const copied: string[] = [];
  clipboard.writeText = async (text: string) => void copied.push(text);
  try {
    await run(copied);
  } finally {
    clipboard.writeText = original;
  }
}

describe('<docs-assistant> answers', () => {
  before(loadPanel);
  let script: ScriptedFetch;
  beforeEach(() => {
    clearStorage();
    script = new ScriptedFetch();
  });

  it('links [n] to the source named src-n when the answer lists only the pages it cites', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    answerWithSources(script.stream(), 'Node 20 [1].\n\nRelated: [API reference](/docs/api) [3]', [
      SOURCES[0]!,
      { ...SOURCES[1]!, sourceId: 'src-3' },
    ]);
    await el.ask('Which Node?');
    await settled(el);
    const markers = queryAll<HTMLAnchorElement>(el, '.markdown a[part="citation"]');
    expect(markers.map((a) => a.textContent!.trim())).to.deep.equal(['1', '3']);
    expect(markers[1]!.href).to.equal('https://example.com/docs/api');
    const items = [...query(el, '[part~="citations"]')!.querySelectorAll('li')];
    expect(items.map((li) => li.getAttribute('value'))).to.deep.equal(['1', '3']);
  });

  it('announces an answer after its last render, unless the next question came first', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const status = () => query(el, '[role="status"]')!.textContent!.trim();
    answerWithSources(script.stream(), 'The first answer [1].');
    await el.ask('First?');
    await settled(el);
    await waitUntil(() => status().includes('The first answer'), 'the first answer was not announced');

    // The second question is asked as soon as the second answer ends, before its announcement.
    answerWithSources(script.stream(), 'The second answer [1].');
    const third = script.stream();
    const finished = oneEvent(el, 'docs-assistant-finish');
    void el.ask('Second?');
    await finished;
    const asked = el.ask('Third?');
    await el.updateComplete;
    for (let i = 0; i < 4; i++) await new Promise((done) => requestAnimationFrame(done));
    expect(status()).not.to.contain('The second answer');
    answerWithSources(third, 'The third answer [1].');
    await asked;
    await waitUntil(() => status().includes('The third answer'), 'the third answer was not announced');
  });

  it('links each [n] to source n, and lists only the cited sources, once, by number', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    answerWithSources(script.stream(), 'Set `mode` [2]. Install first [1][2].\n\n- Then reload [9].');
    await el.ask('How?');
    await settled(el);
    const markers = queryAll<HTMLAnchorElement>(el, '.markdown a[part="citation"]');
    expect(markers.map((a) => a.textContent!.trim())).to.deep.equal(['2', '1', '2']);
    expect(markers[0]!.href).to.equal('https://example.com/docs/api');
    expect(markers[0]!.title).to.equal('API reference');
    expect(markers[0]!.getAttribute('aria-label')).to.equal('Source 2: API reference');
    expect(markers[0]!.target).to.equal('_blank');
    expect(markers[1]!.href).to.equal(new URL('/docs/install', location.href).href);
    // A marker with no source stays text.
    expect(query(el, '.markdown li')!.textContent).to.contain('[9]');
    const lists = queryAll(el, '[part~="citations"]');
    expect(lists).to.have.length(1);
    const items = [...lists[0]!.querySelectorAll('li')];
    // Cited 2 first, listed as numbered: 1 then 2.
    expect(items.map((li) => li.textContent!.trim())).to.deep.equal(['Install guide', 'API reference']);
    expect(items.map((li) => li.getAttribute('value'))).to.deep.equal(['1', '2']);
    expect(lists[0]!.textContent).not.to.contain('Unrelated page');
    await expect(el).to.be.accessible();
  });

  it('lists the closest pages and the support link when the answer cites nothing', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        support-url="https://example.com/support"
      ></docs-assistant>`,
    );
    answerWithSources(script.stream(), "I couldn't find this in the documentation.", SOURCES.slice(0, 2));
    await el.ask('Is there a GraphQL API?');
    await settled(el);
    const list = query(el, '[part~="citations"]')!;
    expect(list.querySelector('.citations-title')!.textContent).to.equal('Closest pages');
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
      'Install guide',
      'API reference',
    ]);
    const support = query<HTMLAnchorElement>(el, '[part="support-link"]')!;
    expect(support.href).to.equal('https://example.com/support');
    expect(support.textContent).to.equal('Still stuck? Contact support');
  });

  it('shows no support link under a cited answer, nor an unsafe one', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} support-url="javascript:alert(1)"></docs-assistant>`,
    );
    answerWithSources(script.stream(), 'Nothing cited here.');
    await el.ask('?');
    await settled(el);
    expect(query(el, '[part="support-link"]') === null).to.equal(true);
    el.supportUrl = '/help';
    answerWithSources(script.stream(), 'Cited [1].');
    await el.ask('Again?');
    await settled(el);
    const answers = queryAll(el, '.message.assistant');
    expect(answers[1]!.querySelector('[part="support-link"]') === null).to.equal(true);
    expect(answers[0]!.querySelector<HTMLAnchorElement>('[part="support-link"]')!.pathname).to.equal('/help');
  });

  it('copies markdown with the cited links resolved, and the label resets', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    answerWithSources(script.stream(), 'Use **mode** [1] and see the API [2].');
    await el.ask('How?');
    await settled(el);
    await withClipboard(async (copied) => {
      const button = query(el, '[part~="copy-answer"]')!;
      button.click();
      await waitUntil(() => button.textContent!.includes('Copied'));
      const install = new URL('/docs/install', location.href).href;
      expect(copied[0]).to.equal(
        `Use **mode** [[1]](${install}) and see the API [[2]](https://example.com/docs/api).\n\n` +
          `Sources:\n\n1. [Install guide](${install})\n2. [API reference](https://example.com/docs/api)`,
      );
      await waitUntil(() => button.textContent!.includes('Copy answer'), 'label never reset', {
        timeout: COPIED_FOR_MS + 2000,
      });
    });
  });

  it('marks a stopped answer and offers neither copy nor thumbs for it', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const stream = script.stream();
    const asked = el.ask('Long?');
    stream.send(
      { type: 'start', messageId: 'a1' },
      ...SOURCES,
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'First part [1]' },
    );
    await waitUntil(() => query(el, '.message.assistant')?.textContent?.includes('First part'));
    query(el, '[part~="stop-button"]')!.click();
    await asked;
    await settled(el);
    const answer = query(el, '.message.assistant')!;
    expect(answer.querySelector('[part="stopped"]')?.textContent).to.equal('Stopped before the end');
    expect(answer.querySelector('[part~="copy-answer"]') === null).to.equal(true);
    expect(answer.querySelector('[part~="feedback-button"]') === null).to.equal(true);
    expect(answer.querySelector('.markdown.streaming') === null).to.equal(true);
    // The mark is kept with the conversation.
    el.remove();
    const again = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`,
    );
    await again.open();
    expect(query(again, '[part="stopped"]') !== null).to.equal(true);
  });

  it('renders partial markdown cleanly while streaming, with a cursor', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const stream = script.stream();
    const asked = el.ask('Stream?');
    stream.send({ type: 'start', messageId: 'a1' }, { type: 'text-start', id: 't' });
    const steps = ['It works with **any', ' static** site and `npm', ' run` [', '1] too.\n\n| A | B |'];
    for (const delta of steps) {
      stream.send({ type: 'text-delta', id: 't', delta });
      const seen = steps.slice(0, steps.indexOf(delta) + 1).join('');
      await waitUntil(() => {
        const text = query(el, '.message.assistant .markdown')?.textContent ?? '';
        return text.replace(/\s+/g, ' ').includes(seen.split(/\*\*|`|\[/)[0]!.trim());
      });
      await el.updateComplete;
      const markdown = query(el, '.message.assistant .markdown')!;
      expect(markdown.textContent, seen).not.to.match(/\*\*|`|\[|\|/);
      expect(markdown.classList.contains('streaming')).to.equal(true);
    }
    // Streamed text renders once per frame.
    await waitUntil(() => query(el, '.markdown strong')?.textContent === 'any static');
    stream.send({ type: 'text-end', id: 't' }, { type: 'finish' }, 'data: [DONE]\n\n').close();
    await asked;
    await settled(el);
    expect(query(el, '.markdown.streaming') === null).to.equal(true);
  });

  it('asks for an optional reason after a thumbs down and sends it in the event', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    script.stream({ 'X-Thread-Id': 'th_r', 'X-Thread-Key': 'k' }).answer('Nope.', 'th_r');
    await el.ask('Why?');
    await settled(el);
    const [, down] = queryAll(el, '[part~="feedback-button"]');
    const rated = oneEvent(el, 'docs-assistant-feedback');
    down!.click();
    expect((await rated).detail).to.deep.include({ helpful: false, threadId: 'th_r' });
    const form = await waitForSelector<HTMLFormElement>(el, '[part="feedback-reason"]');
    await expect(el).to.be.accessible();
    form.querySelector('input')!.value = 'The port is wrong';
    const reasoned = oneEvent(el, 'docs-assistant-feedback');
    form.requestSubmit();
    const { detail } = await reasoned;
    expect(detail).to.deep.include({ helpful: false, reason: 'The port is wrong', threadId: 'th_r' });
    await el.updateComplete;
    expect(query(el, '[part="feedback-reason"]') === null).to.equal(true);
    expect(query(el, '.thanks')!.textContent).to.equal('Thanks for the feedback');
  });

  it('tells "How I searched" in the reader’s words and language, collapsed', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant .fetch=${script.fetch} language="fr"></docs-assistant>`,
    );
    answerWithSources(script.stream(), 'Voir [1].');
    await el.ask('Comment ?');
    await settled(el);
    const reasoning = query<HTMLDetailsElement>(el, 'details.reasoning')!;
    expect(reasoning.open).to.equal(false);
    expect(reasoning.querySelector('summary')!.textContent).to.equal("Comment j'ai cherché");
    expect(reasoning.textContent).to.contain('Recherche dans la documentation : « install mode »');
    expect(reasoning.textContent).to.contain('Pages lues');
    expect(reasoning.textContent).not.to.contain('filtered to language');
    expect(queryAll(el, 'details.reasoning')).to.have.length(1);
  });

  it('highlights code in the common docs languages, and leaves others plain', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const blocks = [
      ['js', 'const answer = 42; // why'],
      ['typescript', 'export function f(a: string): number { return 1; }'],
      ['bash', 'npm install docs-assistant # add it'],
      ['python', 'def main():\n    return "ok"'],
      ['json', '{ "mode": "sidebar", "count": 3 }'],
      ['yaml', 'mode: sidebar # default'],
      ['brainfudge', '+++ weird'],
    ];
    script.stream().answer(blocks.map(([lang, code]) => `\`\`\`${lang}\n${code}\n\`\`\``).join('\n\n'));
    await el.ask('Code?');
    await settled(el);
    const codes = () => queryAll(el, '.code-block code');
    await waitUntil(
      () =>
        codes()
          .slice(0, 6)
          .every((code) => code.querySelector('[class^="tok-"]')),
      'not highlighted',
    );
    expect(codes()[0]!.querySelector('.tok-kwd')!.textContent).to.equal('const');
    expect(codes()[0]!.querySelector('.tok-cmnt')!.textContent).to.contain('// why');
    expect(codes()[4]!.querySelector('.tok-str') !== null).to.equal(true);
    expect(codes()[6]!.children.length).to.equal(0);
    // Highlighting changes colours, never the text.
    codes().forEach((code, i) => expect(code.textContent).to.equal(blocks[i]![1]));
    expect(getComputedStyle(codes()[0]!.querySelector('.tok-kwd')!).color).not.to.equal(
      getComputedStyle(codes()[0]!).color,
    );
  });

  it('keeps the highlighted runs of code when a copy button relabels', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    script.stream().answer('```js\nconst a = 1;\n```\n\n```js\nlet b = 2;\n```');
    await el.ask('Code?');
    await settled(el);
    const keyword = () => queryAll(el, '.code-block code')[0]!.querySelector('.tok-kwd');
    await waitUntil(() => keyword(), 'not highlighted');
    const before = keyword();
    await withClipboard(async () => {
      const button = queryAll(el, '[part~="copy-code"]')[1]!;
      button.click();
      await waitUntil(() => button.textContent!.includes('Copied'));
    });
    expect(keyword()).to.equal(before);
  });

  it('wraps long code lines so their ends stay visible', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const line = `curl -X POST https://example.com/api/assistant -H "Authorization: Bearer ${'x'.repeat(120)}" -d '{"key":"THE_END"}'`;
    script.stream().answer(`\`\`\`bash\n${line}\n\`\`\``);
    await el.ask('Curl?');
    await settled(el);
    const pre = query(el, '.code-block pre')!;
    expect(pre.scrollWidth).to.be.at.most(pre.clientWidth);
  });

  it('keeps the end of the answer and its actions in view', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        mode="inline"
        style="--docs-assistant-height: 320px"
      ></docs-assistant>`,
    );
    const long = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} of a long answer.`).join('\n\n');
    script.stream().answer(long);
    await el.ask('Long?');
    await settled(el);
    const messages = query(el, '.messages')!;
    const actions = query(el, '[part="answer-actions"]')!;
    await waitUntil(
      () => actions.getBoundingClientRect().bottom <= messages.getBoundingClientRect().bottom + 0.5,
      'the actions are below the fold',
    );
    expect(messages.scrollHeight).to.be.above(messages.clientHeight);

    // An error's retry button is in view too.
    script.networkFailure();
    await el.ask('Again?');
    const retry = await waitForSelector(el, '[part~="retry-button"]');
    await waitUntil(
      () => retry.getBoundingClientRect().bottom <= messages.getBoundingClientRect().bottom + 0.5,
      'retry is below the fold',
    );
  });

  it('stops following when the reader scrolls up to read', async () => {
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant
        .fetch=${script.fetch}
        mode="inline"
        style="--docs-assistant-height: 320px"
      ></docs-assistant>`,
    );
    const stream = script.stream();
    const asked = el.ask('Long?');
    stream.send({ type: 'start', messageId: 'a1' }, { type: 'text-start', id: 't' });
    stream.send({
      type: 'text-delta',
      id: 't',
      delta: Array.from({ length: 30 }, (_, i) => `Line ${i}.`).join('\n\n'),
    });
    const messages = await waitForSelector(el, '.messages');
    await waitUntil(() => messages.scrollTop > 0, 'never followed');
    messages.scrollTop = 0;
    messages.dispatchEvent(new Event('scroll'));
    stream.send({ type: 'text-delta', id: 't', delta: '\n\nMore text.' });
    await waitUntil(() => messages.textContent!.includes('More text.'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(messages.scrollTop).to.equal(0);
    stream.send({ type: 'text-end', id: 't' }, { type: 'finish' }, 'data: [DONE]\n\n').close();
    await asked;
  });
});
