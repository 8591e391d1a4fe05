import { describe, expect, it } from 'vitest';
import { byHeading, sectionsOf } from '../helpers/docs-site.js';

describe('VitePress markup', () => {
  const config = { 'docs/.vitepress/config.ts': `export default { title: 'Acme' }` };

  it('leaves scripts, style sheets, snippet imports and the table of contents out of the text', async () => {
    const sections = await sectionsOf({
      ...config,
      'docs/team.md': `---
layout: page
---
<script setup>
import { VPTeamMembers } from 'vitepress/theme'

const members = [{ name: 'Evan You', title: 'Creator' }]
</script>

<style module>
.member { color: red; }
</style>

# Our Team

[[toc]]

## Members

Say hello to our awesome team.

::: v-pre
Written as-is.
:::

<<< @/snippets/members.js{2}

<VPTeamMembers size="small" :members />
`,
    });
    const members = byHeading(sections, 'Members')!;
    expect(members.text).toBe('Say hello to our awesome team.\nWritten as-is.');
    expect(sections.map((s) => s.text).join('\n')).not.toMatch(
      /import|const members|\.member|\[\[toc\]\]|<<</,
    );
  });

  it('reads the language of code blocks marked with line numbers or highlighted lines', async () => {
    const sections = await sectionsOf({
      ...config,
      'docs/code.md': `# Code

## Line numbers

Start the line numbers at 2:

\`\`\`ts:line-numbers=2 {1}
const line3 = 'This is line 3'
\`\`\`

\`\`\`js{4} [config.js]
export default {}
\`\`\`
`,
    });
    expect(byHeading(sections, 'Line numbers')?.code).toEqual([
      expect.objectContaining({ lang: 'ts', title: null }),
      expect.objectContaining({ lang: 'js', title: 'config.js' }),
    ]);
  });
  it('drops Shiki notation comments from code, and the lines a diff removes', async () => {
    const sections = await sectionsOf({
      ...config,
      'docs/nuxt.md': `# Nuxt

## Modules

\`\`\`js
export default {
  modules: [
    'pinia/nuxt', // [!code --]
    '@pinia/nuxt', // [!code ++]
  ],
  ssr: true, // [!code focus]
}
\`\`\`

\`\`\`md
Write \`// [!code ++]\` after a line to mark it added.
\`\`\`
`,
    });
    expect(byHeading(sections, 'Modules')?.code.map((c) => c.code)).toEqual([
      "export default {\n  modules: [\n    '@pinia/nuxt',\n  ],\n  ssr: true,\n}",
      // An example of the notation keeps it.
      'Write `// [!code ++]` after a line to mark it added.',
    ]);
  });
});

describe('reference links', () => {
  it('read as their text on a Docusaurus page, whether or not the page defines them', async () => {
    const sections = await sectionsOf({
      'docusaurus.config.js':
        "export default { presets: [['classic', { docs: { routeBasePath: '/docs' } }]] };",
      'docs/store.md': `---
title: Store
---

## Subscribing

Call [\`subscribe\`][subscribe] with a listener; read the state with [getState()][] in it.
See the [FAQ][faq] too.

[faq]: /faq
`,
    });
    expect(sections[0]?.path).toBe('/docs/store');
    expect(byHeading(sections, 'Subscribing')?.text).toBe(
      'Call `subscribe` with a listener; read the state with getState() in it. See the FAQ too.',
    );
  });
});
