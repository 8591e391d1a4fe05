import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../packages/docs-assistant-platform/test/helpers/cli.js';

/** The fixture apps, as committed. */
const FIXTURES = join(ROOT, 'demo/test/frameworks');
/**
 * Where each app is copied, installed and built: inside the repository, so that the framework
 * itself (`next`, `vitepress`, locked in the root devDependencies) resolves from the root
 * `node_modules`, while `docs-assistant` comes from the tarball installed in the app's own.
 */
export const WORK = join(ROOT, 'demo/test/.output/frameworks');

/** Runs a command to completion; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * `npm pack` of the element package, as a site would get it from the registry. The package is
 * built first when its sources are newer than `dist` (what `npm test` does before the suites);
 * packing then skips `prepack`, so no other suite sees `dist` rebuilt under it.
 */
export async function packElement(): Promise<string> {
  await run(process.execPath, [join(ROOT, 'scripts/build-if-needed.js')], { cwd: ROOT });
  const dest = mkdtempSync(join(tmpdir(), 'da-pack-'));
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', dest], {
    cwd: join(ROOT, 'packages/docs-assistant'),
  });
  const tarball = readdirSync(dest).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball to ${dest}`);
  return join(dest, tarball);
}

/** Copies a fixture app to its work folder and installs the packed element into it. */
export async function installApp(name: string, tarball: string): Promise<string> {
  const dir = join(WORK, name);
  removeApp(name);
  mkdirSync(WORK, { recursive: true });
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline', tarball], {
    cwd: dir,
  });
  return dir;
}

/** Build output is large and would be linted: only the screenshots stay. */
export function removeApp(name: string): void {
  rmSync(join(WORK, name), { recursive: true, force: true });
}

/**
 * The file an installed package's `exports` name for a subpath under the default conditions, as
 * the app's own runtime resolves it (this test runner adds the workspace's source condition).
 */
export function resolveFromApp(dir: string, name: string, subpath: string): string {
  const root = join(dir, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const target = manifest.exports[subpath];
  if (!target) throw new Error(`${name} exports no ${subpath}`);
  return join(root, typeof target === 'string' ? target : target.default);
}

/** A framework's command line, from the root devDependencies. */
export const bin = {
  next: join(ROOT, 'node_modules/next/dist/bin/next'),
  vitepress: join(ROOT, 'node_modules/vitepress/bin/vitepress.js'),
};
