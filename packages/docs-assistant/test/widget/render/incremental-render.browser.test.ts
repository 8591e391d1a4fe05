import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../../src/widget/docs-assistant.js';
import '../../../src/widget/index.js';
import { citedNumbers, citedNumbersOf } from '../../../src/widget/render/citations.js';
import { clearStorage, loadPanel, query, settled } from '../helpers/element.js';
import { ScriptedFetch, type ScriptedStream } from '../helpers/scripted-fetch.js';

const SOURCES = [
  { type: 'source-url', sourceId: 'src-1', url: '/docs/install', title: 'Install guide' },
  { type: 'source-url', sourceId: 'src-2', url: 'https://example.com/docs/api', title: 'API reference' },
];

/** Answers in the shapes that break naive incremental rendering when cut mid-construct. */
const ANSWERS: Record<string, string> = {
  lists:
    'Set it up in three steps [1]:\n\n1. Install the **package** [1].\n2. Add the `<docs-assistant>` tag.\n3. Reload.\n\n' +
    '- a bullet with *emphasis*\n- another [2]\n\n  continued in the same item\n- last\n\nThat is all [2].',
  'code fences': [
    'Install it [1]:',
    '```sh\nnpm install docs-assistant\n```',
    'Then configure [2]:',
    '```ts\nconst options = { mode: "sidebar", retries: 3 };\n\n// a blank line inside the fence\nexport default options;\n```',
    '~~~\nplain fence with ``` inside\n~~~',
    'Done.',
  ].join('\n\n'),
  tables: [
    'The options [2]:',
    '| Option | Default | Notes |\n|:---|:---:|---:|\n| `mode` | `sidebar` | **bold** [1] |\n| `theme` | `auto` | see [docs](/docs/theme) |',
    'And a second table right after a paragraph:',
    '| a | b |\n|---|---|\n| 1 | 2 |',
  ].join('\n\n'),
  citations:
    'Every claim cites a page [1]. Some cite two [1][2], some an unknown one [7], and [a link](/docs/x) is not a citation.\n\n' +
    '> Quoted with a citation [2].\n\n## A heading [1]\n\nThe end [2].',
};

/** Deltas of 1 to 7 characters, from a fixed seed: fences, markers and rows are cut everywhere. */
function deltas(text: string, seed: number): string[] {
  const out: string[] = [];
  let state = seed;
  for (let i = 0; i < text.length;) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const size = 1 + (state % 7);
    out.push(text.slice(i, i + size));
    i += size;
  }
  return out;
}

function begin(stream: ScriptedStream) {
  stream.send({ type: 'start', messageId: 'm_1' }, ...SOURCES, { type: 'text-start', id: 't' });
}

