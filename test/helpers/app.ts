import pino from 'pino';
import { createApp, type App } from '../../src/server/app.js';
import type { Store } from '../../src/server/db/open.js';
import { createLimiters, DEFAULT_LIMITS, type LimitsConfig } from '../../src/server/http/rate-limit.js';
import { createProject } from '../../src/server/store/projects.js';
import { createKey } from '../../src/server/store/keys.js';
import { openTestStore, type StoreKind } from './store.js';

export interface Tenant {
  orgId: string;
  projectId: string;
  domain: string;
  adminKey: string;
  assistantKey: string;
}

export interface TestApp {
  app: App;
  store: Store;
  /** Two organizations, so that every test can check one cannot see the other. */
  a: Tenant;
  b: Tenant;
  get(path: string, key?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function createTenant(store: Store, domain: string): Promise<Tenant> {
  const project = await createProject(store.db, { domain, orgName: `${domain}-org` });
  const admin = await createKey(store.db, { kind: 'admin', orgId: project.orgId });
  const assistant = await createKey(store.db, {
    kind: 'assistant',
    orgId: project.orgId,
    projectId: project.projectId,
  });
  return { ...project, adminKey: admin.key, assistantKey: assistant.key };
}

export async function createTestApp(kind: StoreKind, limits: Partial<LimitsConfig> = {}): Promise<TestApp> {
  const store = await openTestStore(kind);
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    limiters: createLimiters({ ...DEFAULT_LIMITS, ...limits }),
  });
  const a = await createTenant(store, 'alpha');
  const b = await createTenant(store, 'beta');
  return {
    app,
    store,
    a,
    b,
    get: (path, key) =>
      Promise.resolve(app.request(path, { headers: key ? { authorization: `Bearer ${key}` } : {} })),
    close: () => store.close(),
  };
}
