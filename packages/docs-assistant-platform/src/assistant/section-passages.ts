import type { SectionCode } from '../db/schema.js';
import { analyze } from '../docs/analyze.js';
import { ROW_MARK } from '../docs/mdast-blocks.js';
import { renderedExample } from '../docs/rendered-example.js';
import { SENTENCE_END } from '../docs/sentence-end.js';
import type { DocSection } from '../docs/types.js';

/** A sentence, a row, or the sentence introducing a code block, as the extractive answerer reads it. */
export interface Passage {
  text: string;
  row: boolean;
  code?: SectionCode;
  /** Order in its section. */
  at: number;
  /** The line of its section's text it is on (a paragraph, a list item, a row); -1 for code. */
  line: number;
  /** Whether it is the page's description line. */
  lead: boolean;
  /** Its distinct terms, sorted (`weightOf` finds them). */
  terms: string[];
  /** Each term's weight, for a code block (whose words count less than those introducing it); 1 otherwise. */
  weights?: Float64Array;
  /** Its text's terms in order, where pairs of the question's words are looked for. */
  words: string[];
  /** Words of its text. */
  wordCount: number;
  /** What its text states, as `passage-cues.ts` found it so far. */
  cues: number;
}

/** Words and characters at most in a label: a line naming what follows ("Warning", "`store.js`"). */
const LABEL_WORDS = 3;
const LABEL_CHARS = 40;

/**
 * Whether a passage is a label rather than a sentence: a few words of prose without a full stop,
 * such as an admonition's kind or a caption. It says nothing beside an answer.
 */
export const isLabel = (passage: Passage) =>
  !passage.row &&
  !passage.code &&
  passage.wordCount <= LABEL_WORDS &&
  passage.text.length <= LABEL_CHARS &&
  !/[.!?。！？]$/u.test(passage.text);

/** A section read for answering: its passages, and the terms of its own heading and those above it. */
export interface SectionPassages {
  passages: Passage[];
  ownHeading: Set<string>;
  aboveHeadings: Set<string>;
}

const MAX_SENTENCE = 300;
/** A code block's words count less than those of the sentence introducing it. */
const CODE_TERM_WEIGHT = 0.5;
/** Markup of admonitions in other generators (`!!! note "Title"`, `:::tip`) reads as its words. */
const ADMONITION = /^(?:!!!|\?\?\?\+?|:::)\s*(\w+)?\s*(?:"([^"]*)")?\s*/;

/**
 * Answers read the same few pages question after question: their sections' passages are read and
 * analyzed once, and the most recently read are kept, up to this many sections.
 */
const SECTIONS_KEPT = 2000;
/** Least recently read first. */
const kept = new Map<DocSection, { language: string | null; read: SectionPassages }>();

/** The weight of `term` in a passage: 0 when it does not have it. */
export function weightOf(passage: Passage, term: string): number {
  const at = after(passage.terms, term) - 1;
  if (at < 0 || passage.terms[at] !== term) return 0;
  return passage.weights?.[at] ?? 1;
}

/** Whether a term of `passage` is a longer word beginning with `term`. */
export function hasLongerForm(passage: Passage, term: string): boolean {
  // Sorted, the words beginning with `term` come first of those after it.
  const at = after(passage.terms, term);
  return at < passage.terms.length && passage.terms[at]!.startsWith(term);
}

/** The index of the first of `sorted` after `term`. */
function after(sorted: string[], term: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The passages of a section, in reading order, with their terms in `language`. */
export function passagesOf(section: DocSection, language: string | null): SectionPassages {
  let entry = kept.get(section);
  if (entry) kept.delete(section);
  if (entry?.language !== language) entry = { language, read: read(section, language) };
  kept.set(section, entry);
  if (kept.size > SECTIONS_KEPT) kept.delete(kept.keys().next().value!);
  return entry.read;
}

function read(section: DocSection, language: string | null): SectionPassages {
  return {
    passages: passages(section, language),
    ownHeading: new Set(analyze(section.headings.at(-1) ?? '', language)),
    aboveHeadings: new Set(
      analyze([section.pageTitle, ...section.headings.slice(0, -1)].join(' '), language),
    ),
  };
}

function passages(section: DocSection, language: string | null): Passage[] {
  const found: Passage[] = [];
  const add = (text: string, row: boolean, lead: boolean, line: number, code?: SectionCode) => {
    const words = analyze(text, language);
    const weighed = termsOf(words, language, code);
    const terms = [...weighed.keys()].sort();
    found.push({
      text,
      row,
      code,
      at: found.length,
      line,
      lead,
      terms,
      weights: code ? Float64Array.from(terms, (term) => weighed.get(term)!) : undefined,
      words,
      wordCount: text.split(/\s+/).length,
      cues: 0,
    });
  };
  const rendersCode = renderedExample(section);
  section.text.split('\n').forEach((line, lineIndex) => {
    const clean = line.replace(ADMONITION, (_, _kind, title?: string) => (title ? `${title}: ` : '')).trim();
    if (!clean || rendersCode(clean)) return;
    const lead = section.anchor === null && lineIndex === 0;
    if (clean.startsWith(ROW_MARK)) return add(clean.slice(ROW_MARK.length), true, lead, lineIndex);
    for (const sentence of clean.split(SENTENCE_END)) {
      if (sentence.length < 3 || !/\p{L}/u.test(sentence)) continue;
      add(shorten(sentence), false, lead, lineIndex);
    }
  });
  // An intro that renders its block ("Badge Badge Badge" above `<Badge>` tags) introduces nothing.
  for (const code of section.code)
    add(code.intro && !rendersCode(code.intro) ? code.intro : '', false, false, -1, code);
  return found;
}

function termsOf(words: string[], language: string | null, code?: SectionCode): Map<string, number> {
  const terms = new Map<string, number>();
  if (code) {
    for (const term of analyze(code.code.slice(0, 2000), language)) terms.set(term, CODE_TERM_WEIGHT);
    for (const term of analyze(`${code.title ?? ''} ${code.intro ?? ''}`, language)) terms.set(term, 1);
  } else for (const term of words) terms.set(term, 1);
  return terms;
}

/** Cuts a run-on "sentence" at a word boundary. */
function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_SENTENCE - 40))}…`;
}