function end(stream: ScriptedStream) {
  stream
    .send({ type: 'text-end', id: 't' }, { type: 'finish', finishReason: 'stop' }, 'data: [DONE]\n\n')
    .close();
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

/** The answer's DOM without Lit's comment markers. */
function answerHtml(el: DocsAssistant): string {
  return query(el, '.message.assistant .markdown')!.innerHTML.replace(/<!--[^]*?-->/g, '');
}

/** Highlighting arrives after the answer: both renders are compared once it has. */
async function highlighted(el: DocsAssistant): Promise<void> {
  await waitUntil(
    () =>
      [...el.shadowRoot!.querySelectorAll('.code-block code')].every(
        (code) =>
          code.closest('figure')!.querySelector('.language')!.textContent !== 'ts' ||
          code.querySelector('span'),
      ),
    'highlighting did not arrive',
    { timeout: 4000 },
  );
  await el.updateComplete;
}

describe('incremental rendering of a streamed answer', () => {
  before(loadPanel);
  beforeEach(clearStorage);

  /** Streams `text` in `parts`, waiting a frame after every `perFrame` of them, and renders it whole. */
  async function expectSameDom(text: string, parts: string[], perFrame: number) {
    const whole = new ScriptedFetch();
    const streamed = new ScriptedFetch();
    const atOnce = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${whole.fetch}></docs-assistant>`,
    );
    const inDeltas = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${streamed.fetch}></docs-assistant>`,
    );

    const one = whole.stream();
    begin(one);
    one.send({ type: 'text-delta', id: 't', delta: text });
    end(one);
    await atOnce.ask('How?');
    await settled(atOnce);

    const many = streamed.stream();
    const asked = inDeltas.ask('How?');
    begin(many);
    for (const [index, delta] of parts.entries()) {
      many.send({ type: 'text-delta', id: 't', delta });
      // Renders happen between deltas too, so the live end settles block by block.
      if (index % perFrame === perFrame - 1) await nextFrame();
    }
    end(many);
    await asked;
    await settled(inDeltas);

    await highlighted(atOnce);
    await highlighted(inDeltas);
    expect(answerHtml(inDeltas)).to.equal(answerHtml(atOnce));
    expect(query(inDeltas, '.markdown.streaming')).to.equal(null);
  }

  for (const [shape, text] of Object.entries(ANSWERS)) {
    it(`ends with the same DOM as the whole answer rendered at once: ${shape}`, async function () {
      this.timeout(30_000);
      const parts = deltas(text, shape.length);
      expect(parts.length).to.be.above(text.length / 5);
      await expectSameDom(text, parts, 3);
    });
  }

  it('ends with the same DOM when it arrives in bursts, read ahead of the frames that draw them', async function () {
    this.timeout(30_000);
    const text = Object.values(ANSWERS).join('\n\n').repeat(3);
    // Each burst is more than a frame's render waits for: its markdown is read as it arrives.
    const bursts = [];
    for (let i = 0; i < text.length; i += 1_111) bursts.push(text.slice(i, i + 1_111));
    expect(bursts.length).to.be.above(2);
    await expectSameDom(text, bursts, 1);
  });

  it('builds a block read ahead again when the page it cites arrived after it', async function () {
    this.timeout(30_000);
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const stream = script.stream();
    const asked = el.ask('How?');
    begin(stream);
    const paragraph = 'A paragraph that cites a page not listed yet [3], long enough to come in bursts.\n\n';
    for (let i = 0; i < 3; i++) {
      stream.send({ type: 'text-delta', id: 't', delta: paragraph.repeat(14) });
      await nextFrame();
      await nextFrame();
    }
    // Read ahead before the page arrives, drawn after.
    stream.send({ type: 'text-delta', id: 't', delta: paragraph.repeat(14) });
    stream.send({ type: 'source-url', sourceId: 'src-3', url: '/docs/third', title: 'Third' });
    end(stream);
    await asked;
    await settled(el);
    const paragraphs = el.shadowRoot!.querySelectorAll('.markdown p');
    expect(paragraphs).to.have.length(56);
    for (const p of paragraphs)
      expect(p.querySelector('a[part="citation"]')?.getAttribute('title')).to.equal('Third');
  });

  it('renders a settled block once: its element survives the deltas that follow', async function () {
    this.timeout(30_000);
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant mode="inline" persist="none" .fetch=${script.fetch}></docs-assistant>`,
    );
    const stream = script.stream();
    const asked = el.ask('How?');
    begin(stream);
    stream.send({ type: 'text-delta', id: 't', delta: 'First block cites [1].\n\nSecond' });
    await waitUntil(() => query(el, '.markdown p'), 'nothing rendered', { timeout: 4000 });
    const first = query(el, '.markdown p')!;
    const marker = first.querySelector('a[part="citation"]');
    expect(marker).to.exist;
    for (const delta of deltas(' block grows.\n\n- and a list\n- of items [2]\n\nThe end.'.repeat(20), 7)) {
      stream.send({ type: 'text-delta', id: 't', delta });
      await nextFrame();
    }
    end(stream);
    await asked;
    await settled(el);
    expect(query(el, '.markdown p')).to.equal(first);
    expect(first.querySelector('a[part="citation"]')).to.equal(marker);
    expect(el.shadowRoot!.querySelectorAll('.markdown ul')).to.have.length(20);
  });
});

describe('citedNumbersOf', () => {
  it('finds the markers of a growing text, markers cut between deltas included', () => {
    const text = 'See [1] and [12], then [3]; again [1] and [104].';
    let grown = '';
    let numbers: number[] = [];
    for (const delta of deltas(text, 3)) {
      grown += delta;
      numbers = citedNumbersOf('answer-a', grown);
    }
    expect(numbers).to.deep.equal(citedNumbers(text));
    expect(numbers).to.deep.equal([1, 12, 3, 104]);
  });

  it('starts over when the text under the same key is another answer', () => {
    citedNumbersOf('answer-b', 'A first try cites [4] and [5].');
    expect(citedNumbersOf('answer-b', 'A retry cites [2].')).to.deep.equal([2]);
  });
});
