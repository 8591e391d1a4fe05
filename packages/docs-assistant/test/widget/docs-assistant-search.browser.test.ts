import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DocsAssistant } from '../../src/widget/docs-assistant.js';
import '../../src/widget/index.js';
import type {
  DocsAssistantSearch,
  DocsAssistantSearchSelectEvent,
} from '../../src/widget/search/search-chunk.js';
import { clearStorage, loadPanel, loopbackApi, query, recordedRequests } from './helpers/element.js';

/** Presses a combination such as `Control+KeyK`: modifiers down, key, modifiers up. */
async function chord(combination: string) {
  const keys = combination.split('+');
  const key = keys.pop()!;
  for (const modifier of keys) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of keys.reverse()) await sendKeys({ up: modifier });
}

const searchOf = (el: DocsAssistant) => query<DocsAssistantSearch>(el, 'docs-assistant-search');
const inSearch = <T extends Element = HTMLElement>(el: DocsAssistant, selector: string) =>
  searchOf(el)?.shadowRoot?.querySelector<T>(selector) ?? null;
const rows = (el: DocsAssistant) => [
  ...(searchOf(el)?.shadowRoot?.querySelectorAll('[role="option"]') ?? []),
];

async function searchRequests(api: string): Promise<{ query: string; filter?: unknown }[]> {
  const session = new URL(api, location.href).searchParams.get('session');
  return (await (await fetch(`/api/search-requests?session=${session}`)).json()) as {
    query: string;
    filter?: unknown;
  }[];
}

async function openWithShortcut(el: DocsAssistant) {
  await chord('Control+KeyK');
  await waitUntil(() => inSearch<HTMLDialogElement>(el, 'dialog')?.open, 'the search did not open', {
    timeout: 4000,
  });
  await waitUntil(() => searchOf(el)!.shadowRoot!.activeElement?.localName === 'input', 'no focus in search');
}

