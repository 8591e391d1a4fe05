import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs, type LoadedDocs } from '../../src/docs/load-docs.js';
import { detectGenerator } from '../../src/docs/generators/detect.js';

const dirs: string[] = [];

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docs-generator-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const pages = (docs: LoadedDocs) =>
  new Map(docs.sections.filter((s) => s.position === 0).map((s) => [s.path, s]));
const section = (docs: LoadedDocs, path: string, heading: string) =>
  docs.sections.find((s) => s.path === path && s.headings[s.headings.length - 1] === heading);

describe('Docusaurus', () => {
  const files = {
    'docusaurus.config.ts': `import type {Config} from '@docusaurus/types';
      const config: Config = {
        url: 'https://example.com',
        i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
        presets: [['classic', { docs: { routeBasePath: '/docs', sidebarPath: './sidebars.ts' } }]],
      };
      export default config;`,
    'sidebars.ts': `const sidebars = {
        docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/install', { type: 'doc', id: 'guides/moved' }] }],
      };
      export default sidebars;`,
    'docs/intro.md': '---\nid: intro\ntitle: Introduction\n---\n\nWelcome to Acme, the rocket company.',
    'docs/01-guides/02-Install.md':
      '---\nid: install\ntitle: Install\n---\n\nimport Tabs from "@theme/Tabs";\n\n## Before you start {#prerequisites}\n\n:::tip[Use LTS]\n\nInstall Node.js 22 or later before anything else.\n\n:::\n\n```bash title="install.sh"\nnpm install acme\n```\n\n## Install with npm\n\nRun the installer and wait until it finishes properly.',
    'docs/01-guides/moved.mdx':
      '---\nslug: /elsewhere/moved-page\ntitle: Moved\n---\n\nThis page lives somewhere else entirely.',
    'docs/01-guides/index.md': '---\ntitle: Guides\n---\n\nAll the guides for Acme users.',
    'docs/_partial.mdx': 'Shared text included by pages.',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
      '---\nid: intro\ntitle: Introduction\n---\n\nBienvenue chez Acme, la société de fusées.',
  };

  it('routes by id, slug and number prefixes, with groups, admonitions, anchors and locales', async () => {
    const dir = await site(files);
    expect(await detectGenerator(dir)).toBe('docusaurus');
    const docs = await loadDocs(dir);
    expect(docs.failures).toEqual([]);
    expect([...pages(docs).keys()].sort()).toEqual([
      '/docs/elsewhere/moved-page',
      '/docs/guides',
      '/docs/guides/install',
      '/docs/intro',
      '/fr/docs/intro',
    ]);
    expect(docs.skipped).toContainEqual({ file: 'docs/_partial.mdx', reason: 'partial' });
    expect(pages(docs).get('/docs/guides/install')!.groups).toEqual(['Guides']);
    expect(pages(docs).get('/docs/elsewhere/moved-page')!.groups).toEqual(['Guides']);
    expect(pages(docs).get('/fr/docs/intro')!.language).toBe('fr');
    const before = section(docs, '/docs/guides/install', 'Before you start')!;
    expect(before.anchor).toBe('prerequisites');
    expect(before.text).toContain('Tip: Use LTS');
    expect(before.text).toContain('Install Node.js 22');
    expect(before.text).not.toContain(':::');
    expect(before.code[0]).toMatchObject({ lang: 'bash', title: 'install.sh' });
    expect(section(docs, '/docs/guides/install', 'Install with npm')!.anchor).toBe('install-with-npm');
  });

  it('reads a docs folder without its config as served at the site URL, and says so', async () => {
    const dir = await site({
      'api/Store.md':
        '---\nid: store\ntitle: Store\n---\n\n:::info\n\nA store holds the whole state tree.\n\n:::',
      'intro/GettingStarted.md':
        '---\nid: getting-started\ntitle: Getting Started\n---\n\nRedux is a library.',
    });
    const docs = await loadDocs(dir);
    expect(docs.generator).toBe('docusaurus');
    expect([...pages(docs).keys()].sort()).toEqual(['/api/store', '/intro/getting-started']);
    expect(docs.notes.join(' ')).toMatch(/no docusaurus.config/);
    expect(pages(docs).get('/api/store')!.text).toMatch(/^Info\nA store holds/m);
  });
});

