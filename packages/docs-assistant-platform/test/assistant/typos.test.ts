import { describe, expect, it } from 'vitest';
import { editDistance, isStopWordTypo, lyFormOf, sameTerm, typoOf } from '../../src/assistant/typos.js';

/** Edit distance with neighbouring letters swapped as one edit, the plain way (every cell). */
function swapDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('typos', () => {
  it('are one edit apart, a swap of neighbouring letters counting as one, two swaps in long words', () => {
    expect(sameTerm('default', 'defualt')).toBe(true);
    expect(sameTerm('healthz', 'helthz')).toBe(true);
    expect(sameTerm('configuration', 'configuartoin')).toBe(true);
    expect(sameTerm('configuration', 'cnofiguartoin')).toBe(false);
    // Two letters changed make another word: an unknown name is not a typo of a docs word.
    expect(sameTerm('plantuml', 'plantill')).toBe(false);
    expect(typoOf('plantuml', 'plantill')).toBe(false);
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

  it('are counted exactly up to the most edits asked for, and past it as more', () => {
    // Words of few letters, so that many pairs are a few edits apart.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const word = () => Array.from({ length: random(11) }, () => 'abc'[random(3)]).join('');
    for (let k = 0; k < 20_000; k++) {
      const [a, b, max] = [word(), word(), 1 + random(3)];
      const expected = swapDistance(a, b);
      const got = editDistance(a, b, max);
      if (expected <= max) expect(got, `${a} ${b} ${max}`).toBe(expected);
      else expect(got, `${a} ${b} ${max}`).toBeGreaterThan(max);
    }
  });

  it('reads an English -ly form the stemmer keeps as formed from the docs’ word', () => {
    expect(lyFormOf('hourli', 'hour', 'en')).toBe(true);
    expect(lyFormOf('deepli', 'deep', 'en')).toBe(true);
    expect(lyFormOf('appli', 'app', 'en')).toBe(true);
    expect(lyFormOf('hour', 'hour', 'en')).toBe(false);
    expect(lyFormOf('reli', 're', 'en')).toBe(false);
    expect(lyFormOf('hourli', 'hours', 'en')).toBe(false);
    expect(lyFormOf('hourli', 'hour', 'fr')).toBe(false);
  });
});
