import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs } from '../../src/docs/load-docs.js';

const dirs: string[] = [];

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docs-site-'));
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

const docsJson = JSON.stringify({
  navigation: {
    languages: [
      {
        language: 'en',
        default: true,
        groups: [{ group: 'Start', pages: ['index', { group: 'Setup', pages: ['guides/install'] }] }],
      },
      { $ref: './fr.json' },
    ],
    versions: [{ version: 'v1', groups: [{ group: 'Legacy', pages: ['v1/old'] }] }],
  },
});
const frJson = JSON.stringify({ language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] });

const mintlifySite = {
  'docs.json': docsJson,
  'fr.json': frJson,
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome to the docs.',
  'guides/install.mdx':
    '---\ntitle: Install\nkeywords: [setup]\n---\n\nInstall it.\n\n## With npm\n\nRun npm install and wait for it to finish properly.',
  'fr/index.mdx': '---\ntitle: Accueil\n---\n\nBienvenue.',
  'v1/old.md': '# Old API\n\nDeprecated.',
  'hidden.mdx': '---\ntitle: Hidden\n---\n\nNot in navigation.',
  'snippets/note.mdx': 'A reusable note.',
  'README.md': '# Repository readme',
};

describe('loadDocs', () => {
  it('places pages by docs.json: language, version and navigation groups', async () => {
    const dir = await site(mintlifySite);
    const docs = await loadDocs(dir);
    expect(docs.failures).toEqual([]);
    expect(docs.pages).toBe(5);
    const byPath = new Map(docs.sections.map((s) => [s.path, s]));
    expect([...byPath.keys()].sort()).toEqual(['/', '/fr', '/guides/install', '/hidden', '/v1/old']);
    expect(byPath.get('/')).toMatchObject({
      pageTitle: 'Home',
      language: 'en',
      groups: ['Start'],
      anchor: null,
    });
    expect(byPath.get('/guides/install')).toMatchObject({ groups: ['Start', 'Setup'], keywords: ['setup'] });
    expect(byPath.get('/fr')).toMatchObject({ pageTitle: 'Accueil', language: 'fr', groups: ['Démarrer'] });
    expect(byPath.get('/v1/old')).toMatchObject({ pageTitle: 'Old API', version: 'v1', groups: ['Legacy'] });
    expect(byPath.get('/hidden')).toMatchObject({ language: 'en', version: null, groups: [] });
    const install = docs.sections.filter((s) => s.path === '/guides/install');
    expect(install.map((s) => [s.anchor, s.position])).toEqual([
      [null, 0],
      ['with-npm', 1],
    ]);
  });

  it('reports progress per page', async () => {
    const dir = await site(mintlifySite);
    const seen: [number, number][] = [];
    await loadDocs(dir, { onProgress: (done, total) => seen.push([done, total]) });
    expect(seen).toHaveLength(5);
    expect(seen.at(-1)).toEqual([5, 5]);
  });

  it('uses folders as the site without docs.json: locale folders and first-folder groups', async () => {
    const dir = await site({
      'index.md': 'Home page text.',
      'guides/setup.md': '# Setup\n\nSet it up.',
      'de/guides/setup.md': '# Einrichtung\n\nEinrichten.',
      'de/index.md': '# Start\n\nWillkommen.',
      'ai/intro.md': '# AI\n\nNot a locale.',
    });
    const docs = await loadDocs(dir);
    const byPath = new Map(docs.sections.map((s) => [s.path, s]));
    expect(byPath.get('/guides/setup')).toMatchObject({ language: 'en', groups: ['guides'] });
    expect(byPath.get('/de/guides/setup')).toMatchObject({ language: 'de', groups: ['guides'] });
    expect(byPath.get('/de')).toMatchObject({ language: 'de', groups: [] });
    expect(byPath.get('/ai/intro')).toMatchObject({ language: 'en', groups: ['ai'] });
    expect(byPath.get('/')).toMatchObject({ pageTitle: 'index', groups: [] });
  });

  it('gives sections ids that stay the same for the same docs', async () => {
    const first = await loadDocs(await site(mintlifySite));
    const second = await loadDocs(await site(mintlifySite));
    expect(second.sections.map((s) => s.id)).toEqual(first.sections.map((s) => s.id));
    expect(new Set(first.sections.map((s) => s.id)).size).toBe(first.sections.length);
  });

  it('fingerprints the sources: stable when unchanged, new when a page, a fragment or the config changes', async () => {
    const dir = await site(mintlifySite);
    const base = (await loadDocs(dir)).fingerprint;
    expect((await loadDocs(dir)).fingerprint).toBe(base);
    expect((await loadDocs(await site(mintlifySite))).fingerprint).toBe(base);

    await writeFile(join(dir, 'guides/install.mdx'), mintlifySite['guides/install.mdx'] + '\nOne more line.');
    const edited = (await loadDocs(dir)).fingerprint;
    expect(edited).not.toBe(base);

    await writeFile(join(dir, 'snippets/note.mdx'), 'A changed note.');
    const fragment = (await loadDocs(dir)).fingerprint;
    expect(fragment).not.toBe(edited);

    await writeFile(join(dir, 'fr.json'), frJson.replace('Démarrer', 'Commencer'));
    expect((await loadDocs(dir)).fingerprint).not.toBe(fragment);
  });
});
