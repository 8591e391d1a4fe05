import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Keeps the panel above an on-screen keyboard: the height the keyboard takes from the visual
 * viewport is `--_keyboard-inset` on the element, which the panel's styles leave free.
 */
export class KeyboardInset implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    visualViewport?.addEventListener('resize', this.#update);
    visualViewport?.addEventListener('scroll', this.#update);
  }

  hostDisconnected(): void {
    visualViewport?.removeEventListener('resize', this.#update);
    visualViewport?.removeEventListener('scroll', this.#update);
  }

  #update = () => {
    const viewport = visualViewport;
    if (!viewport) return;
    const inset = Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
    this.host.style.setProperty('--_keyboard-inset', `${inset}px`);
  };
}
