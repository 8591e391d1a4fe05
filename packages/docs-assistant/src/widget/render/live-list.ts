import type { Tokens } from 'marked';
import type { MarkdownContext } from './markdown.js';
import { buildList, buildListItem } from './markdown-dom.js';

/**
 * The list still being written at the end of a streamed answer, kept from frame to frame. It is
 * lexed whole each frame, but the items that came out as they were keep their elements: a long
 * list builds, styles and lays out its last item again, not every item it has.
 */
export class LiveList {
  #element: HTMLElement | undefined;
  /** What every item's rendering depends on besides its own text. */
  #shape = '';
  /** The source of each item shown. */
  #items: string[] = [];

  render(list: Tokens.List, context: MarkdownContext): HTMLElement {
    const shape = `${list.ordered} ${list.start} ${list.loose} ${String(context.settledVersion)}`;
    let element = this.#element;
    if (!element || shape !== this.#shape) {
      element = this.#element = buildList(list, context);
      this.#shape = shape;
    } else {
      // The last item shown may have grown, and holds the caret: it is built again.
      const limit = Math.min(list.items.length, this.#items.length - 1);
      let kept = 0;
      while (kept < limit && list.items[kept]!.raw === this.#items[kept]) kept++;
      while (element.children.length > kept) element.lastElementChild!.remove();
      for (const item of list.items.slice(kept)) element.append(buildListItem(item, context));
    }
    this.#items = list.items.map((item) => item.raw);
    return element;
  }
}

const lists = new WeakMap<object, LiveList>();

/** The live list of one streamed answer, identified by its markdown state. */
export function liveListOf(owner: object): LiveList {
  let list = lists.get(owner);
  if (!list) lists.set(owner, (list = new LiveList()));
  return list;
}
