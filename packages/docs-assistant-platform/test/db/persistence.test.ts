import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/db/open.js';
import { DataDirLockedError } from '../../src/db/data-dir-lock.js';
import { createProject, findProject } from '../../src/store/projects.js';
import { importFeedback } from '../../src/import/import-feedback.js';
import { listFeedback } from '../../src/store/feedback.js';
import { ImportError } from '../../src/import/jsonl.js';
import { openTestStore, STORE_KINDS } from '../helpers/store.js';

describe('embedded store on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'da-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps everything across a restart and refuses a second owner', async () => {
    const first = await openStore({ dataDir: dir });
    const { projectId } = await createProject(first.db, { domain: 'persist' });
    await importFeedback(
      first.db,
      projectId,
      JSON.stringify({ path: '/p', source: 'agent', comment: 'kept' }),
    );
    await expect(openStore({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    const second = await openStore({ dataDir: dir });
    expect(await findProject(second.db, projectId)).toMatchObject({ domain: 'persist' });
    const page = await listFeedback(second.db, projectId, {}, { limit: 10 });
    expect(page.feedback.map((f) => f.comment)).toEqual(['kept']);
    await second.close();
  });
});

describe.each(STORE_KINDS)('imports (%s)', (kind) => {
  it('reports every invalid line by number and writes nothing', async () => {
    const store = await openTestStore(kind);
    try {
      const { projectId } = await createProject(store.db, { domain: 'imports' });
      const lines = [
        JSON.stringify({ path: '/ok', source: 'agent' }),
        '{not json',
        JSON.stringify({ path: '/a', source: 'contextual' }),
        '',
        JSON.stringify({ path: '/b', source: 'code_snippet', status: 'open', extra: 1 }),
      ].join('\n');
      const err = await importFeedback(store.db, projectId, lines).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImportError);
      const problems = (err as ImportError).problems;
      expect(problems.some((p) => p.startsWith('line 2: not valid JSON'))).toBe(true);
      expect(problems.some((p) => p.startsWith('line 3: helpful'))).toBe(true);
      expect(problems.filter((p) => p.startsWith('line 5:')).length).toBe(2);
      expect(problems.some((p) => p.startsWith('line 1'))).toBe(false);
      expect((await listFeedback(store.db, projectId, {}, { limit: 10 })).feedback).toEqual([]);

      await importFeedback(store.db, projectId, JSON.stringify({ id: 'kept', path: '/k', source: 'agent' }));
      const duplicates = [
        { id: 'a', path: '/a', source: 'agent' },
        { id: 'kept', path: '/b', source: 'agent' },
        { id: 'a', path: '/c', source: 'agent' },
      ];
      const dupErr = await importFeedback(
        store.db,
        projectId,
        duplicates.map((d) => JSON.stringify(d)).join('\n'),
      ).catch((e: unknown) => e);
      expect((dupErr as ImportError).problems).toEqual([
        'line 2: id "kept" already exists',
        'line 3: id "a" repeats line 1',
      ]);
      expect((await listFeedback(store.db, projectId, {}, { limit: 10 })).feedback.map((f) => f.id)).toEqual([
        'kept',
      ]);
    } finally {
      await store.close();
    }
  });
});
