import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runCli,
  startDemo,
  type ServerProcess,
} from '../../packages/docs-assistant-platform/test/helpers/cli.js';
import { dropDatabase } from '../../packages/docs-assistant-platform/test/helpers/store.js';
import { askBody, readChunks } from '../../packages/docs-assistant-platform/test/helpers/ui-stream.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Several instances behind a load balancer: one PostgreSQL, one Redis, nothing sticky. */
describe.skipIf(!databaseUrl || !redisUrl)(
  'two server instances on one PostgreSQL and one Redis',
  { timeout: 120_000 },
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'da-instances-'));
    const name = `da_e2e_${randomBytes(5).toString('hex')}`;
    const admin = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : undefined;
    const servers: ServerProcess[] = [];
    let creds: { projectId: string; adminKey: string; assistantKey: string; domain: string };
    let env: Record<string, string>;
    let orgId: string;

    beforeAll(async () => {
      await admin!.unsafe(`create database ${name}`);
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        REDIS_URL: `${redisUrl}/0`,
        LIMIT_ASSISTANT_PER_ORG_HOUR: '5',
      };
      // Both at once, as a deployment would: they race to create the demo project and ingest the docs.
      servers.push(...(await Promise.all([startDemo(env), startDemo(env)])));
      creds = JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8')) as typeof creds;
      const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
      [{ org_id: orgId }] =
        (await db`select org_id from projects where id = ${creds.projectId}`) as unknown as [
          { org_id: string },
        ];
      await db.end();
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      if (admin) await dropDatabase(admin, name);
      await admin?.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const ask = (server: ServerProcess, body: unknown) =>
      fetch(`${server.url}/discovery/v2/assistant/${creds.domain}/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${creds.assistantKey}` },
        body: JSON.stringify(body),
      });

    it('continues a thread begun on one instance through the other', async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const first = await ask(one, askBody('How do I run several instances?'));
      const threadId = first.headers.get('x-thread-id')!;
      const threadKey = first.headers.get('x-thread-key')!;
      expect((await readChunks(first)).chunks.filter((c) => c.type === 'source-url').length).toBeGreaterThan(
        0,
      );

      const second = await ask(two, askBody('and Redis?', { threadId, threadKey }));
      expect(second.status).toBe(200);
      expect((await readChunks(second)).chunks.at(-1)).toMatchObject({ type: 'finish', threadId });

      for (const server of servers) {
        const res = await fetch(
          `${server.url}/v1/analytics/${creds.projectId}/assistant/threads/${threadId}`,
          {
            headers: { authorization: `Bearer ${creds.adminKey}` },
          },
        );
        const transcript = (await res.json()) as { messages: { role: string; content: string }[] };
        expect(transcript.messages.map((m) => m.content).filter((_, i) => i % 2 === 0)).toEqual([
          'How do I run several instances?',
          'and Redis?',
        ]);
      }
    });

    it('runs CLI commands beside the live servers, which see their effect at once', async () => {
      const created = await runCli(['keys', 'create', '--kind', 'admin', '--org', orgId], env);
      expect(created.code, created.stderr).toBe(0);
      const { key, prefix } = JSON.parse(created.stdout) as { key: string; prefix: string };
      const read = (server: ServerProcess) =>
        fetch(`${server.url}/v1/agent/${creds.projectId}/jobs`, {
          headers: { authorization: `Bearer ${key}` },
        });
      for (const server of servers) expect((await read(server)).status).toBe(200);
      expect((await runCli(['keys', 'revoke', prefix], env)).code).toBe(0);
      for (const server of servers) expect((await read(server)).status).toBe(401);
    });

    it('counts one rate limit across both instances', async () => {
      // Two answers above were counted already; the limit is 5 per organization.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await ask(servers[i % 2]!, askBody('deploy'));
        statuses.push(res.status);
        await res.text();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
);
