import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from 'docs-assistant-platform';
import { createKey } from 'docs-assistant-platform';
import { createProject, findProject, findProjectByDomain } from 'docs-assistant-platform';

export interface Credentials {
  projectId: string;
  domain: string;
  adminKey: string;
  assistantKey: string;
}

export const DEMO_DOMAIN = 'demo';

/**
 * On first start, creates organization and project `demo` with one admin and one assistant key,
 * and writes them to `credentials.json` (mode 0600). Later starts reuse that file.
 */
export async function ensureDemoCredentials(
  db: Db,
  dataDir: string,
): Promise<{ credentials: Credentials; created: boolean }> {
  const file = join(dataDir, 'credentials.json');
  // With DATABASE_URL nothing else creates the data directory; keys must not be made for a file that cannot be written.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (existsSync(file)) {
    const credentials = JSON.parse(readFileSync(file, 'utf8')) as Credentials;
    if (await findProject(db, credentials.projectId)) return { credentials, created: false };
  }
  const project = (await demoProject(db)) ?? (await createDemoProject(db));
  const admin = await createKey(db, { kind: 'admin', orgId: project.orgId });
  const assistant = await createKey(db, {
    kind: 'assistant',
    orgId: project.orgId,
    projectId: project.projectId,
  });
  const credentials: Credentials = {
    projectId: project.projectId,
    domain: project.domain,
    adminKey: admin.key,
    assistantKey: assistant.key,
  };
  // Written whole, then renamed: another instance starting beside this one never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  renameSync(partial, file);
  return { credentials, created: true };
}

async function demoProject(db: Db) {
  const row = await findProjectByDomain(db, DEMO_DOMAIN);
  return row ? { projectId: row.id, orgId: row.orgId, domain: row.domain } : null;
}

/** Instances starting together on one PostgreSQL may race to create it: the loser uses the winner's. */
async function createDemoProject(db: Db) {
  try {
    return await createProject(db, { domain: DEMO_DOMAIN, orgName: DEMO_DOMAIN });
  } catch (err) {
    const created = await demoProject(db);
    if (created) return created;
    throw err;
  }
}
