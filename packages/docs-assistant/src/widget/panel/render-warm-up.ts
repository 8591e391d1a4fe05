import type { UIMessage } from 'ai';
import { adoptStyles, html, render } from 'lit';
import { MarkdownStream } from '../render/markdown.js';
import { renderMessage, type MessageContext } from '../render/message.js';
import { panelStyles } from './panel.styles.js';

/** A short answer with each construct an answer can have, so each one's code runs once here. */
const SAMPLE = [
  '## Options',
  'Set **one** option *here* with `code`, ~~not that~~, a [link](/docs) and a citation [1].',
  '- an item\n- another item [1]\n\n1. a step',
  '> a quote',
  '| Option | Default |\n|:---|---:|\n| `mode` | **sidebar** |',
  '```text\nmode = "sidebar"\n```',
  'The end, in **bold words**.',
].join('\n\n');

/** The sample as its last delta left it: mid-paragraph, an emphasis still open. */
const STREAMING = SAMPLE.slice(0, SAMPLE.lastIndexOf('bold words') + 2);

/** Never an id of a real message: its markdown and citation state stay apart. */
const MESSAGE_ID = 'docs-assistant-warm-up';

function messages(text: string, streaming: boolean): UIMessage[] {
  return [
    { id: `${MESSAGE_ID}-question`, role: 'user', parts: [{ type: 'text', text: 'Options?' }] },
    {
      id: MESSAGE_ID,
      role: 'assistant',
      parts: [
        { type: 'source-url', sourceId: 'src-1', url: '/docs', title: 'Docs' },
        { type: 'text', text, state: streaming ? 'streaming' : 'done' },
      ],
    },
  ];
}

/**
 * The renderer's cold start, paid before the first answer instead of in its first frame. The
 * first render of an answer compiles the markdown lexer, the block builder and the message
 * templates, and its first layout looks up the fonts of bold, italic and code text: together a
 * long task at the moment the reader waits for the answer. Here a short sample answer is lexed,
 * rendered streaming, then complete, hidden in a shadow root of its own (the element's queries
 * never see it), one step per idle period so no step is long. It stops when an answer streams:
 * that answer's render does the rest.
 */
export async function warmUpRendering(
  root: ShadowRoot,
  context: () => MessageContext,
  streaming: () => boolean,
): Promise<void> {
  await idle();
  if (streaming()) return;
  new MarkdownStream().update(STREAMING);

  await idle();
  if (streaming()) return;
  const host = document.createElement('div');
  host.className = 'warm-up';
  host.setAttribute('aria-hidden', 'true');
  host.inert = true;
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, [panelStyles]);
  const show = (text: string, streaming: boolean) => {
    const [question, answer] = messages(text, streaming);
    render(
      html`<section class="panel inline">
        <div class="messages">
          ${renderMessage(question!, { ...context(), streaming: false })}
          ${renderMessage(answer!, { ...context(), streaming })}
        </div>
      </section>`,
      shadow,
    );
  };
  try {
    // Before Lit's own content: the element's template never renders over it.
    root.prepend(host);
    show(STREAMING, true);
    // The frame lays the sample out: the fonts it uses are looked up now.
    await frameThenIdle();
    if (streaming()) return;
    show(SAMPLE, false);
    await frameThenIdle();
  } finally {
    host.remove();
  }
}

/** An idle period, or a short wait where the browser has no idle callbacks. */
function idle(): Promise<void> {
  return new Promise((done) => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => done(), { timeout: 1000 });
    else setTimeout(done, 50);
  });
}

/** The next frame (or a short wait in a hidden tab, which draws none), then an idle period. */
async function frameThenIdle(): Promise<void> {
  await new Promise<void>((done) => {
    const timer = setTimeout(done, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      done();
    });
  });
  await idle();
}
