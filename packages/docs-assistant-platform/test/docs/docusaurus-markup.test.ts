import { describe, expect, it } from 'vitest';
import { sectionsOf } from '../helpers/docs-site.js';
import { parsePage } from '../../src/docs/parse-page.js';
import type { DocSection } from '../../src/docs/types.js';

async function docusaurusPage(page: string): Promise<DocSection[]> {
  return sectionsOf({
    'docusaurus.config.js': "export default { presets: [['classic', { docs: { routeBasePath: '/' } }]] };",
    'docs/tutorials/store.md': page,
  });
}

const CODE = `\`\`\`js title="src/store.js"
import { createStore } from 'redux'
import rootReducer from './reducer'

export const store = createStore(rootReducer)
\`\`\``;

describe('Docusaurus markup', () => {
  it('reads a page with HTML comments as MDX: components keep their titles, code its imports', async () => {
    const sections = await docusaurusPage(`---
id: store
title: 'Redux Fundamentals, Part 4: Store'
---

<!-- prettier-ignore -->
import { DetailedExplanation } from '../../components/DetailedExplanation'

## Creating a Store

<!--
  A comment on several lines.
-->

Every Redux store has a single root reducer function:

${CODE}

<DetailedExplanation title="Detailed Explanation: Reducers and State Structure">

A Redux store needs a single root reducer.

</DetailedExplanation>

Write \`<!-- a comment -->\` in Markdown for a comment.
`);
    const store = sections.find((s) => s.headings.at(-1) === 'Creating a Store')!;
    expect(store.text).toBe(
      'Every Redux store has a single root reducer function:\n' +
        'Detailed Explanation: Reducers and State Structure\n' +
        'A Redux store needs a single root reducer.\n' +
        'Write `<!-- a comment -->` in Markdown for a comment.',
    );
    expect(store.code[0]?.code).toMatch(/^import \{ createStore \} from 'redux'\n/);
  });

  it('keeps the import lines of code blocks on a page read leniently', () => {
    // An unclosed component makes strict MDX fail.
    const page = parsePage(`## Setup\n\n<Intro>\n\nCreate the store:\n\n${CODE}\n`, { mdx: true });
    expect(page.lenient).toBe(true);
    expect(page.sections[0]!.code[0]!.code).toContain("import rootReducer from './reducer'");
  });
});
