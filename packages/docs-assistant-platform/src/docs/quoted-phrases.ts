/**
 * What a reader quotes: a label they see on the page ("the 'Return to top' text"), a term
 * (“case reducer”) or code (`useSelector.withTypes`, or pasted bare). The docs hold it word for
 * word, so the sections that do are where the question points.
 */

/** Phrases read from one question, at most. */
const MAX_PHRASES = 4;
/** Characters between the quotes, at most: a longer quote is a passage, not a name. */
const MAX_QUOTED = 60;

const inner = `([^\\n]{1,${MAX_QUOTED}}?)`;
/**
 * Straight quotes and backticks open after no letter and close before none: `don't` or `repo's`
 * quote nothing. Nor does a string in code, `addTodo('buy milk')`: it opens after a bracket or `=`.
 */
const STRAIGHT = new RegExp(`(?<![\\p{L}\\p{N}([{=]|= )(['"\`])${inner}\\1(?![\\p{L}\\p{N}])`, 'gu');
/** Typographic quotes, in the pairs languages use them; they close where they close. */
const PAIRED = new RegExp(
  [
    `‘${inner}’`,
    `“${inner}”`,
    `„${inner}[“”]`,
    `«\\s?${inner}\\s?»`,
    `‹${inner}›`,
    `「${inner}」`,
    `『${inner}』`,
  ].join('|'),
  'gu',
);

/**
 * A dotted name with a camel-case part (`useSelector.withTypes`, `store.getState`) or called
 * (`request.form()`), as pasted from code or an error: quoted as much as if it stood in backticks.
 * File names (`docs.json`) are not.
 */
const CODE_NAME = /(?<![\p{L}\p{N}_$.])[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+/gu;
const CAMEL_CASE = /\p{Ll}\p{Lu}/u;

/** Lower-case words only, one space apart: text as a reader sees it, whatever its markup. */
export function flatText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The phrases `question` quotes, as `flatText` words; none without quotes. */
export function quotedPhrases(question: string): string[] {
  const phrases = new Set<string>();
  for (const match of question.matchAll(STRAIGHT)) phrases.add(flatText(match[2]!));
  for (const match of question.matchAll(PAIRED)) phrases.add(flatText(match.slice(1).find(Boolean)!));
  for (const found of question.matchAll(CODE_NAME)) {
    const [name] = found;
    // A call (`request.form()`) is code whatever its case.
    const called = question[found.index + name.length] === '(';
    if (CAMEL_CASE.test(name) || called) phrases.add(flatText(name));
  }
  phrases.delete('');
  return [...phrases].slice(0, MAX_PHRASES);
}
