import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../packages/docs-assistant-platform/test/helpers/free-port.js';
import { FIXTURE_DOCS } from '../../packages/docs-assistant-platform/test/helpers/fixture-docs.js';
import {
  askBody,
  readChunks,
  textOf,
} from '../../packages/docs-assistant-platform/test/helpers/ui-stream.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELEMENT_DIR = join(ROOT, 'packages/docs-assistant');
const PLATFORM_DIR = join(ROOT, 'packages/docs-assistant-platform');
const run = promisify(execFile);

interface Manifest {
  name: string;
  version: string;
  bin?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** npm as a user runs it, from the registry (a warm cache is used first). */
const npm = (cwd: string, args: string[]) =>
  run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], { cwd, maxBuffer: 16 << 20 });

/** Every package name in a `node_modules` tree, nested ones included. */
function installedNames(nodeModules: string, names = new Set<string>()): Set<string> {
  if (!existsSync(nodeModules)) return names;
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const dirs = entry.startsWith('@')
      ? readdirSync(join(nodeModules, entry)).map((name) => join(entry, name))
      : [entry];
    for (const dir of dirs) {
      if (!existsSync(join(nodeModules, dir, 'package.json'))) continue;
      names.add(dir);
      installedNames(join(nodeModules, dir, 'node_modules'), names);
    }
  }
  return names;
}

