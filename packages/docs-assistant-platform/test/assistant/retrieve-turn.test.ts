import { describe, expect, it } from 'vitest';
import { retrieve } from '../../src/assistant/retrieval.js';
import { retrieveTurn, type TurnRetrievalInput } from '../../src/assistant/retrieve-turn.js';
import { parsePage } from '../../src/docs/parse-page.js';
import { DocsIndex } from '../../src/docs/search-index.js';
import type { DocSection } from '../../src/docs/types.js';

/** A page of the Prettier options reference: several options, each with its default in a table. */
const OPTIONS = `---
title: Options
---

Prettier ships with a handful of format options.

## Bracket Spacing

Print spaces between brackets in object literals. How many spaces? One on each side by default, however deep the object is indented, and indented spaces count too.

| Default | CLI Override | API Override |
| --- | --- | --- |
| \`true\` | \`--no-bracket-spacing\` | \`bracketSpacing: <bool>\` |

## Tab Width

Specify the number of spaces per indentation-level.

| Default | CLI Override | API Override |
| --- | --- | --- |
| \`2\` | \`--tab-width <int>\` | \`tabWidth: <int>\` |
`;

const sections: DocSection[] = parsePage(OPTIONS, { mdx: true }).sections.map((s, position) => ({
  ...s,
  id: `/options#${position}`,
  path: '/options',
  pageTitle: 'Options',
  version: null,
  language: 'en',
  groups: [],
  position,
}));

const input = (question: string): TurnRetrievalInput => ({
  messages: [{ role: 'user', text: question }],
  priorPaths: [],
  context: [],
  pageSize: 5,
  siteUrl: 'https://prettier.example/',
  language: 'en',
  compose: true,
});

describe('a turn retrieved with its answer composed', () => {
  it('links the page it quotes to the section quoted, not to the one search ranked first', () => {
    const index = DocsIndex.build(sections);
    const question = 'how many spaces does it indent by default';
    const searched = retrieve(index, input(question)).sources[0]!;
    const turn = retrieveTurn(index, input(question));
    expect(turn.composed?.text).toMatch(/^Tab Width — Default: `2`/);
    // Search liked another section of the page best; the answer quotes Tab Width.
    expect(searched.url).not.toBe('https://prettier.example/options#tab-width');
    expect(turn.sources[0]).toMatchObject({
      url: 'https://prettier.example/options#tab-width',
      title: 'Options › Tab Width',
    });
    expect(turn.sources[0]!.sections[0]!.anchor).toBe('tab-width');
  });
});
