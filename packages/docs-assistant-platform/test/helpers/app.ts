import pino from 'pino';
import { createApp, type App, type AppDeps } from '../../src/app.js';
import type { Store } from '../../src/db/open.js';
import { createLimiters, DEFAULT_LIMITS, type LimitsConfig } from '../../src/http/rate-limit.js';
import { createProject } from '../../src/store/projects.js';
import { createKey } from '../../src/store/keys.js';
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
  /** POSTs a JSON body to the assistant endpoint of `domain` (tenant a's by default). */
  ask(
    body: unknown,
    opts?: { key?: string | null; domain?: string; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<Response>;
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

/** What a test may set of the app; a function of the store for what needs it. */
type AppOptions = Omit<AppDeps, 'store' | 'logger' | 'limiters'>;

export async function createTestApp(
  kind: StoreKind,
  limits: Partial<LimitsConfig> = {},
  options: AppOptions | ((store: Store) => AppOptions) = {},
): Promise<TestApp> {
  const store = await openTestStore(kind);
  const app = createApp({
    store,
    logger: pino({ level: 'silent' }),
    limiters: createLimiters({ ...DEFAULT_LIMITS, ...limits }),
    siteUrl: 'https://docs.example.com/',
    ...(typeof options === 'function' ? options(store) : options),
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
    ask: (body, opts = {}) => {
      const key = opts.key === undefined ? a.assistantKey : opts.key;
      return Promise.resolve(
        app.request(`/discovery/v2/assistant/${opts.domain ?? a.domain}/message`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(key ? { authorization: `Bearer ${key}` } : {}),
            ...opts.headers,
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
          signal: opts.signal,
        }),
      );
    },
    close: () => store.close(),
  };
}
