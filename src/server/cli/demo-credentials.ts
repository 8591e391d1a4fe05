import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open.js';
import { createKey } from '../store/keys.js';
import { createProject, findProject } from '../store/projects.js';
import { and, eq } from 'drizzle-orm';
import { projects } from '../db/schema.js';

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
  if (existsSync(file)) {
    const credentials = JSON.parse(readFileSync(file, 'utf8')) as Credentials;
    if (await findProject(db, credentials.projectId)) return { credentials, created: false };
  }
  const [existing] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.domain, DEMO_DOMAIN)));
  const project = existing
    ? { projectId: existing.id, orgId: existing.orgId, domain: existing.domain }
    : await createProject(db, { domain: DEMO_DOMAIN, orgName: DEMO_DOMAIN });
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
  writeFileSync(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  return { credentials, created: true };
}
