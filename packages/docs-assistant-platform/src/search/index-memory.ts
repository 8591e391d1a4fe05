import type { SerializedIndex } from '../docs/search-index.js';
import type { DocSection } from '../docs/types.js';

/**
 * V8's layouts on 64-bit Node (no pointer compression): an object's header and each field, an
 * array's header, a string's header (rounded to 8 bytes), and a hash table entry (Map, Set).
 */
const FIELD = 8;
const OBJECT = 24;
const ARRAY = 32 + 16;
const STRING = 16;
const TABLE_ENTRY = 3 * FIELD + 8;
/** Typed arrays an index allocates per section as it answers: norms (5 fields), scratch, ranking. */
const TYPED_PER_SECTION = 5 * 8 + 32 + 12 + 5;
/** …per page (ranking scratch) and per term (vocabulary by length). */
const TYPED_PER_PAGE = 40;
const TYPED_PER_TERM = 4;
/** A page's words: their object, typed array and set of words outside the vocabulary. */
const PAGE_WORDS = OBJECT + 3 * FIELD + 96 + 64;
/** An index's own objects whatever its size: its classes, tables' initial room, typed arrays' headers. */
const FIXED = 16 * 1024;
/** Above what is counted: V8's slack (heap pages never full, fields not counted). Measured, see the test. */
const SLACK = 1.25;

/** Only Latin-1 characters: V8 stores the string with one byte per character. */
const ONE_BYTE = /^[\0-\xff]*$/;

/**
 * Bytes a loaded index takes in its search thread once it has answered a few calls: its sections'
 * objects and strings, its terms, its typed arrays, and what it builds on first use (page lists,
 * ranking scratch, each section's words for finding a passage). Counted from the data rather than
 * the heap: the heap's size changes with garbage and other indexes.
 */
export function indexMemoryBytes(index: SerializedIndex, sections: readonly DocSection[]): number {
  let bytes = 0;
  const pages = new Set<string>();
  for (const section of sections) {
    pages.add(section.path);
    bytes += OBJECT + 11 * FIELD;
    bytes += stringBytes(section.id) + stringBytes(section.path) + stringBytes(section.pageTitle);
    bytes += stringBytes(section.text) + (section.anchor === null ? 0 : stringBytes(section.anchor));
    bytes +=
      stringsBytes(section.headings) + stringsBytes(section.groups) + stringsBytes(section.keywords ?? []);
    bytes += ARRAY + section.code.length * FIELD;
    let codeLength = 0;
    for (const code of section.code) {
      bytes += OBJECT + 3 * FIELD + stringBytes(code.code) + (code.title ? stringBytes(code.title) : 0);
      codeLength += code.code.length + 1;
    }
    // Its words without markup, for finding a passage the reader attached, and the index's id list.
    bytes += OBJECT + 2 * FIELD + STRING + section.text.length + codeLength + 2 * FIELD;
  }
  const { engine } = index;
  bytes += stringsBytes(engine.terms) + stringsBytes(index.topics) + index.topics.length * TABLE_ENTRY;
  for (const array of [engine.offsets, engine.docs, engine.freqs, engine.fieldLengths, engine.frequencies])
    bytes += array.byteLength;
  // Pages' section lists (two of them) and the ranking's page and folder tables.
  bytes += pages.size * (2 * (TABLE_ENTRY + ARRAY) + 2 * TABLE_ENTRY + STRING) + 2 * sections.length * FIELD;
  // Each page's words once retrieval has read it: a term id each (its postings are at least as
  // many), a small object and its key.
  bytes += engine.docs.byteLength + pages.size * (PAGE_WORDS + TABLE_ENTRY + STRING);
  bytes +=
    sections.length * TYPED_PER_SECTION + pages.size * TYPED_PER_PAGE + engine.terms.length * TYPED_PER_TERM;
  return FIXED + Math.ceil(bytes * SLACK);
}

function stringBytes(text: string): number {
  const raw = ONE_BYTE.test(text) ? text.length : 2 * text.length;
  return STRING + Math.ceil(raw / 8) * 8;
}

function stringsBytes(texts: readonly string[]): number {
  let bytes = ARRAY + texts.length * FIELD;
  for (const text of texts) bytes += stringBytes(text);
  return bytes;
}
