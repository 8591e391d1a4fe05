import type { KeyKind } from '../auth/api-keys.js';

export interface AuthContext {
  kind: KeyKind;
  prefix: string;
  orgId: string;
  /** Assistant keys belong to one project. */
  projectId: string | null;
}

/** Hono environment shared by every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthContext;
  };
}
