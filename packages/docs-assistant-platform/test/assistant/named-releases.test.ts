import { describe, expect, it } from 'vitest';
import { namedReleases, namesOtherReleases } from '../../src/assistant/named-releases.js';

const releases = (text: string) =>
  Object.fromEntries([...namedReleases(text, 'en')].map(([name, majors]) => [name, [...majors]]));

describe('named releases', () => {
  it('reads a product named with its release, not a number counting something', () => {
    expect(releases('nuxt 3 pinia install cmd?')).toEqual({ nuxt: ['3'] });
    expect(releases('Works with Vue 2.7 and Node 18, or Python 3.10+')).toEqual({
      vue: ['2'],
      node: ['18'],
      python: ['3'],
    });
    expect(releases('retry in 5 seconds, up to 10 items, 512 MB at most')).toEqual({});
    // The package path is not the product's name.
    expect(releases('until @pinia/nuxt v0.2.1')).toEqual({});
  });

  it('tells a passage naming the product with other releases only', () => {
    const asked = namedReleases('how do I install it on nuxt 3?', 'en');
    expect(namesOtherReleases(asked, 'Nuxt 2 without Bridge', 'en')).toBe(true);
    expect(namesOtherReleases(asked, 'Pinia supports Nuxt 2 and Nuxt 3', 'en')).toBe(false);
    expect(namesOtherReleases(asked, 'Add the module to nuxt.config.ts', 'en')).toBe(false);
    expect(namesOtherReleases(new Map(), 'Nuxt 2 without Bridge', 'en')).toBe(false);
  });
});
