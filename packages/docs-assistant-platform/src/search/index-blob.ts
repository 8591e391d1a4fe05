import { gunzipSync, gzipSync } from 'node:zlib';
import { DocsIndex, type SerializedIndex } from '../docs/search-index.js';
import type { TermIndexData } from '../docs/term-index.js';
import type { DocSection } from '../docs/types.js';

/** Marks a blob of this layout; a blob without it (an older layout) is refused, and rebuilt. */
const MAGIC = 0x44414932; // "DAI2"
/** Sections per part: a large site's sections would not fit one string (V8 caps them near 512 MB). */
const SECTIONS_PER_PART = 5_000;
/** The index's typed arrays, stored as raw bytes in this order. */
type ArrayName = 'offsets' | 'docs' | 'freqs' | 'fieldLengths' | 'frequencies';

interface Header {
  index: Omit<SerializedIndex, 'engine'> & { engine: Omit<TermIndexData, ArrayName> };
  sectionParts: number;
}

/**
 * A site's index and its sections as one compressed blob, as stored beside the ingestion: loading
 * it takes one row and no analysis. Encoded and decoded in search threads only.
 *
 * Layout: magic, part count, each part's compressed length (float64), then the parts, each gzipped
 * on its own: a JSON header, the index's typed arrays as raw bytes (little-endian, as every
 * platform Node runs on), and the sections as JSON a few thousand at a time. No part is a string
 * larger than V8 allows, and decoding holds one part's text at a time.
 */
export function encodeIndex(index: DocsIndex, sections: DocSection[]): Uint8Array {
  const { engine, ...rest } = index.serialize();
  const { offsets, docs, freqs, fieldLengths, frequencies, ...counts } = engine;
  const sectionParts = Math.ceil(sections.length / SECTIONS_PER_PART);
  const header: Header = { index: { ...rest, engine: counts }, sectionParts };
  const parts: Uint8Array[] = [json(header)];
  for (const array of [offsets, docs, freqs, fieldLengths, frequencies])
    parts.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  for (let part = 0; part < sectionParts; part++)
    parts.push(json(sections.slice(part * SECTIONS_PER_PART, (part + 1) * SECTIONS_PER_PART)));
  const zipped = parts.map((part) => gzipSync(part, { level: 3 }));
  const head = 8 + 8 * zipped.length;
  // A buffer of its own, so that it can be handed to another thread without copying.
  const blob = new Uint8Array(head + zipped.reduce((sum, z) => sum + z.byteLength, 0));
  const view = new DataView(blob.buffer);
  view.setUint32(0, MAGIC);
  view.setUint32(4, zipped.length);
  let at = head;
  zipped.forEach((z, i) => {
    view.setFloat64(8 + 8 * i, z.byteLength);
    blob.set(z, at);
    at += z.byteLength;
  });
  return blob;
}

export function decodeIndex(blob: Uint8Array): { index: DocsIndex; sections: DocSection[]; bytes: number } {
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  if (blob.byteLength < 8 || view.getUint32(0) !== MAGIC)
    throw new Error('Index format unknown, expected a newer one');
  const count = view.getUint32(4);
  let at = 8 + 8 * count;
  let bytes = 0;
  let next = 0;
  const part = (): Buffer => {
    const length = view.getFloat64(8 + 8 * next++);
    const raw = gunzipSync(blob.subarray(at, at + length));
    at += length;
    bytes += raw.byteLength;
    return raw;
  };
  const header = JSON.parse(part().toString('utf8')) as Header;
  // Copied into buffers of their own: typed arrays need their element size's alignment.
  const own = () => new Uint8Array(part()).buffer;
  const offsets = new Uint32Array(own());
  const docs = new Uint32Array(own());
  const freqs = new Uint16Array(own());
  const fieldLengths = new Uint32Array(own());
  const frequencies = new Uint32Array(own());
  const sections: DocSection[] = [];
  for (let i = 0; i < header.sectionParts; i++)
    for (const section of JSON.parse(part().toString('utf8')) as DocSection[]) sections.push(section);
  const engine: TermIndexData = { ...header.index.engine, offsets, docs, freqs, fieldLengths, frequencies };
  return { index: DocsIndex.load({ ...header.index, engine }, sections), sections, bytes };
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
