import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/open.js';
import { findOrgProject, type ProjectRow } from '../store/projects.js';
import { notFound, validationError } from '../http/errors.js';
import type { AppEnv } from '../http/env.js';

/** A router whose request validation fails with the documented 400 body, one detail per problem. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success)
        throw validationError(
          result.error.issues,
          result.target === 'json'
            ? 'request body'
            : `${result.target === 'param' ? 'path' : result.target} parameters`,
        );
    },
  });
}

/** The project, if it belongs to the caller's organization; any other project does not exist. */
export async function projectOf(c: Context<AppEnv>, db: Db, projectId: string): Promise<ProjectRow> {
  const project = await findOrgProject(db, c.get('auth').orgId, projectId);
  if (!project) throw notFound('Project');
  return project;
}

export const bearerSecurity = [{ bearer: [] }];
