import { describe, expect, it } from 'vitest';
import {
  definedSubject,
  definition,
  definitionPhrases,
  definitionQuery,
} from '../../src/assistant/definition.js';

describe('a question asking what something is', () => {
  it('names the thing to define, without its article', () => {
    expect(definedSubject('what is VitePress?')).toBe('vitepress');
    expect(definedSubject("what's a thunk")).toBe('thunk');
    expect(definedSubject('What actually is RTK Query, in one sentence?')).toBe('rtk query');
    expect(definedSubject("qu'est-ce que Mintlify ?")).toBe('mintlify');
    expect(definedSubject('how do I define a thunk?')).toBeNull();
    // A longer "what is…" is a question, not a name.
    expect(definedSubject('what is the difference between a slice and a reducer?')).toBeNull();
  });

  it('is searched as the thing alone when the rest only says how to answer', () => {
    expect(definitionQuery('what actually is vitepress, in one sentence?')).toBe('vitepress');
    expect(definitionQuery('what is a reducer, in plain words')).toBe('reducer');
    // Asking more, or about something said before, it is searched whole.
    expect(definitionQuery('what is the offline plugin, and how do I enable it?')).toBeNull();
    expect(definitionQuery('so what is `state` inside those, the whole root state?')).toBeNull();
  });

  it('looks for the openings of a definition', () => {
    expect(definitionPhrases('vitepress')).toContain('vitepress is a');
  });
});

describe('a sentence defining it', () => {
  it('says what kind of thing it is, better than saying it otherwise', () => {
    expect(
      definition('VitePress is a Static Site Generator (SSG) designed for building fast sites.', 'vitepress'),
    ).toBe(2);
    expect(definition('A "slice" is a collection of Redux reducer logic.', 'slice')).toBe(2);
    expect(definition('Thunks are a standard approach for writing async logic.', 'thunk')).toBe(1);
    expect(definition('VitePress is the spiritual successor of VuePress 1.', 'vitepress')).toBe(1);
  });

  it('is not any sentence opening with its name', () => {
    expect(definition('Redux is more useful when:', 'redux')).toBe(0);
    expect(definition('RTK Query is the same way.', 'rtk query')).toBe(0);
    expect(definition('Use VitePress to build the site.', 'vitepress')).toBe(0);
  });
});
