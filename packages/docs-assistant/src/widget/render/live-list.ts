import type { Token, Tokens } from 'marked';
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
  /** The version of each item shown: its source and what its blocks render with. */
  #items: string[] = [];

  render(list: Tokens.List, context: MarkdownContext): HTMLElement {
    const shape = `${list.ordered} ${list.start} ${list.loose}`;
    const items = list.items.map((item) => itemVersion(item, context));
    let element = this.#element;
    if (!element || shape !== this.#shape) {
      element = this.#element = buildList(list, context);
      this.#shape = shape;
    } else {
      // The last item shown may have grown, and holds the caret: it is built again.
      const limit = Math.min(items.length, this.#items.length - 1);
      let kept = 0;
      while (kept < limit && items[kept] === this.#items[kept]) kept++;
      while (element.children.length > kept) element.lastElementChild!.remove();
      for (const item of list.items.slice(kept)) element.append(buildListItem(item, context));
    }
    this.#items = items;
    return element;
  }
}

/**
 * An item's source and the versions of its blocks (its citations, the highlighting and "Copied"
 * label of a code block in it): highlighting that arrives for a code block elsewhere in the
 * answer leaves the items be, where a version of the whole answer built the list again.
 */
function itemVersion(item: Tokens.ListItem, context: MarkdownContext): string {
  const versions = [item.raw, String(context.blockVersion?.(item))];
  const visit = (tokens: Token[] | undefined) => {
    for (const token of tokens ?? []) {
      if (token.type === 'code') versions.push(String(context.blockVersion?.(token)));
      else if (token.type === 'list') for (const nested of (token as Tokens.List).items) visit(nested.tokens);
      else if (token.type === 'blockquote') visit((token as Tokens.Blockquote).tokens);
    }
  };
  visit(item.tokens);
  return versions.join('\n');
}

const lists = new WeakMap<object, LiveList>();

/** The live list of one streamed answer, identified by its markdown state. */
export function liveListOf(owner: object): LiveList {
  let list = lists.get(owner);
  if (!list) lists.set(owner, (list = new LiveList()));
  return list;
}
