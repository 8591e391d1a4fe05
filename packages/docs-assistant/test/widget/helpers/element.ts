import { waitUntil } from '@open-wc/testing';
import type { DocsAssistant } from '../../../src/widget/docs-assistant.js';

/** Elements inside the element's shadow root. */
export function query<T extends Element = HTMLElement>(el: DocsAssistant, selector: string): T | null {
  return el.shadowRoot!.querySelector<T>(selector);
}

export function queryAll<T extends Element = HTMLElement>(el: DocsAssistant, selector: string): T[] {
  return [...el.shadowRoot!.querySelectorAll<T>(selector)];
}

export async function waitForSelector<T extends Element = HTMLElement>(
  el: DocsAssistant,
  selector: string,
): Promise<T> {
  await waitUntil(() => query(el, selector), `no ${selector}`, { timeout: 4000 });
  return query<T>(el, selector)!;
}

/** Waits until the chat settles (answer finished, stopped or failed) and the element rendered. */
export async function settled(el: DocsAssistant): Promise<void> {
  await waitUntil(() => query(el, '.messages')?.getAttribute('aria-busy') === 'false', 'still busy', {
    timeout: 4000,
  });
  await el.updateComplete;
}

export function clearStorage(): void {
  sessionStorage.clear();
  localStorage.clear();
}

let counter = 0;
/** A loopback API URL with its own recorded requests and a scenario. */
export function loopbackApi(scenario = 'full'): string {
  return `/api/assistant?session=${Date.now().toString(36)}-${counter++}&scenario=${scenario}`;
}

export async function recordedRequests(api: string): Promise<unknown[]> {
  const session = new URL(api, location.href).searchParams.get('session');
  const response = await fetch(`/api/requests?session=${session}`);
  return (await response.json()) as unknown[];
}

/** Loads the lazy panel chunk once, so the first test of a file does not wait for the module graph. */
export async function loadPanel(this: Mocha.Context): Promise<void> {
  // The first import compiles the chat engine and its dependencies for the browser, which on a
  // busy machine can take longer than one test may.
  this.timeout(60_000);
  await import('../../../src/widget/panel/panel-chunk.js');
}
