import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { organizations, projects } from '../db/schema.js';
import { newId } from './ids.js';

export interface ProjectRow {
  id: string;
  orgId: string;
  domain: string;
  siteUrl: string | null;
}

const projectColumns = {
  id: projects.id,
  orgId: projects.orgId,
  domain: projects.domain,
  siteUrl: projects.siteUrl,
};

export class DomainTakenError extends Error {
  constructor(domain: string) {
    super(`A project with domain "${domain}" already exists`);
    this.name = 'DomainTakenError';
  }
}

/** Creates the project, and its organization when no organization has that name yet. */
export async function createProject(
  db: Db,
  input: { domain: string; orgName?: string; siteUrl?: string },
): Promise<{ projectId: string; orgId: string; domain: string }> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select().from(projects).where(eq(projects.domain, input.domain));
    if (taken) throw new DomainTakenError(input.domain);
    const orgName = input.orgName ?? input.domain;
    await tx.insert(organizations).values({ id: newId(), name: orgName }).onConflictDoNothing();
    const [org] = await tx.select().from(organizations).where(eq(organizations.name, orgName));
    const projectId = newId();
    await tx
      .insert(projects)
      .values({ id: projectId, orgId: org!.id, domain: input.domain, siteUrl: input.siteUrl ?? null });
    return { projectId, orgId: org!.id, domain: input.domain };
  });
}

/** A project as seen by one organization: another organization's project does not exist. */
export async function findOrgProject(db: Db, orgId: string, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.orgId, orgId)));
  return row ?? null;
}

export async function findProject(db: Db, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db.select(projectColumns).from(projects).where(eq(projects.id, projectId));
  return row ?? null;
}

export async function organizationExists(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return Boolean(row);
}

export async function findProjectByDomain(db: Db, domain: string): Promise<ProjectRow | null> {
  const [row] = await db.select(projectColumns).from(projects).where(eq(projects.domain, domain));
  return row ?? null;
}
