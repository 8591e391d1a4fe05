import { describe, expect, it } from 'vitest';
import { highlight, queryTerms, snippet } from '../../../src/widget/search/snippet.js';

const marks = (segments: { text: string; mark: boolean }[]) =>
  segments.filter((s) => s.mark).map((s) => s.text);

describe('search snippets', () => {
  it('marks whole words, and the word being typed as the start of one', () => {
    expect(queryTerms('how do I inst')).toEqual({ words: ['how', 'do', 'i'], prefix: 'inst' });
    expect(queryTerms('install ')).toEqual({ words: ['install'], prefix: undefined });
    expect(marks(highlight('Install the docs: do installs work?', 'do inst'))).toEqual([
      'Install',
      'do',
      'installs',
    ]);
    // `do` is a finished word here: `docs` is not marked.
    expect(marks(highlight('Read the docs', 'do it'))).toEqual([]);
  });

  it('cuts a window around the first match at word boundaries', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Deploy with one command and roll back in seconds. ${'Tail text here. '.repeat(10)}`;
    const segments = snippet(text, 'roll');
    const joined = segments.map((s) => s.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined).toContain('Deploy with one command and roll back');
    expect(joined.length).toBeLessThanOrEqual(162);
    expect(marks(segments)).toEqual(['roll']);
    expect(joined).not.toMatch(/^…\S*[a-z]m /); // starts on a whole word
  });

  it('keeps markup as text and treats regex characters literally', () => {
    const segments = snippet('<img src=x onerror=alert(1)> use a+b (c) [d]', 'a+b (c');
    expect(segments.map((s) => s.text).join('')).toContain('<img src=x onerror=alert(1)>');
    expect(marks(segments)).toEqual(['a', 'b', 'c']);
    expect(snippet('', 'x')).toEqual([]);
    expect(snippet('short text', '')).toEqual([{ text: 'short text', mark: false }]);
  });
});
