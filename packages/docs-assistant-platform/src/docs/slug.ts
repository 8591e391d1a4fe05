/**
 * Heading anchors the way GitHub and Mintlify make them: lower case, punctuation dropped, spaces
 * to hyphens, letters of every script kept; a repeated slug on one page gets `-1`, `-2`, ...
 */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Hands out unique slugs within one page. */
export class Slugger {
  private readonly seen = new Map<string, number>();

  slug(heading: string): string {
    return this.claim(slugify(heading));
  }

  /** Reserves an anchor given explicitly (an `id` attribute), so later duplicates get a suffix. */
  claim(base: string): string {
    let slug = base;
    let count = this.seen.get(base) ?? 0;
    while (this.seen.has(slug)) slug = `${base}-${++count}`;
    this.seen.set(base, count);
    this.seen.set(slug, 0);
    return slug;
  }
}
