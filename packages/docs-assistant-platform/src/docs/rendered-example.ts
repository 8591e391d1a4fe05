import { ROW_MARK } from './mdast-blocks.js';
import type { DocSection } from './types.js';

/** Words a line needs to be told as an example's rendering: fewer may share a code block's words by chance. */
const EXAMPLE_WORDS = 3;
/** Characters of a code block read for its words. */
const CODE_READ = 4000;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether a line of a section is the rendering of an example its code shows (a table's rows, a
 * component's text, a grid's cards, shown above or below the markdown that makes them): a row or a
 * line without a full stop, every word of which is in one code block, or any line whose words the
 * block holds in the same order ("Internet Explorer ... huh?" beside `__Internet Explorer__ ...
 * huh?`). "Left (Center aligned: Center): Right" is no answer, and no reason to find the section:
 * the block it renders is.
 */
export function renderedExample(section: Pick<DocSection, 'code'>): (line: string) => boolean {
  if (!section.code.length) return () => false;
  let blocks: { words: Set<string>; flat: string }[] | undefined;
  return (line) => {
    const words = wordsOf(line);
    if (words.length < EXAMPLE_WORDS) return false;
    blocks ??= section.code.map((code) => {
      const read = wordsOf(code.code.slice(0, CODE_READ));
      return { words: new Set(read), flat: ` ${read.join(' ')} ` };
    });
    const sentence = !line.startsWith(ROW_MARK) && /[.!?。！？:]$/u.test(line);
    const phrase = ` ${words.join(' ')} `;
    return blocks.some((block) =>
      sentence ? block.flat.includes(phrase) : words.every((word) => block.words.has(word)),
    );
  };
}
