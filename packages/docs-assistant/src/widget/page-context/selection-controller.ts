import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PageSelection } from './selection-measure.js';

export type { PageSelection } from './selection-measure.js';

type Measure = typeof import('./selection-measure.js').measureSelection;

/**
 * Watches the page selection and keeps `current` set while page text (not the host's own
 * text) is selected; the host renders the button from it. The code that measures a selection
 * loads with the first one (or earlier, through `load()`): the launcher does not carry it.
 */
export class SelectionController implements ReactiveController {
  current: PageSelection | undefined;
  #measure: Measure | undefined;
  #loading: Promise<void> | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('selectionchange', this.#update);
    // Fixed coordinates go stale when anything scrolls.
    window.addEventListener('scroll', this.#update, { passive: true, capture: true });
  }

  hostDisconnected(): void {
    document.removeEventListener('selectionchange', this.#update);
    window.removeEventListener('scroll', this.#update, { capture: true });
  }

  /** Loads the measuring code; a failed load is tried again with the next selection. */
  load(): Promise<void> {
    this.#loading ??= import('./selection-measure.js').then(
      (module) => {
        this.#measure = module.measureSelection;
      },
      () => {
        this.#loading = undefined;
      },
    );
    return this.#loading;
  }

  clear(): void {
    this.#set(undefined);
  }

  #update = () => {
    const selection = document.getSelection();
    if (this.#measure) this.#set(this.#measure(this.host, selection));
    else if (selection && !selection.isCollapsed)
      void this.load().then(() => this.#measure && this.#update());
  };

  #set(next: PageSelection | undefined) {
    if (!next && !this.current) return;
    this.current = next;
    this.host.requestUpdate();
  }
}
