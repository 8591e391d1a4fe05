/**
 * The most of an answer the live region reads out. The whole answer is in the conversation,
 * where a screen reader can read it at its own pace; a polite announcement of a long one would
 * talk over everything for minutes, and its hidden copy costs as much layout and text shaping
 * as the answer itself (6–10 ms for a 10,000-token answer, in a frame of its own).
 */
export const ANNOUNCED_CHARACTERS = 600;

/**
 * What the live region says when an answer is complete: `ready`, then the answer, or its
 * beginning up to the last sentence (or word) that fits, marked as cut.
 */
export function answerAnnouncement(ready: string, text: string): string {
  const answer = text.trim();
  if (answer.length <= ANNOUNCED_CHARACTERS) return `${ready} ${answer}`;
  const head = answer.slice(0, ANNOUNCED_CHARACTERS);
  // The end of the last whole sentence, else of the last whole word.
  const sentence = /[.!?。！？](?=\s)/g;
  let end = -1;
  for (const match of head.matchAll(sentence)) end = match.index + 1;
  if (end < ANNOUNCED_CHARACTERS / 2) end = head.search(/\s\S*$/);
  return `${ready} ${head.slice(0, end > 0 ? end : ANNOUNCED_CHARACTERS).trimEnd()} …`;
}
