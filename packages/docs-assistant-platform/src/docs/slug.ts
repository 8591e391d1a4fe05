/**
 * Heading anchors the way GitHub, Mintlify and Docusaurus make them: lower case, punctuation
 * dropped, spaces to hyphens, letters of every script kept; a repeated slug on one page gets
 * `-1`, `-2`, ...
 */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** How one generator turns headings into anchors, and how it tells repeated ones apart. */
export interface AnchorStyle {
  slugify: (heading: string) => string;
  /** The `n`th repeat of `base` (n from 1). */
  repeat: (base: string, n: number) => string;
}

export const GITHUB_ANCHORS: AnchorStyle = { slugify, repeat: (base, n) => `${base}-${n}` };

/** Hands out unique slugs within one page. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  constructor(private readonly style: AnchorStyle = GITHUB_ANCHORS) {}

  slug(heading: string): string {
    return this.claim(this.style.slugify(heading));
  }

  /** Reserves an anchor given explicitly (an `id` attribute), so later duplicates get a suffix. */
  claim(base: string): string {
    let slug = base;
    let count = this.seen.get(base) ?? 0;
    while (this.seen.has(slug)) slug = this.style.repeat(base, ++count);
    this.seen.set(base, count);
    this.seen.set(slug, 0);
    return slug;
  }
}
