import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';

const COMMANDS = [
  'serve',
  'projects create',
  'projects update',
  'projects list',
  'keys create',
  'keys revoke',
  'ingest',
  'import feedback',
  'import jobs',
  'help',
];

/** Node prints stack frames as `    at fn (file:line:col)`. */
const STACK = /^\s+at .+[:(]/m;

describe('CLI help and errors', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'da-cli-errors-'));
    dirs.push(dir);
    return dir;
  };
  let busy: Server | undefined;
  afterAll(() => {
    busy?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('prints help for every command and for the whole CLI', { timeout: 400_000 }, async () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: '' };
    const [general, helpIngest, ...each] = await Promise.all([
      runCli(['--help'], env),
      runCli(['help', 'ingest'], env),
      ...COMMANDS.map((c) => runCli([...c.split(' '), '--help'], env)),
    ]);
    expect(general.code).toBe(0);
    for (const c of COMMANDS) expect(general.stdout).toContain(`  ${c} `);
    expect(helpIngest.stdout).toMatch(/^Usage: docs-assistant-platform ingest --docs/);
    each.forEach((res, i) => {
      expect(res.code, COMMANDS[i]).toBe(0);
      expect(res.stdout).toContain(`Usage: docs-assistant-platform ${COMMANDS[i]}`);
      expect(res.stdout).toContain('--help');
    });
  });

  it(
    'rejects unknown commands, options and arguments with the usage and exit code 2',
    { timeout: 400_000 },
    async () => {
      const env = { DATA_DIR: tempDir(), DATABASE_URL: '' };
      const results: [CliResult, RegExp][] = await Promise.all(
        (
          [
            [['frobnicate'], /Unknown command "frobnicate"/],
            [['projects'], /"projects" needs one of: create, update, list\./],
            [[], /A command is required/],
            [['help', 'nothing'], /Unknown command "nothing"/],
            [['ingest', '--docz', 'x'], /Unknown option --docz for "ingest"/],
            [['ingest', '--docs'], /Option --docs needs a value/],
            [['keys', 'revoke', 'a', 'b'], /Unexpected argument "b"/],
            [['serve', '--port', 'http'], /--port must be a port number/],
            [
              ['projects', 'create', '--domain', 'x', '--site-url', 'ftp://x'],
              /--site-url must be an http\(s\) URL/,
            ],
            [
              ['ingest', '--docs', FIXTURE_DOCS, '--domain', 'x', '--generator', 'hugo'],
              /--generator must be one of/,
            ],
          ] as [string[], RegExp][]
        ).map(async ([args, message]) => [await runCli(args, env), message] as [CliResult, RegExp]),
      );
      for (const [res, message] of results) {
        expect(res.code, res.stderr).toBe(2);
        expect(res.stderr).toMatch(message);
        expect(res.stderr).toMatch(/Usage: docs-assistant-platform/);
        expect(res.stderr).not.toMatch(STACK);
      }
    },
  );

  it(
    'reports every failure as a sentence with exit code 1 and no stack trace',
    { timeout: 400_000 },
    async () => {
      const dataDir = tempDir();
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      busy = createServer();
      const port = await new Promise<number>((resolve) =>
        busy!.listen(0, '127.0.0.1', () => resolve((busy!.address() as { port: number }).port)),
      );
      const created = await runCli(['projects', 'create', '--domain', 'acme', '--org', 'Acme Inc'], env);
      expect(created.code, created.stderr).toBe(0);
      // One at a time: the embedded store has one owner.
      const results: CliResult[] = [];
      for (const [args, extra] of [
        [['ingest', '--docs', join(dataDir, 'missing'), '--domain', 'acme']],
        [['ingest', '--docs', FIXTURE_DOCS, '--domain', 'nobody']],
        [['import', 'feedback', join(dataDir, 'none.jsonl'), '--project', 'acme']],
        [['import', 'jobs', dataDir, '--project', 'acme']],
        [['projects', 'list'], { DATABASE_URL: 'localhost:5432/docs' }],
        [['keys', 'create', '--kind', 'admin', '--org', 'Nobody Inc']],
        [['keys', 'revoke', 'da_admin_000000000000']],
        [['projects', 'create', '--domain', 'acme']],
        [['projects', 'list'], { PORT: 'abc' }],
        // The taken port is reported before the docs are ingested or any index warms.
        [['serve', '--port', String(port), '--docs', FIXTURE_DOCS, '--domain', 'acme']],
      ] as [string[], Record<string, string>?][])
        results.push(await runCli(args, { ...env, ...extra }));
      const expected = [
        /The docs folder .*missing does not exist\./,
        /No project "nobody"; create it with/,
        /No such file or folder: .*none\.jsonl\./,
        /da-cli-errors-\w+ is a folder, not a file\./,
        /DATABASE_URL must be a PostgreSQL URL such as postgres:/,
        /No organization "Nobody Inc" \(give its id or name\)\./,
        /No live key with prefix da_admin_000000000000\./,
        /A project with domain "acme" already exists/,
        /PORT must be a non-negative integer/,
        /Port \d+ on 127\.0\.0\.1 is already in use; choose another with --port or PORT\./,
      ];
      results.forEach((res, i) => {
        expect(res.code, res.stderr).toBe(1);
        expect(res.stderr).toMatch(expected[i]!);
        expect(res.stderr).toMatch(/^error: /);
        expect(res.stderr).not.toMatch(STACK);
      });
      expect(results.at(-1)!.stderr).not.toMatch(/Ingested/);
    },
  );

  it(
    'honours --data-dir in every command and names organizations by id or name',
    { timeout: 400_000 },
    async () => {
      const dataDir = tempDir();
      const env = { DATA_DIR: tempDir(), DATABASE_URL: '' };
      const at = ['--data-dir', dataDir];
      const created = await runCli(
        [
          'projects',
          'create',
          '--domain',
          'acme',
          '--org',
          'Acme Inc',
          '--site-url',
          'https://docs.acme.test/v2',
          ...at,
        ],
        env,
      );
      const project = JSON.parse(created.stdout) as { projectId: string; orgId: string; siteUrl: string };
      expect(project.siteUrl).toBe('https://docs.acme.test/v2');
      // The same organization by name and by id.
      const second = JSON.parse(
        (await runCli(['projects', 'create', '--domain', 'acme-api', '--org', project.orgId, ...at], env))
          .stdout,
      ) as { orgId: string };
      expect(second.orgId).toBe(project.orgId);
      const byName = await runCli(['keys', 'create', '--kind', 'admin', '--org', 'Acme Inc', ...at], env);
      const list = await runCli(['projects', 'list', ...at], env);
      const elsewhere = await runCli(['projects', 'list'], env);
      const updated = await runCli(
        ['projects', 'update', '--domain', 'acme-api', '--site-url', 'https://api.acme.test/', ...at],
        env,
      );
      expect(byName.code, byName.stderr).toBe(0);
      expect(
        list.stdout
          .trim()
          .split('\n')
          .map((l) => (JSON.parse(l) as { domain: string; org: string }).domain),
      ).toEqual(['acme', 'acme-api']);
      expect(elsewhere.stdout).toBe('');
      expect(JSON.parse(updated.stdout)).toMatchObject({
        domain: 'acme-api',
        siteUrl: 'https://api.acme.test/',
      });
      const ingested = await runCli(['ingest', '--docs', FIXTURE_DOCS, '--domain', 'acme', ...at], env);
      expect(ingested.code, ingested.stderr).toBe(0);
      expect(ingested.stderr).toMatch(
        /^Ingested 4 pages \(en 3, fr 1\) as \d+ sections in [\d.]+ s \(\d+ pages\/s\), read as markdown\./m,
      );
    },
  );
});
