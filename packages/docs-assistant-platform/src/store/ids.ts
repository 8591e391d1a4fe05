import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';

/**
 * Random bytes for ULIDs, drawn a pool at a time: ulid's own source asks the system for one byte
 * per character, sixteen calls for each new id.
 */
const pool = new Uint8Array(256);
let next = pool.length;
function pooledRandom(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  // As ulid's own source: a byte over 256, a fraction below 1.
  return pool[next++]! / 256;
}

/** ULIDs sort by creation time, so they double as keyset cursors. */
export const newId: () => string = monotonicFactory(pooledRandom);
