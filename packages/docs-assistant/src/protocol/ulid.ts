/** Crockford base32, 26 characters, first character at most 7 (48-bit time). */
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

export function isUlid(value: string): boolean {
  return ULID.test(value);
}