describe('<docs-assistant> docs search', () => {
  before(async function () {
    await loadPanel.call(this);
    await import('../../src/widget/search/search-chunk.js');
  });
  beforeEach(clearStorage);

  it('opens with Mod+K and shows results as you type: page, section and marked snippet', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    await openWithShortcut(el);
    expect(inSearch(el, '.message')!.textContent).to.contain('Type to search the docs');

    await sendKeys({ type: 'inst' });
    await waitUntil(() => rows(el).length === 4, 'no results', { timeout: 4000 });
    const [ask, first, second, third] = rows(el);
    expect(ask!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Ask AI: inst');
    expect(ask!.getAttribute('aria-selected')).to.equal('true');
    expect(first!.querySelector('.title')!.textContent!.trim()).to.equal('Install the assistant');
    expect(second!.querySelector('.section')!.textContent).to.contain('Install with npm');
    expect([...second!.querySelectorAll('mark')].map((m) => m.textContent)).to.include.members([
      'Install',
      'install',
    ]);
    expect(third!.getAttribute('href')).to.match(/\/docs\/proxy#install-the-proxy$/);
    const input = inSearch<HTMLInputElement>(el, 'input')!;
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-activedescendant')).to.equal('row-0');
    await expect(el).to.be.accessible();

    // A narrower query, then the search box emptied: no row but the hint.
    await sendKeys({ type: 'all with npm' });
    await waitUntil(() => rows(el).length === 2, 'results did not narrow', { timeout: 4000 });
    expect(rows(el)[1]!.querySelector('.section')!.textContent).to.contain('Install with npm');
    const sent = await searchRequests(api);
    expect(sent.at(-1)).to.deep.include({ query: 'install with npm', pageSize: 8 });
  });

  it('moves with the arrow keys and opens the chosen result with Enter', async () => {
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${loopbackApi()}></docs-assistant>`);
    await el.openSearch('proxy key');
    await waitUntil(() => rows(el).length === 2, 'no results', { timeout: 4000 });
    await sendKeys({ press: 'ArrowDown' });
    await searchOf(el)!.updateComplete;
    expect(rows(el)[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(inSearch(el, 'input')!.getAttribute('aria-activedescendant')).to.equal('row-1');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await searchOf(el)!.updateComplete;
    expect(rows(el)[1]!.getAttribute('aria-selected')).to.equal('true'); // wraps around
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });

    el.addEventListener('docs-assistant-search-select', (event) => event.preventDefault(), { once: true });
    const selected = oneEvent(el, 'docs-assistant-search-select') as Promise<DocsAssistantSearchSelectEvent>;
    await sendKeys({ press: 'Enter' });
    const { detail } = await selected;
    expect(detail.url).to.equal(`${location.origin}/docs/proxy#install-the-proxy`);
    expect(detail.result.metadata.title).to.equal('Run the proxy');
    expect(inSearch<HTMLDialogElement>(el, 'dialog')!.open).to.equal(false);
  });

  it('asks the assistant from the first row: the chat opens with the question', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(html`<docs-assistant api=${api}></docs-assistant>`);
    await openWithShortcut(el);
    await sendKeys({ type: 'how do I theme it?' });
    await waitUntil(() => rows(el).length >= 1, 'no Ask AI row', { timeout: 4000 });
    const sent = oneEvent(el, 'docs-assistant-send');
    await sendKeys({ press: 'Enter' });
    expect((await sent).detail.text).to.equal('how do I theme it?');
    expect(inSearch<HTMLDialogElement>(el, 'dialog')!.open).to.equal(false);
    expect(el.isOpen).to.equal(true);
    await waitUntil(() => query(el, '.message.user-message, [part~="user-message"]'), 'no question shown', {
      timeout: 4000,
    });
    const asked = (await recordedRequests(api)) as { messages: { parts: { text: string }[] }[] }[];
    expect(asked[0]!.messages.at(-1)!.parts[0]!.text).to.equal('how do I theme it?');
  });

  it('searches with the element’s filter and says when nothing matches or search is limited', async () => {
    const api = loopbackApi();
    const el = await fixture<DocsAssistant>(
      html`<docs-assistant api=${api} version="v2" language="en" groups="Guides"></docs-assistant>`,
    );
    await el.openSearch('zzz');
    await waitUntil(
      () => inSearch(el, '.message')?.textContent?.includes('No pages match “zzz”'),
      'no empty state',
      {
        timeout: 4000,
      },
    );
    expect(rows(el)).to.have.length(1);
    expect((await searchRequests(api))[0]!.filter).to.deep.equal({
      version: 'v2',
      language: 'en',
      groups: ['Guides'],
    });

    const limited = await fixture<DocsAssistant>(
      html`<docs-assistant api=${loopbackApi('429')}></docs-assistant>`,
    );
    await limited.openSearch('install');
    await waitUntil(
      () => inSearch(limited, '.message')?.textContent?.includes('Too many searches. Try again in 30 s.'),
      'no rate-limit message',
      { timeout: 4000 },
    );
    expect(rows(limited)).to.have.length(1); // asking still works
  });

  it('leaves Mod+K to a page that has a search box of its own, unless told otherwise', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div>
        <input type="search" aria-label="Site search" />
        <docs-assistant api=${loopbackApi()}></docs-assistant>
      </div>`,
    );
    const el = host.querySelector('docs-assistant')!;
    let pageGotIt = false;
    const listener = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && event.ctrlKey) pageGotIt = !event.defaultPrevented;
    };
    window.addEventListener('keydown', listener);
    await chord('Control+KeyK');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searchOf(el)).to.equal(null);
    expect(pageGotIt).to.equal(true);

    el.search = 'on';
    await openWithShortcut(el);
    window.removeEventListener('keydown', listener);
    await sendKeys({ press: 'Escape' });
    await waitUntil(
      () => !inSearch<HTMLDialogElement>(el, 'dialog')!.open,
      'Escape did not close the search',
    );

    el.search = 'off';
    await chord('Control+KeyK');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inSearch<HTMLDialogElement>(el, 'dialog')!.open).to.equal(false);
  });
});
