import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { projects } from '../db/schema.js';
import type { AdminProject } from './wire.js';

/** The projects an organization's admin key may open, by domain. */
export async function listOrgProjects(db: Db, orgId: string): Promise<AdminProject[]> {
  return db
    .select({ id: projects.id, domain: projects.domain, siteUrl: projects.siteUrl })
    .from(projects)
    .where(eq(projects.orgId, orgId))
    .orderBy(asc(projects.domain))
    .limit(500);
}
