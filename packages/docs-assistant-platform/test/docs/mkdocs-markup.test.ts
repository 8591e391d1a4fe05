import { describe, expect, it } from 'vitest';
import { byHeading, sectionsOf } from '../helpers/docs-site.js';

/** A Material for MkDocs site with the extensions its own documentation uses, and one page. */
async function mkdocsPage(page: string, config = '') {
  return sectionsOf({
    'mkdocs.yml': `site_name: Acme
theme:
  name: material
markdown_extensions:
  - admonition
  - attr_list
  - def_list
  - pymdownx.details
  - pymdownx.emoji:
      emoji_generator: !!python/name:material.extensions.emoji.to_svg
  - pymdownx.snippets:
      auto_append:
        - includes/mkdocs.md
  - pymdownx.tabbed:
      alternate_style: true
${config}`,
    'docs/page.md': page,
  });
}

describe('MkDocs Material markup', () => {
  it('reads tabs labelled with icons and code spans as named code blocks, after a style sheet', async () => {
    const sections = await mkdocsPage(`# Admonitions

## Classic admonitions

If you want to restore this appearance, add the following CSS to an
additional style sheet:

<style>
  .md-typeset .admonition.classic {
    border-width: 0;
  }
</style>

=== ":octicons-file-code-16: \`docs/stylesheets/extra.css\`"

    \`\`\` css
    .md-typeset .admonition {
      border-width: 0;
    }
    \`\`\`

=== ":octicons-file-code-16: \`mkdocs.yml\`"

    \`\`\` yaml
    extra_css:
      - stylesheets/extra.css
    \`\`\`

## Custom admonitions

Add a color and an icon.
`);
    const classic = byHeading(sections, 'Classic admonitions')!;
    expect(classic.text).not.toMatch(/md-typeset|```|border-width/);
    expect(classic.code).toEqual([
      expect.objectContaining({
        lang: 'css',
        title: 'docs/stylesheets/extra.css',
        intro: 'If you want to restore this appearance, add the following CSS to an additional style sheet:',
      }),
      expect.objectContaining({
        lang: 'yaml',
        title: 'mkdocs.yml',
        code: 'extra_css:\n  - stylesheets/extra.css',
      }),
    ]);
    expect(byHeading(sections, 'Custom admonitions')?.text).toBe('Add a color and an icon.');
  });

  it('reads reference links defined outside the page as their text', async () => {
    const sections = await mkdocsPage(`# Offline

## Usage

You can distribute the [\`site\` directory][mkdocs.site_dir] as a \`.zip\` file,
built with [MkDocs][] and [the plugin][plugin] into the [\`docs\` directory] [mkdocs.docs_dir]
from the [\`docs\`
directory] [mkdocs.docs_dir] to the [\`site\` directory]
[mkdocs.site_dir].

  [plugin]: https://example.com/plugin
`);
    expect(byHeading(sections, 'Usage')?.text).toBe(
      'You can distribute the `site` directory as a `.zip` file, built with MkDocs and the plugin into the `docs` directory from the `docs` directory to the `site` directory.',
    );
  });

  it('drops attribute lists, also valueless ones, but keeps those quoted in code spans', async () => {
    const sections = await mkdocsPage(`# Search

## Excluding sections { data-search-exclude }

The content of this block is excluded
{ data-search-exclude }

[Subscribe to our newsletter](#){ .md-button data-preview } today.
Write \`{ .md-button }\` after a link to make it a button.
`);
    const section = sections.find((s) => s.headings.at(-1) === 'Excluding sections')!;
    expect(section.anchor).toBe('excluding-sections');
    expect(section.text).toBe(
      'The content of this block is excluded\n' +
        'Subscribe to our newsletter today. Write `{ .md-button }` after a link to make it a button.',
    );
  });

  it('keeps an admonition type apart from its placement modifiers', async () => {
    const sections = await mkdocsPage(`# Admonitions

## Inline blocks

!!! info inline end "Lorem ipsum"

    Placed to the right of the text that follows.

??? note annotate

    Collapsed with annotations.
`);
    expect(byHeading(sections, 'Inline blocks')?.text).toBe(
      'Info: Lorem ipsum\nPlaced to the right of the text that follows.\nNote\nCollapsed with annotations.',
    );
  });

  it('reads a footnote after its section, so the sentence announcing a block still introduces it', async () => {
    const sections = await mkdocsPage(`# Site analytics

## Google Analytics

Material integrates with Google Analytics 4[^1]. Enable it by adding the
following lines to \`mkdocs.yml\`:

  [^1]:
    Universal Analytics was supported before 9.2.0.

\`\`\` yaml
extra:
  analytics:
    provider: google
\`\`\`

## Feedback

A widget asks readers whether the page helped.
`);
    const analytics = byHeading(sections, 'Google Analytics')!;
    expect(analytics.code[0]!.intro).toBe('Enable it by adding the following lines to `mkdocs.yml`:');
    expect(analytics.text).toMatch(/Universal Analytics was supported before 9\.2\.0\.$/);
    expect(byHeading(sections, 'Feedback')?.text).toBe('A widget asks readers whether the page helped.');
  });

  it('reads definitions separated from their term, with blocks indented inside them', async () => {
    const sections = await mkdocsPage(`# Lists

## Types

\`note\`

:   !!! note

        Lorem ipsum dolor sit amet.

\`toc.title\`

:   This option sets the title of the table of contents,
    e.g.:

    \`\`\` yaml
    markdown_extensions:
      - toc:
          title: On this page
    \`\`\`
`);
    const types = byHeading(sections, 'Types')!;
    expect(types.text).toBe(
      '`note`\nNote\nLorem ipsum dolor sit amet.\n' +
        '- `toc.title`: This option sets the title of the table of contents, e.g.:',
    );
    expect(types.code).toEqual([
      expect.objectContaining({
        lang: 'yaml',
        code: 'markdown_extensions:\n  - toc:\n      title: On this page',
      }),
    ]);
  });

  it('drops snippet includes, whose text is in another file', async () => {
    const sections = await mkdocsPage(`# Browser support

## Supported browsers

--8<-- "browserslist.md"

Every browser released in the last two years is supported.
`);
    expect(byHeading(sections, 'Supported browsers')?.text).toBe(
      'Every browser released in the last two years is supported.',
    );
  });

  it('drops API reference directives and their options, whose text a plugin generates from the code', async () => {
    const sections = await mkdocsPage(`# Developer interface

## Client

Use a client to share configuration across requests.

::: httpx.Client
    :docstring:
    :members: headers cookies params auth request get

::: httpx.AsyncClient
    options:
      show_source: false

Close it when you are done.
`);
    expect(byHeading(sections, 'Client')?.text).toBe(
      'Use a client to share configuration across requests.\nClose it when you are done.',
    );
  });

  it("reads the documentation hook's shortcodes as the setting names, defaults and versions they show", async () => {
    const sections = await mkdocsPage(
      `# Built-in blog plugin

## Configuration

### General

#### <!-- md:setting config.post_url_format -->

<!-- md:version 9.2.0 -->
<!-- md:default \`{date}/{slug}\` -->
<!-- md:flag experimental -->

Use this setting to change the format string used for post URLs.

Prior to version <!-- md:version 8.5.6 -->, posts had no URL format. The last
version with Internet Explorer support is
<!-- md:version 4.6.3 -->.
`,
      'hooks:\n  - material/overrides/hooks/shortcodes.py\n',
    );
    // Each setting is a section of its own, under its group's heading, with its full name as anchor.
    const setting = byHeading(sections, 'post_url_format')!;
    expect(setting.headings).toEqual(['Configuration', 'General', 'post_url_format']);
    expect(setting.anchor).toBe('config.post_url_format');
    expect(setting.text).toBe(
      'Default: `{date}/{slug}`\n' +
        'Use this setting to change the format string used for post URLs.\n' +
        'Prior to version 8.5.6, posts had no URL format. The last version with Internet Explorer support is 4.6.3.',
    );
  });

  it('reads an option documented as a definition as one row, its badges dropped', async () => {
    const sections = await mkdocsPage(
      `# Python Markdown

## Table of contents

<!-- md:option toc.title -->

:   <!-- md:version 7.3.5 --> :octicons-milestone-24:
    <!-- md:default computed --> – This option sets the title of the table of contents:

    \`\`\` yaml
    markdown_extensions:
      - toc:
          title: On this page
    \`\`\`
`,
      'hooks:\n  - material/overrides/hooks/shortcodes.py\n',
    );
    const toc = byHeading(sections, 'Table of contents')!;
    expect(toc.text).toBe(
      '- `title`: Default: computed – This option sets the title of the table of contents:',
    );
    expect(toc.code).toEqual([expect.objectContaining({ lang: 'yaml' })]);
  });

  it('drops code annotation markers from code, but not from Markdown examples of them', async () => {
    const sections = await mkdocsPage(`# Versioning

## Version warning

Set another alias as the default version:

\`\`\` yaml
extra:
  version:
    default: stable # (1)!
\`\`\`

1.  You can also define multiple aliases.

\`\`\`\` markdown title="Code block with annotation"
\`\`\` yaml
theme:
  features:
    - content.code.annotate # (1)!
\`\`\`
\`\`\`\`
`);
    const [config, example] = byHeading(sections, 'Version warning')!.code;
    expect(config!.code).toBe('extra:\n  version:\n    default: stable');
    expect(example!.code).toContain('- content.code.annotate # (1)!');
  });

  it('reads the language and title of fences written with an attribute list', async () => {
    const sections = await mkdocsPage(`# Blog

## Layout

The plugin expects this layout:

\`\`\` { .sh .no-copy }
docs/
└─ blog/
\`\`\`

\`\`\` { .yaml .select title="mkdocs.yml" }
plugins:
  - blog
\`\`\`
`);
    expect(byHeading(sections, 'Layout')?.code).toEqual([
      expect.objectContaining({ lang: 'sh', title: null, code: 'docs/\n└─ blog/' }),
      expect.objectContaining({ lang: 'yaml', title: 'mkdocs.yml' }),
    ]);
  });

  it('reads pymdownx.blocks admonitions, details and tabs by their titles, without their markers', async () => {
    const sections = await mkdocsPage(`# Env vars

## Reading one

/// tip | Windows PowerShell

Set the variable first, then run the command.

///

/// details | Why an env var?
Values outside the code stay out of version control.
///

/// tab | Linux
Run \`export NAME=x\`.
///
`);
    const text = byHeading(sections, 'Reading one')?.text ?? '';
    expect(text).toContain('Tip: Windows PowerShell');
    expect(text).toContain('Details: Why an env var?');
    expect(text).toContain('Linux');
    expect(text).toContain('Values outside the code stay out of version control.');
    expect(text).not.toContain('///');
  });

  it('shows a terminal session coloured with HTML as the terminal does', async () => {
    const sections = await mkdocsPage(`# Help

## Usage

\`\`\`console
$ python main.py --help

<b> </b><font color="#F4BF75"><b>Usage: </b></font><b>main.py [OPTIONS] &lt;NAME&gt;</b>
<span style="color: green;">1 passed</span>
\`\`\`

\`\`\`html
<b>Bold</b> stays in an HTML example.
\`\`\`
`);
    expect(byHeading(sections, 'Usage')?.code.map((c) => c.code)).toEqual([
      '$ python main.py --help\n\n Usage: main.py [OPTIONS] <NAME>\n1 passed',
      '<b>Bold</b> stays in an HTML example.',
    ]);
  });

  it('gives a setting heading the id the documentation hook gives it', async () => {
    const sections = await mkdocsPage(
      `# Blog\n\n## <!-- md:setting config.blog_dir -->\n\nThe folder of the blog, from the docs folder, and its posts.\n`,
      'hooks:\n  - material/overrides/hooks/shortcodes.py\n',
    );
    expect(byHeading(sections, 'blog_dir')?.anchor).toBe('config.blog_dir');
  });
});
