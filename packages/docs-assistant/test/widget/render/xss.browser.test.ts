import { expect, fixture, html } from '@open-wc/testing';
import type { DocsAssistant } from '../../../src/widget/docs-assistant.js';
import '../../../src/widget/index.js';
import { HTML_PAYLOADS, TITLE_PAYLOADS, URL_PAYLOADS } from '../fixtures/xss-corpus.js';
import { clearStorage, loadPanel, query, settled } from '../helpers/element.js';
import { ScriptedFetch } from '../helpers/scripted-fetch.js';

declare global {
  interface Window {
    __xss?: number;
  }
}

const SCRIPT_SCHEME = /^\s*(javascript|vbscript|livescript|data|file|blob):/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data'];

/** Every element of a tree, inside shadow roots too. */
function allElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    out.push(element);
    if (element.shadowRoot) out.push(...allElements(element.shadowRoot));
  }
  return out;
}

/** `tags`: also refuse active elements (not for the whole page, which holds the runner's scripts). */
function assertClean(root: ParentNode, tags = true) {
  for (const element of allElements(root)) {
    const tag = element.localName;
    if (tags)
      expect(['script', 'iframe', 'object', 'embed', 'style', 'meta', 'base', 'link'], tag).not.to.include(
        tag,
      );
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${tag}[${attribute.name}]`).to.equal(false);
      if (URL_ATTRIBUTES.includes(attribute.name)) {
        expect(SCRIPT_SCHEME.test(attribute.value), `${tag}[${attribute.name}=${attribute.value}]`).to.equal(
          false,
        );
      }
    }
  }
}

describe('XSS corpus', () => {
  before(loadPanel);
  beforeEach(() => {
    clearStorage();
    delete window.__xss;
  });

  it(`has at least 50 payloads`, () => {
    expect(HTML_PAYLOADS.length + URL_PAYLOADS.length + TITLE_PAYLOADS.length).to.be.at.least(50);
  });

  it('renders hostile answers as inert text and safe links only', async () => {
    const script = new ScriptedFetch();
    const el = await fixture<DocsAssistant>(html`<docs-assistant .fetch=${script.fetch}></docs-assistant>`);
    const markdown = [
      ...HTML_PAYLOADS,
      ...URL_PAYLOADS.map(
        (url, i) =>
          `[link ${i}](<${url.replace(/[<>\n]/g, '')}>) and [plain ${i}](${url.replace(/\s/g, '')})`,
      ),
      ...URL_PAYLOADS.map((url, i) => `![image ${i}](<${url.replace(/[<>\n]/g, '')}>)`),
      ...TITLE_PAYLOADS.map((title, i) => `[titled ${i}](/ok "${title.replace(/"/g, '')}")`),
    ].join('\n\n');
    const stream = script.stream();
    stream.send({
      type: 'start',
      messageId: 'evil',
      messageMetadata: { threadId: '<img src=x onerror=window.__xss=1>' },
    });
    stream.send({ type: 'reasoning-start', id: 'r' });
    for (const payload of HTML_PAYLOADS)
      stream.send({ type: 'reasoning-delta', id: 'r', delta: `${payload}\n` });
    stream.send({ type: 'reasoning-end', id: 'r' });
    URL_PAYLOADS.forEach((url, i) =>
      stream.send({
        type: 'source-url',
        sourceId: `s${i}`,
        url,
        title: TITLE_PAYLOADS[i % TITLE_PAYLOADS.length],
      }),
    );
    TITLE_PAYLOADS.forEach((title, i) =>
      stream.send({ type: 'source-url', sourceId: `t${i}`, url: `/docs/page-${i}`, title }),
    );
    for (const url of URL_PAYLOADS) {
      stream.send(
        { type: 'file', url, mediaType: 'image/svg+xml' },
        { type: 'file', url, mediaType: 'text/html' },
      );
    }
    stream.send({ type: 'text-start', id: 't' });
    // Streamed in small pieces, so half-finished tags and links are rendered along the way.
    for (let i = 0; i < markdown.length; i += 23)
      stream.send({ type: 'text-delta', id: 't', delta: markdown.slice(i, i + 23) });
    stream
      .send({ type: 'text-end', id: 't' }, { type: 'finish', finishReason: 'stop' }, 'data: [DONE]\n\n')
      .close();

    await el.ask('<img src=x onerror=window.__xss=1>');
    await settled(el);
    // Let any error or load handlers that slipped through run before checking.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(window.__xss).to.equal(undefined);
    assertClean(el.shadowRoot!);
    assertClean(document.body, false);
    const answer = query(el, '.message.assistant')!;
    expect(answer.textContent).to.contain('<script>window.__xss=1</script>');
    // Images load only from the page's own origin: hostile "URLs" became harmless paths there.
    for (const image of answer.querySelectorAll('img')) {
      expect(new URL(image.getAttribute('src')!).origin).to.equal(location.origin);
    }
    const titled = [...answer.querySelectorAll('.citations a')].map((a) => a.textContent);
    expect(titled).to.include('<img src=x onerror=window.__xss=1>');
    for (const link of answer.querySelectorAll('a')) {
      expect(['http:', 'https:', 'mailto:']).to.include(new URL(link.getAttribute('href')!).protocol);
    }
  });
});
