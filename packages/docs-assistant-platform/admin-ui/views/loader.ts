import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ApiProblem } from '../api.js';

/**
 * Loads a view's data when its inputs change, keeping only the newest answer: switching project
 * twice quickly never shows the first project's data.
 */
export class Loader<T> implements ReactiveController {
  value: T | undefined;
  error = '';
  loading = false;
  #run = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  async load(fetcher: () => Promise<T>): Promise<void> {
    const run = ++this.#run;
    this.loading = true;
    this.error = '';
    this.host.requestUpdate();
    try {
      const value = await fetcher();
      if (run !== this.#run) return;
      this.value = value;
    } catch (err) {
      if (run !== this.#run) return;
      this.error =
        err instanceof ApiProblem ? [err.message, ...err.details].join(': ') : 'Could not load this view.';
    } finally {
      if (run === this.#run) {
        this.loading = false;
        this.host.requestUpdate();
      }
    }
  }
}
