import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startServer, type ServerProcess } from '../helpers/cli.js';
import { askBody, readChunks } from '../helpers/ui-stream.js';

function writeSite(dir: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

describe('re-ingesting while the server answers (embedded store)', () => {
  const root = mkdtempSync(join(tmpdir(), 'da-live-'));
  const dataDir = join(root, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'swaps in the new docs when complete, answers throughout, and refuses an empty folder',
    { timeout: 240_000 },
    async () => {
      const first = join(root, 'v1');
      writeSite(first, {
        'mkdocs.yml': 'site_name: Rockets\n',
        'docs/index.md': '# Rockets\n\nRockets are launched from the launch pad after the countdown.',
        'docs/fuel.md':
          '# Fuel\n\n## Loading fuel\n\nLiquid oxygen is loaded into the tank two hours before the launch window.',
      });
      const second = join(root, 'v2');
      writeSite(second, {
        'mkdocs.yml': 'site_name: Rockets\n',
        'docs/index.md': '# Rockets\n\nRockets are launched from the launch pad after the countdown.',
        'docs/fuel.md':
          '# Fuel\n\n## Loading fuel\n\nLiquid oxygen is loaded into the tank two hours before the launch window.',
        'docs/landing.md':
          '# Landing\n\n## Recovering boosters\n\nBoosters land on the drone ship, where the recovery crew secures them with clamps.',
      });
      const empty = join(root, 'empty');
      mkdirSync(empty);

      const created = await runCli(
        ['projects', 'create', '--domain', 'rockets', '--site-url', 'https://docs.rockets.test/manual/'],
        env,
      );
      expect(created.code, created.stderr).toBe(0);
      const key = (
        JSON.parse(
          (await runCli(['keys', 'create', '--kind', 'assistant', '--project', 'rockets'], env)).stdout,
        ) as { key: string }
      ).key;
      server = await startServer(env, ['--docs', first, '--domain', 'rockets']);

      const ask = async (question: string) => {
        const res = await fetch(`${server!.url}/discovery/v2/assistant/rockets/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify(askBody(question)),
        });
        expect(res.status).toBe(200);
        const { chunks, done } = await readChunks(res);
        expect(done).toBe(true);
        return chunks.filter((c) => c.type === 'source-url').map((c) => c.url as string);
      };

      expect(await ask('When is liquid oxygen loaded into the tank?')).toContain(
        'https://docs.rockets.test/manual/fuel/#loading-fuel',
      );
      expect(await ask('Where do boosters land on the drone ship?')).not.toContain(
        'https://docs.rockets.test/manual/landing/#recovering-boosters',
      );

      // Questions keep being answered while the CLI has the server ingest the new version.
      let asking = true;
      let answered = 0;
      const questions = (async () => {
        while (asking) {
          expect(await ask('When is liquid oxygen loaded into the tank?')).toContain(
            'https://docs.rockets.test/manual/fuel/#loading-fuel',
          );
          answered++;
        }
      })();
      const ingest = await runCli(['ingest', '--docs', second, '--domain', 'rockets'], env);
      asking = false;
      await questions;
      expect(ingest.code, ingest.stderr).toBe(0);
      expect(ingest.stderr).toMatch(/Ingested 3 pages \(en 3\)/);
      expect(JSON.parse(ingest.stdout)).toMatchObject({ status: 'ingested', generator: 'mkdocs', pages: 3 });
      expect(answered).toBeGreaterThan(0);
      // Swapped as soon as the ingestion completed: no wait for a refresh.
      expect(await ask('Where do boosters land on the drone ship?')).toContain(
        'https://docs.rockets.test/manual/landing/#recovering-boosters',
      );

      // An empty folder is refused and changes nothing; the running server keeps its docs.
      const refused = await runCli(['ingest', '--docs', empty, '--domain', 'rockets'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^error: Ingestion refused: no pages were found in .*empty/);
      expect(refused.stderr).toMatch(/--allow-empty/);
      expect(refused.stderr).not.toMatch(/^\s+at /m);
      expect(await ask('Where do boosters land on the drone ship?')).toContain(
        'https://docs.rockets.test/manual/landing/#recovering-boosters',
      );

      // Explicitly asked for, an empty ingestion is allowed.
      const emptied = await runCli(['ingest', '--docs', empty, '--domain', 'rockets', '--allow-empty'], env);
      expect(emptied.code, emptied.stderr).toBe(0);
      expect(JSON.parse(emptied.stdout)).toMatchObject({ pages: 0 });
    },
  );
});
