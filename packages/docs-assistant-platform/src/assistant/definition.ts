import { flatText } from '../docs/quoted-phrases.js';

/**
 * A question asking what something is ("what is VitePress?", "what's a thunk", "qu'est-ce que
 * Mintlify ?") is answered by the sentence that defines it ("VitePress is a static site
 * generator…"), wherever the name is on every page.
 */
const ASKS_DEFINITION =
  /^(?:so |and |ok,? )?(?:what(?:'s| (?:actually |exactly |really )?(?:is|are))|qu'est-ce que|qu'est-ce qu'|c'est quoi|qu[eé] es|o que [eé]|was (?:ist|sind))\s+([^?,;.!]{1,40}?)\s*(?:[?,;.!]|$)/iu;
/** Words before a name that a definition may drop or say otherwise. */
const ARTICLES = new Set('a an the un une le la les l el los o os der die das ein eine'.split(' '));
/** Words of the thing asked about, at most: a longer one is a question, not a name. */
const MAX_SUBJECT_WORDS = 3;

/** The thing a question asks to be defined, as flat words ("vitepress", "rtk query"), or null. */
export function definedSubject(question: string): string | null {
  const asked = ASKS_DEFINITION.exec(question.trim())?.[1];
  if (!asked) return null;
  const words = flatText(asked)
    .split(' ')
    .filter((word) => word && !ARTICLES.has(word));
  return words.length && words.length <= MAX_SUBJECT_WORDS ? words.join(' ') : null;
}

/** Words after the thing to define that only say how to answer ("…, in one sentence?"). */
const HOW_TO_ANSWER = new Set([
  ...'in one a single sentence line plain simple short few words terms nutshell'.split(' '),
  ...'briefly exactly actually again please anyway'.split(' '),
]);
/** Words pointing back at something said before: "what is `state` inside those" asks about it. */
const POINTING = new Set(['it', 'its', 'this', 'that', 'these', 'those', 'them', 'they', 'there']);

/**
 * What to search for a question that only asks what something is: the thing itself, without the
 * words saying how to answer ("what actually is VitePress, in one sentence?"). Null when it asks
 * more, or about something said before.
 */
export function definitionQuery(question: string): string | null {
  const match = ASKS_DEFINITION.exec(question.trim());
  const subject = definedSubject(question);
  if (!match || !subject || subject.split(' ').some((word) => POINTING.has(word))) return null;
  const rest = flatText(question.trim().slice(match[0].length));
  return rest.split(' ').every((word) => !word || HOW_TO_ANSWER.has(word)) ? subject : null;
}

/** The words a definition of `subject` opens with ("vitepress is a"), to find the sections holding one. */
export function definitionPhrases(subject: string): string[] {
  return [`${subject} is a`, `${subject} is an`, `${subject} is the`, `${subject}s are`];
}

/**
 * How well a sentence defines `subject`: 2 when it says what kind of thing it is ("VitePress is a
 * static site generator"), 1 when it says it otherwise ("Reducers are functions…", "X is the…"),
 * 0 when it does not open with it so ("Redux is more useful when…", "RTK Query is the same way").
 */
export function definition(sentence: string, subject: string): number {
  const flat = flatText(sentence).replace(/^(?:a|an|the) /, '');
  const opening = definitionPhrases(subject).find((phrase) => flat.startsWith(`${phrase} `));
  // A subject written in the plural already ("reducers") opens a definition as its plural does.
  if (!opening) return flat.startsWith(`${subject} are `) ? 1 : 0;
  if (opening.endsWith(' a') || opening.endsWith(' an')) return 2;
  return flat.startsWith(`${subject} is the same `) ? 0 : 1;
}
