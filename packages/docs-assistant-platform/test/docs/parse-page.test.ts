import { describe, expect, it } from 'vitest';
import { codeTitle } from '../../src/docs/mdast-blocks.js';
import { parsePage } from '../../src/docs/parse-page.js';
import { Slugger, slugify } from '../../src/docs/slug.js';

const page = (source: string) => parsePage(source, { mdx: true });

describe('parsePage', () => {
  it('keeps the text of JSX components and their prose attributes', () => {
    const { sections } = page(
      [
        '<Note>Keys are *secret*.</Note>',
        '',
        '<Card title="Quick setup" href="/setup" icon="rocket">',
        '  Deploy in minutes.',
        '</Card>',
      ].join('\n'),
    );
    const text = sections[0]!.text;
    expect(text).toContain('Keys are secret.');
    expect(text).toContain('Quick setup');
    expect(text).toContain('Deploy in minutes.');
    expect(text).not.toContain('/setup');
    expect(text).not.toContain('rocket');
  });

  it('drops imports, exports and expressions', () => {
    const { sections } = page(
      [
        'import Snippet from "/snippets/x.mdx";',
        'export const answer = 42;',
        '',
        'Total: {answer} items.',
        '',
        '{/* a comment */}',
      ].join('\n'),
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]!.text).toBe('Total: items.');
  });

  it('keeps code blocks apart with their language, title and the sentence introducing them', () => {
    const { sections } = page(
      [
        'Run it:',
        '',
        '```bash install.sh',
        'npm i -g mint',
        '```',
        '',
        '```js Client {2} lines',
        'const a = 1;',
        '```',
      ].join('\n'),
    );
    expect(sections[0]!.text).toBe('Run it:');
    expect(sections[0]!.code).toEqual([
      { lang: 'bash', title: 'install.sh', code: 'npm i -g mint', intro: 'Run it:' },
      { lang: 'js', title: 'Client', code: 'const a = 1;', intro: 'Run it:' },
    ]);
  });

  it('introduces a code block after a bare lead-in with the sentence saying what it does', () => {
    const { sections } = parsePage(
      [
        '### Automatic hiding',
        '',
        'When autohiding is enabled, the header is automatically hidden when the',
        'user scrolls past a certain threshold. Add the following lines to `mkdocs.yml`:',
        '',
        '``` yaml',
        'theme:',
        '  features:',
        '    - header.autohide',
        '```',
      ].join('\n'),
      { mdx: false },
    );
    expect(sections[0]!.code[0]!.intro).toBe(
      'When autohiding is enabled, the header is automatically hidden when the user scrolls past a ' +
        'certain threshold. Add the following lines to `mkdocs.yml`:',
    );
  });

  it('introduces a block with the lead-in alone when the sentence before it is a paragraph', () => {
    const long = `When navigation paths are activated, ${'a breadcrumb is rendered above the title, '.repeat(6)}on small screens.`;
    const { sections } = parsePage(
      ['### Path', '', long, 'Add the following lines to `mkdocs.yml`:', '', '```yaml', 'a: 1', '```'].join(
        '\n',
      ),
      { mdx: false },
    );
    expect(sections[0]!.code[0]!.intro).toBe('Add the following lines to `mkdocs.yml`:');
  });

  it('reads table rows, field components and definition lists as one row a line', () => {
    const { sections } = page(
      [
        '## Settings',
        '',
        '| Variable | Default | Meaning |',
        '|---|---|---|',
        '| `PORT` | `8787` | Port to listen on |',
        '| `HOST` | `127.0.0.1` | Address to listen on |',
        '',
        '<ParamField query="limit" type="number" default="50" required>',
        '  Entries per page, at most **100**.',
        '</ParamField>',
        '',
        '<ResponseField name="theme" type="string">',
        '  The layout theme.',
        '  <Expandable title="options">',
        '    <ResponseField name="theme.dark" type="boolean">Dark by default.</ResponseField>',
        '  </Expandable>',
        '</ResponseField>',
        '',
        'Timeout',
        ':   Seconds before a request is cancelled.',
      ].join('\n'),
    );
    expect(sections[0]!.text.split('\n')).toEqual([
      '- `PORT` (Default: `8787`): Port to listen on',
      '- `HOST` (Default: `127.0.0.1`): Address to listen on',
      '- `limit` (number, default: `50`, required): Entries per page, at most 100.',
      '- `theme` (string): The layout theme.',
      'options',
      '- `theme.dark` (boolean): Dark by default.',
      '- Timeout: Seconds before a request is cancelled.',
    ]);
  });

  it('keeps the label of a table’s only other column when it holds values, not descriptions', () => {
    const { sections } = page(
      [
        '## Rate limits',
        '',
        '| Variable | Default |',
        '|---|---|',
        '| `LIMIT_PER_HOUR` | 10,000 answers per hour |',
        '',
        '## Commands',
        '',
        '| Command | Meaning |',
        '|---|---|',
        '| `start` | Starts the server |',
      ].join('\n'),
    );
    expect(sections[0]!.text).toBe('- `LIMIT_PER_HOUR` (Default: 10,000 answers per hour)');
    expect(sections[1]!.text).toBe('- `start`: Starts the server');
  });

  it('labels every cell of a table whose first column is a default, not a name', () => {
    const { sections } = page(
      [
        '## Tab Width',
        '',
        'Specify the number of spaces per indentation-level.',
        '',
        '| Default | CLI Override | API Override |',
        '| ------- | ------------------- | ----------------- |',
        '| `2` | `--tab-width <int>` | `tabWidth: <int>` |',
        '',
        '## Values',
        '',
        '| Value | Description |',
        '|---|---|',
        '| `toc` | Shows the menu in the table of contents |',
      ].join('\n'),
    );
    expect(sections[0]!.text).toBe(
      'Specify the number of spaces per indentation-level.\n- Default: `2` (CLI Override: `--tab-width <int>`, API Override: `tabWidth: <int>`)',
    );
    // A first column of values a setting takes names each of them.
    expect(sections[1]!.text).toBe('- `toc`: Shows the menu in the table of contents');
  });

  it('reads code titles from Mintlify meta strings', () => {
    expect(codeTitle('title="My file.ts" icon="js"')).toBe('My file.ts');
    expect(codeTitle('Example Request {1,3-4} wrap')).toBe('Example Request');
    expect(codeTitle('theme={null} lines')).toBeNull();
    expect(codeTitle(null)).toBeNull();
  });

  it('reads title, description and keywords from front matter', () => {
    const parsed = page(
      [
        '---',
        'title: "Custom domain"',
        'description: Host docs on your domain.',
        'keywords: ["dns", "cname"]',
        '---',
        '',
        'Body.',
      ].join('\n'),
    );
    expect(parsed.title).toBe('Custom domain');
    expect(parsed.keywords).toEqual(['dns', 'cname']);
    expect(parsed.frontMatter.description).toBe('Host docs on your domain.');
    // The description is what a reader sees first: it opens the intro section.
    expect(parsed.sections[0]!.text).toBe('Host docs on your domain.\nBody.');
  });

  it('takes the title from a leading h1 when front matter has none', () => {
    const parsed = page('# Getting started\n\nHello.\n\n## Next\n\nMore text here.');
    expect(parsed.title).toBe('Getting started');
    expect(parsed.sections.map((s) => s.anchor)).toEqual([null, 'next']);
  });

  it('splits at h2, h3 and h4 with heading paths and anchors, deeper headings staying text', () => {
    const body = 'Some words that make this section long enough to stand alone as a section.';
    const parsed = page(
      [
        'Intro.',
        '',
        '## Set up',
        '',
        body,
        '',
        '### Install the CLI',
        '',
        body,
        '',
        '#### On Windows',
        '',
        body,
        '',
        '##### With winget',
        '',
        body,
        '',
        '## Set up',
        '',
        body,
      ].join('\n'),
    );
    expect(parsed.sections.map((s) => [s.anchor, s.headings])).toEqual([
      [null, []],
      ['set-up', ['Set up']],
      ['install-the-cli', ['Set up', 'Install the CLI']],
      ['on-windows', ['Set up', 'Install the CLI', 'On Windows']],
      ['set-up-1', ['Set up']],
    ]);
    expect(parsed.sections[3]!.text).toBe(`${body}\nWith winget\n${body}`);
  });

  it('folds a tiny subsection into the section before it and skips bare parent headings', () => {
    const body = 'Some words that make this section long enough to stand alone as a section.';
    const parsed = page(['## Colors', '', '### Gray', '', body, '', '### Blue', '', 'Cool.'].join('\n'));
    expect(parsed.sections.map((s) => s.anchor)).toEqual(['gray']);
    expect(parsed.sections[0]!.headings).toEqual(['Colors', 'Gray']);
    expect(parsed.sections[0]!.text).toContain('Blue: Cool.');
  });

  it('uses the id of a wrapping element as the heading anchor', () => {
    const parsed = page(
      [
        '<div id="set-up-mintlify">',
        '  ## 为用户设置 Mintlify',
        '</div>',
        '',
        '运行 mint dev 以在本地预览你的文档站点，然后检查所有页面。',
      ].join('\n'),
    );
    expect(parsed.sections[0]!.anchor).toBe('set-up-mintlify');
    expect(parsed.sections[0]!.headings).toEqual(['为用户设置 Mintlify']);
  });

  it('falls back to plain markdown when strict MDX cannot parse the page', () => {
    const parsed = page(
      'import X from "./x";\n\nA <br> tag and a stray { brace.\n\n<Note>Still kept.</Note>',
    );
    expect(parsed.lenient).toBe(true);
    expect(parsed.sections[0]!.text).toContain('stray');
    expect(parsed.sections[0]!.text).toContain('Still kept.');
    expect(parsed.sections[0]!.text).not.toContain('import');
  });
});

describe('slugs', () => {
  it('slugs headings like GitHub and deduplicates them per page', () => {
    expect(slugify('Set up `mint dev` (locally)!')).toBe('set-up-mint-dev-locally');
    expect(slugify('Démarrage rapide')).toBe('démarrage-rapide');
    expect(slugify('快速 入门')).toBe('快速-入门');
    const slugger = new Slugger();
    expect(['API', 'API', 'API'].map((h) => slugger.slug(h))).toEqual(['api', 'api-1', 'api-2']);
  });
});
