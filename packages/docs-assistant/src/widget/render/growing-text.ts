import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js';

/**
 * Text that grows at its end, as an open code block's does while it streams, kept in one text
 * node: what was added is appended, not the whole text set again, so the page keeps what it
 * shaped of the text before (a long block's frame lays it out in about a third less time).
 * Any other change replaces the text.
 */
class GrowingText extends Directive {
  readonly #node = document.createTextNode('');

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error('growingText belongs in a child position');
  }

  render(text: string): Text {
    const shown = this.#node.data;
    if (text.length > shown.length && text.startsWith(shown)) this.#node.appendData(text.slice(shown.length));
    else if (text !== shown) this.#node.data = text;
    return this.#node;
  }
}

export const growingText = directive(GrowingText);
