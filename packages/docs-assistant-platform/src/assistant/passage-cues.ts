import {
  isExample,
  statesAdjustable,
  opensOnPronoun,
  namesSet,
  statesAddress,
  statesBound,
  statesDefault,
  statesHowLong,
  statesForm,
  statesNumber,
  statesReason,
  statesRestriction,
  statesSize,
  statesStatus,
} from './answer-cues.js';
import type { Passage } from './section-passages.js';

/**
 * What a passage states (a number, a bound, an address…), each test run once a passage: answers
 * read the same passages question after question, and these patterns cost more than the rest of
 * a passage's score.
 */
const TESTS: readonly ((passage: Passage) => boolean)[] = [
  (p) => statesNumber(p.text),
  (p) => statesBound(p.text),
  (p) => namesSet(p.text),
  (p) => statesDefault(p.text),
  // A block's address is in its code, not in the sentence introducing it.
  (p) => statesAddress(p.code ? p.code.code : p.text),
  (p) => statesForm(p.text),
  (p) => statesSize(p.text),
  (p) => statesRestriction(p.text),
  (p) => isExample(p.text),
  (p) => /`[^`]+`/.test(p.text),
  (p) => statesReason(p.text),
  (p) => statesStatus(p.text),
  (p) => opensOnPronoun(p.text),
  (p) => statesHowLong(p.text),
  (p) => statesAdjustable(p.text),
];

/** The tests of `TESTS`, by name. */
export const CUE = {
  number: 0,
  bound: 1,
  set: 2,
  default: 3,
  address: 4,
  form: 5,
  size: 6,
  restriction: 7,
  example: 8,
  inlineCode: 9,
  reason: 10,
  status: 11,
  pointsBack: 12,
  howLong: 13,
  adjustable: 14,
} as const;

/** Whether `passage` passes test `cue` of `CUE`: bit 2·cue of `passage.cues` says it is known, the next what it is. */
export function states(passage: Passage, cue: number): boolean {
  const known = 1 << (2 * cue);
  if (!(passage.cues & known)) passage.cues |= known | (TESTS[cue]!(passage) ? known << 1 : 0);
  return (passage.cues & (known << 1)) !== 0;
}
