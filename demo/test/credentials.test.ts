import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openStore } from 'docs-assistant-platform';
import { describe, expect, it } from 'vitest';
import { ensureDemoCredentials } from '../src/demo-credentials.js';

describe('demo credentials', () => {
  it('creates a missing data directory (DATABASE_URL with no DATA_DIR) before making keys', async () => {
    const store = await openStore({ pglite: await PGlite.create() });
    try {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'da-demo-')), 'not', 'yet');
      const first = await ensureDemoCredentials(store.db, dataDir);
      expect(first.created).toBe(true);
      const file = join(dataDir, 'credentials.json');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(statSync(dataDir).mode & 0o077).toBe(0);
      const again = await ensureDemoCredentials(store.db, dataDir);
      expect(again).toEqual({ credentials: first.credentials, created: false });
    } finally {
      await store.close();
    }
  }, 60_000);
});
