import { gunzipSync, gzipSync } from 'node:zlib';
import { DocsIndex, type SerializedIndex } from '../docs/search-index.js';
import type { DocSection } from '../docs/types.js';

/**
 * A site's index and its sections as one compressed blob, as stored beside the ingestion: loading
 * it takes one row and no analysis. Encoded and decoded in search threads only.
 */
export function encodeIndex(index: DocsIndex, sections: DocSection[]): Uint8Array {
  const gzipped = gzipSync(JSON.stringify({ index: index.serialize(), sections }), { level: 3 });
  // A blob of its own, so that it can be handed to another thread without copying.
  return gzipped.byteOffset === 0 && gzipped.byteLength === gzipped.buffer.byteLength
    ? gzipped
    : new Uint8Array(gzipped);
}

export function decodeIndex(blob: Uint8Array): { index: DocsIndex; sections: DocSection[]; bytes: number } {
  const json = gunzipSync(blob).toString('utf8');
  const { index, sections } = JSON.parse(json) as { index: SerializedIndex; sections: DocSection[] };
  return { index: DocsIndex.load(index, sections), sections, bytes: json.length };
}
