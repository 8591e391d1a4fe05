import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DocsLibrary } from '../../src/assistant/docs-library.js';
import { ingestDocs, summary } from '../../src/docs/ingest.js';
import { createProject } from '../../src/store/projects.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { openTestStore, STORE_KINDS } from '../helpers/store.js';

describe.each(STORE_KINDS)('ingestion into the store (%s)', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'da-docs-'));
  cpSync(FIXTURE_DOCS, dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores sections, skips unchanged docs, and every instance picks up a newer ingestion', async () => {
    const store = await openTestStore(kind);
    try {
      const { projectId } = await createProject(store.db, { domain: 'ingest' });
      const first = await ingestDocs(store.db, projectId, dir);
      expect(first.status).toBe('ingested');
      expect(first.pages).toBe(4);
      expect(first.languages).toEqual({ en: 3, fr: 1 });
      expect(summary(first)).toMatch(/Ingested 4 pages \(en 3, fr 1\)/);

      // Two instances reading the same store: the first to use an index builds and stores it, the other loads it.
      const one = new DocsLibrary(store.db, 0);
      await one.warm();
      const two = new DocsLibrary(store.db, 0);
      const before = await one.indexFor(projectId);
      expect((await before!.docs.search('rollback', { limit: 3 }))[0]!.section.path).toBe('/guides/deploy');
      expect(await before!.docs.search('telemetry', { limit: 3 })).toEqual([]);

      const again = await ingestDocs(store.db, projectId, dir);
      expect(again.status).toBe('unchanged');
      expect(again.ingestion.id).toBe(first.ingestion.id);

      writeFileSync(
        join(dir, 'guides', 'telemetry.mdx'),
        '---\ntitle: Telemetry\n---\n\nDisable telemetry with `acme config set telemetry off`.\n',
      );
      const changed = await ingestDocs(store.db, projectId, dir);
      expect(changed.status).toBe('ingested');
      for (const library of [one, two]) {
        // The index in use answers while the newer one loads beside it, then they swap.
        await vi.waitFor(async () =>
          expect((await library.indexFor(projectId))!.ingestion.id).toBe(changed.ingestion.id),
        );
        const after = await library.indexFor(projectId);
        expect((await after!.docs.search('telemetry', { limit: 3 }))[0]!.section.path).toBe(
          '/guides/telemetry',
        );
      }
    } finally {
      await store.close();
    }
  });
});
