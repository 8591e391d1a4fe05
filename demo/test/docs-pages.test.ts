import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePage } from 'docs-assistant-platform';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocsPages } from '../src/docs-pages.js';

const DEMO_DOCS = fileURLToPath(new URL('../docs', import.meta.url));
const ids = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);

const PAGE = `import { Tip } from '/snippets/tip.mdx';

# Acme widgets

Intro with a [bad link](javascript:alert(1)) and a [good one](/guides/install#requirements).

## Install

<Tip title="Careful">Run it **twice**.</Tip>

<script>alert('page script')</script>

{props.secret}

## Install

Another section with the same heading, long enough to be a section of its own in the index.

<div id="custom-anchor">
## Explicit anchor

This heading is given its anchor by the component around it, so links keep working.
</div>

#### A small heading

Prose under an h4 heading, a section of its own, long enough not to fold into the one before.

| Option | Meaning |
|---|---|
| \`fp\` | Identifies the reader |
`;

describe('the demo renders pages as ingestion reads them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'da-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every section anchor of every demo page to a heading on that page', () => {
    const pages = new Map(loadDocsPages(DEMO_DOCS).map((p) => [p.path, p]));
    const files = readdirSync(DEMO_DOCS, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.mdx'),
    );
    expect(files.length).toBeGreaterThanOrEqual(8);
    let checked = 0;
    for (const file of files) {
      const path = `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
      const anchors = parsePage(readFileSync(join(DEMO_DOCS, file), 'utf8'), { mdx: true }).sections.flatMap(
        (s) => (s.anchor ? [s.anchor] : []),
      );
      const html = pages.get(path)?.html ?? '';
      const headingIds = [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((m) => m[1]);
      checked += anchors.length;
      expect(headingIds, file).toEqual(expect.arrayContaining(anchors));
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('renders MDX with the parser and slugs of ingestion, and no markup or code from the page', () => {
    writeFileSync(join(dir, 'widgets.mdx'), PAGE);
    const [page] = loadDocsPages(dir);
    const anchors = parsePage(PAGE, { mdx: true }).sections.map((s) => s.anchor);
    expect(anchors).toEqual(expect.arrayContaining(['install', 'install-1', 'custom-anchor']));
    expect(page!.title).toBe('Acme widgets');
    // The title is the page's `<h1>`, not part of its body.
    expect(page!.html).not.toContain('<h1');
    expect(ids(page!.html)).toEqual(['install', 'install-1', 'custom-anchor', 'a-small-heading']);
    expect(page!.html).toContain('Run it <strong>twice</strong>.');
    expect(page!.html).toContain('<a href="/guides/install#requirements">good one</a>');
    expect(page!.html).toContain('<code>fp</code>');
    expect(page!.html).not.toMatch(/<script|<div|<tip|javascript:|alert|props\.secret|import \{/i);
  });

  it('drops raw HTML from a page read as plain Markdown', () => {
    const source = '## Broken MDX {\n\n<img src=x onerror="alert(1)"> Text after the tag.\n';
    writeFileSync(join(dir, 'lenient.mdx'), source);
    const page = loadDocsPages(dir).find((p) => p.path === '/lenient')!;
    expect(parsePage(source, { mdx: true }).lenient).toBe(true);
    expect(page.html).toContain('Text after the tag.');
    expect(page.html).not.toMatch(/<img|onerror/);
  });
});