/** Imports each specifier in a fresh Node process in `cwd`: its export names, or the error. */
async function importAll(cwd: string, specifiers: string[]) {
  const script = `const out = {};
for (const s of ${JSON.stringify(specifiers)}) {
  try { out[s] = Object.keys(await import(s)); } catch (e) { out[s] = 'error: ' + e.message; }
}
console.log(JSON.stringify(out));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], { cwd });
  return JSON.parse(stdout) as Record<string, string[] | string>;
}

function tarball(dir: string, name: string, version: string) {
  return join(dir, `${name}-${version}.tgz`);
}

/**
 * Both packages as npm publishes them, installed into empty folders as a docs site and an
 * operator would install them. Needs the npm registry (or a cache holding the dependencies).
 */
describe('the packed packages, installed from their tarballs', { timeout: 240_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'da-pack-'));
  const element = manifest(ELEMENT_DIR);
  const platform = manifest(PLATFORM_DIR);
  const elementTarball = tarball(work, element.name, element.version);
  const platformTarball = tarball(work, platform.name, platform.version);
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    // dist is built by `npm test` (scripts/build-if-needed.js); `prepack` would rebuild it under
    // the other suites' feet, so the scripts are skipped here and the build is checked below.
    expect(existsSync(join(ELEMENT_DIR, 'dist/widget/index.js')), 'npm run build first').toBe(true);
    expect(existsSync(join(PLATFORM_DIR, 'dist/cli/bin.js')), 'npm run build first').toBe(true);
    await run(
      'npm',
      ['pack', '--ignore-scripts', '--pack-destination', work, '-w', element.name, '-w', platform.name],
      { cwd: ROOT },
    );
  }, 120_000);

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  it('packs the build, README, LICENSE and manifest only, and builds on prepack', async () => {
    const list = async (file: string) =>
      (await run('tar', ['-tzf', file])).stdout
        .split('\n')
        .filter(Boolean)
        .map((path) => path.replace(/^package\//, ''));
    const elementFiles = await list(elementTarball);
    const top = (files: string[]) => new Set(files.map((path) => path.split('/')[0]));
    expect(top(elementFiles)).toEqual(
      new Set(['dist', 'README.md', 'LICENSE', 'custom-elements.json', 'package.json']),
    );
    expect(elementFiles).toEqual(
      expect.arrayContaining([
        'dist/docs-assistant.js',
        'dist/docs-assistant-panel.js',
        'dist/widget/define.js',
        'dist/widget/index.d.ts',
      ]),
    );
    const platformFiles = await list(platformTarball);
    expect(top(platformFiles)).toEqual(new Set(['dist', 'drizzle', 'README.md', 'LICENSE', 'package.json']));
    expect(platformFiles).toEqual(expect.arrayContaining(['dist/cli/bin.js', 'drizzle/0000_init.sql']));
    expect(platformFiles.some((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))).toBe(false);
    for (const pkg of [element, platform]) {
      expect((pkg as { scripts?: Record<string, string> }).scripts?.prepack).toBe('npm run build');
    }
  });

  it('installs the element without the server, and every entry imports in Node', async () => {
    const site = join(work, 'site');
    mkdirSync(site);
    writeFileSync(
      join(site, 'package.json'),
      JSON.stringify({ name: 'site', private: true, type: 'module' }),
    );
    await npm(site, ['install', elementTarball]);

    const installed = installedNames(join(site, 'node_modules'));
    const ai = manifest(join(site, 'node_modules/ai'));
    // What only the server needs: its dependencies, less those the element shares (with `ai`'s own).
    const shared = new Set([
      element.name,
      ...Object.keys(element.dependencies ?? {}),
      ...Object.keys(ai.dependencies ?? {}),
    ]);
    const serverOnly = Object.keys(platform.dependencies ?? {}).filter((name) => !shared.has(name));
    expect(serverOnly).toEqual(
      expect.arrayContaining([
        '@electric-sql/pglite',
        'postgres',
        'ioredis',
        'drizzle-orm',
        '@ai-sdk/openai',
        '@ai-sdk/anthropic',
        '@ai-sdk/openai-compatible',
        'hono',
        '@hono/node-server',
      ]),
    );
    expect(serverOnly.filter((name) => installed.has(name))).toEqual([]);
    expect(installed.has('react')).toBe(false); // an optional peer, as hono is

    const entries = await importAll(site, [
      'docs-assistant',
      'docs-assistant/server',
      'docs-assistant/protocol',
    ]);
    expect(entries['docs-assistant']).toEqual(
      expect.arrayContaining(['DocsAssistant', 'createAssistantTransport']),
    );
    expect(entries['docs-assistant/server']).toEqual(expect.arrayContaining(['createAssistantProxy']));
    expect(entries['docs-assistant/protocol']).toEqual(expect.arrayContaining(['AssistantRequestSchema']));

    // A React site and a Hono site have their framework: the two entries that need one work there.
    const versionOf = (name: string) => manifest(join(ROOT, 'node_modules', name)).version;
    await npm(site, ['install', `react@${versionOf('react')}`, `hono@${versionOf('hono')}`]);
    const withPeers = await importAll(site, ['docs-assistant/react', 'docs-assistant/server/hono']);
    expect(withPeers['docs-assistant/react']).toEqual(
      expect.arrayContaining(['DocsAssistant', 'DocsAssistantElement']),
    );
    expect(withPeers['docs-assistant/server/hono']).toEqual(['assistantProxyRoute']);

    // Every file the exports map names is in the package: types, scripts, the manifest.
    const installedElement = join(site, 'node_modules/docs-assistant');
    for (const target of Object.values(element.exports)) {
      const paths = typeof target === 'string' ? [target] : Object.entries(target);
      for (const entry of paths) {
        const [condition, path] = typeof entry === 'string' ? ['default', entry] : entry;
        if (condition === 'docs-assistant-source') continue;
        expect(existsSync(join(installedElement, path)), path).toBe(true);
      }
    }
  });

  it('installs the platform with --omit=dev, and npx docs-assistant-platform serves answers', async () => {
    const ops = join(work, 'ops');
    mkdirSync(ops);
    writeFileSync(join(ops, 'package.json'), JSON.stringify({ name: 'ops', private: true }));
    await npm(ops, ['install', '--omit=dev', platformTarball, elementTarball]);
    const installed = installedNames(join(ops, 'node_modules'));
    for (const tool of ['tsx', 'typescript', 'vite', 'vitest']) expect(installed.has(tool), tool).toBe(false);

    const entry = await importAll(ops, ['docs-assistant-platform']);
    expect(entry['docs-assistant-platform']).toEqual(expect.arrayContaining(['openPlatform', 'ingestDocs']));

    const env = { ...process.env, DATA_DIR: join(ops, 'data'), LOG_LEVEL: 'warn' };
    const cli = async (args: string[]) =>
      JSON.parse(
        (await run('npx', ['docs-assistant-platform', ...args], { cwd: ops, env })).stdout,
      ) as Record<string, string>;
    const project = await cli(['projects', 'create', '--domain', 'acme-docs']);
    const { key } = await cli(['keys', 'create', '--kind', 'assistant', '--project', project.projectId!]);
    expect(key).toMatch(/^da_asst_/);

    const port = await freePort();
    server = spawn(
      'npx',
      [
        'docs-assistant-platform',
        'serve',
        '--docs',
        FIXTURE_DOCS,
        '--domain',
        'acme-docs',
        '--port',
        String(port),
      ],
      { cwd: ops, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    server.stdout!.on('data', (d: Buffer) => (output += d));
    server.stderr!.on('data', (d: Buffer) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(200);

    const res = await fetch(`${base}/discovery/v2/assistant/acme-docs/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(askBody('How do I install the CLI?')),
    });
    expect(res.status, output).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const { chunks, done } = await readChunks(res);
    expect(done).toBe(true);
    expect(textOf(chunks)).toContain('npm install -g acme-cli');
    expect(chunks.some((chunk) => chunk.type === 'source-url')).toBe(true);

    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  });
});
