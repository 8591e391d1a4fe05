import { type AnchorStyle, GITHUB_ANCHORS } from '../slug.js';
import type { AnchorStyleName } from './layout.js';

/** VitePress (`@mdit-vue/shared`): specials to `-`, accents folded, a leading digit prefixed `_`. */
const VITEPRESS_SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const vitepress: AnchorStyle = {
  slugify: (heading) =>
    heading
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\p{Cc}/gu, '')
      .replace(VITEPRESS_SPECIAL, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(\d)/, '_$1')
      .toLowerCase(),
  repeat: (base, n) => `${base}-${n}`,
};

/** Python-Markdown `toc`: ASCII only, word characters kept, spaces and hyphens to one `-`; repeats `_1`. */
const python: AnchorStyle = {
  slugify: (heading) =>
    heading
      .normalize('NFKD')
      .replace(/[^ -~]/g, '')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[-\s]+/g, '-'),
  repeat: (base, n) => `${base}_${n}`,
};

/** `pymdownx.slugs.slugify(case='lower')`: like `toc`, but letters of every script kept. */
const pythonUnicode: AnchorStyle = {
  slugify: (heading) =>
    heading
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}_\s-]/gu, '')
      .trim()
      .toLowerCase()
      .replace(/[-\s]+/g, '-'),
  repeat: (base, n) => `${base}_${n}`,
};

export const ANCHOR_STYLES: Record<AnchorStyleName, AnchorStyle> = {
  github: GITHUB_ANCHORS,
  vitepress,
  python,
  'python-unicode': pythonUnicode,
};
