import type { Token } from 'marked';
import type { MarkdownContext } from './markdown.js';
import { renderBlock, type Block } from './markdown-dom.js';

/** Settled blocks built before the render that shows them, with what they were built for. */
const built = new WeakMap<Token, { for: string; block: Block }>();

/** What a settled block's DOM depends on besides its token. */
function builtFor(token: Token, context: MarkdownContext): string {
  return [
    String(context.blockVersion?.(token)),
    context.base,
    context.citationLabel,
    ...context.imageOrigins,
  ].join('\n');
}

/**
 * Builds newly settled blocks between frames, with the context of the render before: the frame
 * that shows them only inserts and lays them out. Code blocks are templates Lit builds anyway.
 */
export function buildAhead(tokens: Token[], context: MarkdownContext): void {
  for (const token of tokens)
    if (token.type !== 'code')
      built.set(token, { for: builtFor(token, context), block: renderBlock(token, context) });
}

/** A settled block: the one built ahead if it was built for this context, else built now. */
export function settledBlock(token: Token, context: MarkdownContext): Block {
  const ahead = built.get(token);
  built.delete(token);
  return ahead?.for === builtFor(token, context) ? ahead.block : renderBlock(token, context);
}
