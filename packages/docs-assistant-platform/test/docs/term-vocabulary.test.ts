import { describe, expect, it } from 'vitest';
import { TermVocabulary } from '../../src/docs/term-vocabulary.js';
import { levenshtein } from '../helpers/edit-distance.js';
import { random } from '../helpers/random.js';

/** Words from a few letters, so that many are near each other; some Han bigrams among them. */
function vocabulary(seed: number, count: number): string[] {
  const next = random(seed);
  const letters = 'abcdeilnorst';
  const words = new Set<string>(['deploy', 'deployment', 'deployed', 'redirect', '部署', '配置']);
  while (words.size < count) {
    const length = 1 + Math.floor(next() * 9);
    let word = '';
    for (let i = 0; i < length; i++) word += letters[Math.floor(next() * letters.length)];
    words.add(word);
  }
  return [...words].sort();
}

describe('term vocabulary', () => {
  const terms = vocabulary(7, 3000);
  const vocab = new TermVocabulary(terms);

  it('finds terms and the run of terms under a prefix', () => {
    for (const term of terms.slice(0, 200)) expect(terms[vocab.id(term)]).toBe(term);
    expect(vocab.id('zzz')).toBe(-1);
    for (const prefix of ['de', 'deploy', 'a', 'ston', 'q', '']) {
      const [from, to] = vocab.prefixRange(prefix);
      expect(terms.slice(from, to)).toEqual(terms.filter((t) => t.startsWith(prefix)));
    }
  });

  it('finds the same near terms, at the same distances, as comparing every term', () => {
    const next = random(11);
    const queries = ['deploymnt', 'redirct', 'depoly', '部署', ...terms.slice(0, 40)];
    for (let i = 0; i < 60; i++) queries.push(terms[Math.floor(next() * terms.length)]! + 'x');
    for (const query of queries)
      for (const maxDistance of [1, 2]) {
        const found: [string, number][] = [];
        vocab.near(query, maxDistance, (id, distance) => found.push([terms[id]!, distance]));
        const expected = terms
          .map((term) => [term, levenshtein(query, term)] as [string, number])
          .filter(([, distance]) => distance <= maxDistance);
        expect(found.sort(), `${query} within ${maxDistance}`).toEqual(expected.sort());
      }
  });
});
