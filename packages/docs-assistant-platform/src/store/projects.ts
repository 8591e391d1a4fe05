import { and, asc, eq, or, sql } from 'drizzle-orm';
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

/**
 * Creates the project in the organization named by `org` (its id or its name), creating an
 * organization of that name when there is none.
 */
export async function createProject(
  db: Db,
  input: { domain: string; org?: string; /** Same as `org`. */ orgName?: string; siteUrl?: string },
): Promise<{ projectId: string; orgId: string; domain: string; siteUrl: string | null }> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select().from(projects).where(eq(projects.domain, input.domain));
    if (taken) throw new DomainTakenError(input.domain);
    const ref = input.org ?? input.orgName ?? input.domain;
    let org = await findOrganization(tx as unknown as Db, ref);
    if (!org) {
      await tx.insert(organizations).values({ id: newId(), name: ref }).onConflictDoNothing();
      org = await findOrganization(tx as unknown as Db, ref);
    }
    const projectId = newId();
    const siteUrl = input.siteUrl ?? null;
    await tx.insert(projects).values({ id: projectId, orgId: org!.id, domain: input.domain, siteUrl });
    return { projectId, orgId: org!.id, domain: input.domain, siteUrl };
  });
}

/** An organization by its id or, failing that, its name. */
export async function findOrganization(db: Db, ref: string): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(or(eq(organizations.id, ref), eq(organizations.name, ref)));
  return rows.find((r) => r.id === ref) ?? rows[0] ?? null;
}

/** A project by its id or its domain. */
export async function findProjectByRef(db: Db, ref: string): Promise<ProjectRow | null> {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .where(or(eq(projects.id, ref), eq(projects.domain, ref)));
  return rows.find((r) => r.id === ref) ?? rows[0] ?? null;
}

/** Where a changed project's id is announced to the servers that may hold its row. */
export const PROJECT_CHANGES = 'da_project_changes';

/** Sets a project's public site URL (null: cited links fall back to the server's `SITE_URL`). */
export async function updateProject(
  db: Db,
  projectId: string,
  changes: { siteUrl?: string | null },
): Promise<ProjectRow | null> {
  const [row] = await db
    .update(projects)
    .set(changes)
    .where(eq(projects.id, projectId))
    .returning(projectColumns);
  if (row) await db.execute(sql`select pg_notify(${PROJECT_CHANGES}, ${projectId})`);
  return row ?? null;
}

export async function listProjects(db: Db): Promise<(ProjectRow & { orgName: string })[]> {
  return db
    .select({ ...projectColumns, orgName: organizations.name })
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.orgId))
    .orderBy(asc(projects.domain));
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