describe('VitePress', () => {
  const files = {
    'docs/.vitepress/config.ts': `import { defineConfig } from 'vitepress'
      export default defineConfig({
        cleanUrls: true,
        rewrites: { 'en/:rest*': ':rest*' },
        srcExclude: ['**/TODO.md'],
        locales: {
          root: { label: 'English', lang: 'en-US' },
          fr: { label: 'Français', lang: 'fr-FR' },
        },
        themeConfig: { sidebar: { '/guide/': { base: '/guide/', items: sidebarGuide() } } },
      })
      function sidebarGuide() {
        return [{ text: 'Introduction', items: [{ text: 'Getting Started', link: 'getting-started' }] }]
      }`,
    'docs/en/index.md': '---\nlayout: home\n---\n\n# VitePress\n\nStatic sites from Markdown.',
    'docs/en/guide/getting-started.md':
      '# Getting Started\n\n## Installation {#install}\n\n::: tip Node version\nVitePress needs Node.js 18 or higher to run.\n:::\n\n::: code-group\n\n```sh [npm]\nnpm add -D vitepress\n```\n\n```sh [pnpm]\npnpm add -D vitepress\n```\n\n:::\n\n## What is `base`?\n\nThe base URL the site will be deployed at, when it is not the root.',
    'docs/fr/guide/getting-started.md':
      '# Commencer\n\n## Installation\n\nInstallez VitePress avec votre gestionnaire de paquets.',
    'docs/TODO.md': '# Notes\n\nNot a page.',
  };

  it('applies rewrites and locales, reads the sidebar statically, and titles containers and code groups', async () => {
    const dir = await site(files);
    expect(await detectGenerator(dir)).toBe('vitepress');
    const docs = await loadDocs(dir);
    expect([...pages(docs).keys()].sort()).toEqual([
      '/',
      '/fr/guide/getting-started',
      '/guide/getting-started',
    ]);
    expect(docs.skipped).toContainEqual({ file: 'docs/TODO.md', reason: 'srcExclude' });
    const install = section(docs, '/guide/getting-started', 'Installation')!;
    expect(install.anchor).toBe('install');
    expect(install.text).toContain('Tip: Node version');
    expect(install.text).not.toContain(':::');
    expect(install.code.map((c) => c.title)).toEqual(['npm', 'pnpm']);
    expect(install.groups).toEqual(['Introduction']);
    expect(section(docs, '/guide/getting-started', 'What is base?')!.anchor).toBe('what-is-base');
    expect(pages(docs).get('/fr/guide/getting-started')!.language).toBe('fr');
    expect(pages(docs).get('/')!.language).toBe('en');
  });
});

describe('MkDocs', () => {
  const files = {
    'mkdocs.yml': `site_name: Acme
theme:
  name: material
markdown_extensions:
  - admonition
  - attr_list
  - pymdownx.tabbed:
      alternate_style: true
  - pymdownx.emoji:
      emoji_generator: !!python/name:material.extensions.emoji.to_svg
plugins:
  - i18n:
      docs_structure: suffix
      languages:
        - locale: en
          default: true
        - locale: de
nav:
  - Home: index.md
  - Setup:
    - Installing: setup/install.md
`,
    'docs/index.md': '# Acme\n\nThe rocket company documentation.',
    'docs/setup/install.md': `# Installing

## With pip { #pip }

!!! note "Virtual environments"

    Always install into a virtual environment,
    never into the system Python.

    ??? tip
        Nested tips surface too.

=== "Linux"

    \`\`\` sh
    pip install acme
    \`\`\`

=== "Windows"

    Use the \`py\` launcher instead of pip directly.

## Configuration & options

Set the options in your configuration file before you run it.
`,
    'docs/setup/install.de.md':
      '# Installation\n\n## Mit pip\n\nInstallieren Sie Acme mit pip in einer virtuellen Umgebung.',
  };

  it('serves directory URLs, reads nav groups and i18n suffixes, and reads admonitions and tabs as text', async () => {
    const dir = await site(files);
    expect(await detectGenerator(dir)).toBe('mkdocs');
    const docs = await loadDocs(dir);
    expect(docs.failures).toEqual([]);
    expect([...pages(docs).keys()].sort()).toEqual(['/', '/de/setup/install/', '/setup/install/']);
    const pip = section(docs, '/setup/install/', 'With pip')!;
    expect(pip.anchor).toBe('pip');
    expect(pip.groups).toEqual(['Setup']);
    expect(pip.text).toContain('Note: Virtual environments');
    expect(pip.text).toContain('Always install into a virtual environment');
    expect(pip.text).toContain('Tip');
    expect(pip.text).toContain('Nested tips surface too.');
    expect(pip.text).toContain('Use the `py` launcher');
    expect(pip.text).not.toMatch(/!!!|===|\?\?\?/);
    // The indented prose is prose, not code; the tab's code block is named after the tab.
    expect(pip.code).toEqual([{ lang: 'sh', title: 'Linux', intro: 'Linux', code: 'pip install acme' }]);
    expect(section(docs, '/setup/install/', 'Configuration & options')!.anchor).toBe('configuration-options');
    expect(pages(docs).get('/de/setup/install/')!.language).toBe('de');
  });

  it('uses .html URLs when use_directory_urls is off', async () => {
    const dir = await site({
      'mkdocs.yml': 'site_name: Acme\nuse_directory_urls: false\n',
      'docs/index.md': '# Home\n\nWelcome.',
      'docs/guide/start.md': '# Start\n\nStart here.',
      'docs/guide/README.md': '# Guide\n\nThe guide.',
    });
    const docs = await loadDocs(dir);
    expect([...pages(docs).keys()].sort()).toEqual(['/guide/index.html', '/guide/start.html', '/index.html']);
  });
});

describe('plain Markdown', () => {
  it('honours permalink front matter and {#id} headings', async () => {
    const dir = await site({
      'guide/start.md':
        '---\npermalink: /start/\n---\n\n# Start\n\n## First steps {#first}\n\nDo the first thing before the second one.',
    });
    const docs = await loadDocs(dir);
    expect(docs.generator).toBe('markdown');
    expect(section(docs, '/start/', 'First steps')!.anchor).toBe('first');
  });
});
