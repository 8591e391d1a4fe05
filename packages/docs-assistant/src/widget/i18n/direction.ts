import { primaryLanguage } from './languages.js';

/** Languages written right to left. Only the panel lays text out, so this ships with it. */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi']);

/** Writing direction of a language tag. */
export function directionOf(tag: string): 'rtl' | 'ltr' {
  return RTL.has(primaryLanguage(tag)) ? 'rtl' : 'ltr';
}
