import type { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * Has `pglite` pass bytea without its own conversion, which goes byte by byte in JavaScript and
 * holds the event loop for seconds on a stored index of a few megabytes.
 */
export function useNativeBytea(pglite: PGlite): void {
  // Bytes given as they are go in PostgreSQL's binary format, which for bytea is the bytes.
  pglite.serializers[BYTEA] = (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return value as unknown as string;
  };
  // The hex text form, `\x` then two digits a byte (PostgreSQL's default `bytea_output`).
  pglite.parsers[BYTEA] = (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}
