import { describe, expect, it } from 'vitest';
import { isStopWordTypo, sameTerm, typoOf } from '../../src/assistant/typos.js';

describe('typos', () => {
  it('are one edit apart, a swap of neighbouring letters counting as one, two for long words', () => {
    expect(sameTerm('default', 'defualt')).toBe(true);
    expect(sameTerm('healthz', 'helthz')).toBe(true);
    expect(sameTerm('configuration', 'configuartoin')).toBe(true);
    expect(sameTerm('configuration', 'cnofiguartoin')).toBe(false);
    expect(sameTerm('deploy', 'deplay')).toBe(true);
    expect(sameTerm('deploy', 'dplay')).toBe(false);
    expect(sameTerm('bagd', 'badg')).toBe(true);
    expect(typoOf('limt', 'limit')).toBe(true);
    expect(typoOf('vitepr', 'vitepress')).toBe(true);
    expect(isStopWordTypo('wich', 'en')).toBe(true);
    expect(isStopWordTypo('deploy', 'en')).toBe(false);
  });

  it('are told the same way for words longer than any before, and after them', () => {
    const long = 'a'.repeat(30) + 'bc' + 'd'.repeat(60);
    const swapped = 'a'.repeat(30) + 'cb' + 'd'.repeat(60);
    expect(sameTerm('deploy', 'deplay')).toBe(true);
    expect(sameTerm(long, swapped)).toBe(true);
    expect(sameTerm(long, `${swapped}xyz`)).toBe(false);
    expect(sameTerm('deploy', 'deplay')).toBe(true);
    expect(sameTerm('deploy', 'dpleoy')).toBe(false);
  });
});
