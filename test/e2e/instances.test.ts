import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/cli.js';
import { askBody, readChunks } from '../helpers/ui-stream.js';

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

    beforeAll(async () => {
      await admin!.unsafe(`create database ${name}`);
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        REDIS_URL: `${redisUrl}/0`,
        LIMIT_ASSISTANT_PER_ORG_HOUR: '5',
      };
      // One after the other, as a rollout would: the second finds the project and docs the first made.
      servers.push(await startServer(env));
      servers.push(await startServer(env));
      creds = JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8')) as typeof creds;
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await admin?.unsafe(`drop database if exists ${name} with (force)`);
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
