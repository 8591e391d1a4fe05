import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startServer, type ServerProcess } from '../helpers/cli.js';

describe('CLI and server on the embedded store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'da-cli-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'creates projects and keys, imports files, and serves them after a restart',
    { timeout: 120_000 },
    async () => {
      const project = await runCli(['projects', 'create', '--domain', 'acme-docs', '--org', 'Acme'], env);
      expect(project.code, project.stderr).toBe(0);
      const { projectId, orgId, domain } = JSON.parse(project.stdout) as Record<string, string>;
      expect(domain).toBe('acme-docs');

      const admin = await runCli(['keys', 'create', '--kind', 'admin', '--org', orgId!], env);
      const adminKey = JSON.parse(admin.stdout) as { key: string; kind: string; prefix: string };
      expect(adminKey).toMatchObject({ kind: 'admin' });
      expect(adminKey.key.startsWith(adminKey.prefix)).toBe(true);
      const assistant = JSON.parse(
        (await runCli(['keys', 'create', '--kind', 'assistant', '--project', projectId!], env)).stdout,
      ) as {
        prefix: string;
      };
      expect(assistant.prefix).toMatch(/^da_asst_/);

      const file = join(dataDir, 'feedback.jsonl');
      writeFileSync(
        file,
        `${JSON.stringify({ path: '/x', source: 'agent', comment: 'old page' })}\n{"path": 3}\n`,
      );
      const bad = await runCli(['import', 'feedback', file, '--project', projectId!], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/line 2: /);
      writeFileSync(file, `${JSON.stringify({ path: '/x', source: 'agent', comment: 'old page' })}\n`);
      const good = await runCli(['import', 'feedback', file, '--project', projectId!], env);
      expect(JSON.parse(good.stdout)).toMatchObject({ imported: 1 });

      server = await startServer(env);
      // The platform creates nothing of its own: no demo project, no credentials file.
      expect(existsSync(join(dataDir, 'credentials.json'))).toBe(false);

      // Beside a live server, a command on the same data directory stops with a clear message.
      const blocked = await runCli(['keys', 'revoke', adminKey.prefix], env);
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toMatch(/in use by another process/);

      const feedback = await fetch(`${server.url}/v1/analytics/${projectId}/feedback`, {
        headers: { authorization: `Bearer ${adminKey.key}` },
      });
      expect(((await feedback.json()) as { feedback: { comment: string }[] }).feedback[0]!.comment).toBe(
        'old page',
      );
      expect(await server.stop()).toBe(0);

      const revoked = await runCli(['keys', 'revoke', adminKey.prefix], env);
      expect(revoked.code, revoked.stderr).toBe(0);

      server = await startServer(env);
      const refused = await fetch(`${server.url}/v1/analytics/${projectId}/feedback`, {
        headers: { authorization: `Bearer ${adminKey.key}` },
      });
      expect(refused.status).toBe(401);
    },
  );

  it('explains usage errors', async () => {
    const res = await runCli(['keys', 'create', '--kind', 'root'], {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'da-cli-')),
    });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--kind must be admin or assistant/);
  });
});
