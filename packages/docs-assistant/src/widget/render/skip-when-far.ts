import { nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Two frames: the first lays out what was just rendered, the second comes after that layout. */
function afterLayout(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

/**
 * Marks a group of settled blocks `far` (it skips style, layout and paint while off screen)
 * once it is final and has been laid out, so the size it keeps while skipped is its own. It
 * waits for frames, not for more text: a restored or finished answer is grouped as well as a
 * streaming one. The class is set here only, never by the template, so renders keep it.
 */
class SkipWhenFar extends Directive {
  #group: unknown;
  #element: Element | undefined;
  /** The group whose marking waits for its frames. */
  #pending: unknown;
  /** The group marked: each render of it then costs no look at the element. */
  #marked: unknown;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('skipWhenFar belongs on an element');
  }

  render(_group: unknown, _final: boolean): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [group, final]: [unknown, boolean]): typeof nothing {
    const element = part.element;
    // The element now holds other blocks (a retried answer): they are laid out first.
    if (group !== this.#group || element !== this.#element) {
      this.#group = group;
      this.#element = element;
      this.#marked = undefined;
      element.classList.remove('far');
    }
    if (final && this.#pending !== group && this.#marked !== group) {
      this.#pending = group;
      afterLayout(() => {
        this.#pending = undefined;
        if (this.#group !== group || this.#element !== element) return;
        element.classList.add('far');
        this.#marked = group;
      });
    }
    return nothing;
  }
}

export const skipWhenFar = directive(SkipWhenFar);
