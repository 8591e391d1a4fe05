import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startServer, type ServerProcess } from '../helpers/cli.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { askBody } from '../helpers/ui-stream.js';

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'da-shutdown-'));
  let model: FakeOpenAI | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await model?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'on SIGTERM stops an answer in flight after the grace period, saves it as partial, and exits cleanly',
    { timeout: 120_000 },
    async () => {
      model = await startFakeOpenAI(
        Array.from({ length: 3000 }, (_, i) => `w${i} `),
        10,
      );
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ASSISTANT_MODEL: 'openai-compatible:slow',
        OPENAI_COMPATIBLE_BASE_URL: model.baseURL,
        SHUTDOWN_GRACE_MS: '300',
      };
      const project = JSON.parse((await runCli(['projects', 'create', '--domain', 'docs'], env)).stdout) as {
        projectId: string;
        orgId: string;
      };
      const key = async (...args: string[]) =>
        (JSON.parse((await runCli(['keys', 'create', ...args], env)).stdout) as { key: string }).key;
      const creds = {
        projectId: project.projectId,
        adminKey: await key('--kind', 'admin', '--org', project.orgId),
        assistantKey: await key('--kind', 'assistant', '--project', project.projectId),
      };
      server = await startServer(env, ['--docs', FIXTURE_DOCS, '--domain', 'docs']);
      const res = await fetch(`${server.url}/discovery/v2/assistant/docs/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${creds.assistantKey}` },
        body: JSON.stringify(askBody('How do I configure a model?')),
      });
      const threadId = res.headers.get('x-thread-id')!;
      const reader = res.body!.getReader();
      let received = '';
      while (!received.includes('w10 ')) received += new TextDecoder().decode((await reader.read()).value);

      expect(await server.stop('SIGTERM')).toBe(0);
      let rest = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      expect(rest).not.toContain('"type":"finish"');
      expect(rest).toContain('{"type":"error","errorText":"The answer was interrupted. Please ask again."}');

      server = await startServer({ ...env, ASSISTANT_MODEL: '' });
      const transcript = (await (
        await fetch(`${server.url}/v1/analytics/${creds.projectId}/assistant/threads/${threadId}`, {
          headers: { authorization: `Bearer ${creds.adminKey}` },
        })
      ).json()) as { messages: { role: string; content: string }[] };
      expect(transcript.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(transcript.messages[1]!.content).toContain('w10 ');
      expect(transcript.messages[1]!.content).not.toContain('w2999');
    },
  );
});
