import { resolve } from 'node:path';
import { parseProxyTrust, type ProxyTrust } from './http/client-ip.js';
import { DEFAULT_CONNECTION_TIMEOUTS, type ConnectionTimeouts } from './http/server-timeouts.js';
import { DEFAULT_LIMITS, type LimitsConfig } from './http/rate-limit.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded store and credentials live here. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded store. */
  databaseUrl?: string;
  /** Rate limits shared by several instances. */
  redisUrl?: string;
  siteUrl?: string;
  /** Whether any proxy in front is trusted (for the reference proxy's options). */
  trustProxy: boolean;
  /** Which proxies in front are trusted to name the client (`TRUST_PROXY`). */
  proxyTrust: ProxyTrust;
  allowedOrigins: string[];
  limits: LimitsConfig;
  logLevel: string;
  /** `threadId` at the top level of `finish`; set FINISH_THREAD_ID=false for strict old clients. */
  finishThreadId: boolean;
  /** Connection timeouts: a connection that moves no byte for `idleMs` is closed. */
  connectionTimeouts: ConnectionTimeouts;
  /** How long a shutdown lets answers in flight finish. */
  shutdownGraceMs: number;
  /** Memory the loaded search indexes may take (`INDEX_MEMORY_BUDGET_MB`); least recently used are unloaded past it. */
  indexMemoryBudgetMb: number;
  /** Search threads (`SEARCH_THREADS`); one per core when 0. */
  searchThreads: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function limit(env: NodeJS.ProcessEnv, name: string, rule: LimitsConfig[keyof LimitsConfig]) {
  return { points: integer(env, name, rule.points), duration: rule.duration };
}

/** Reads the server's settings from the environment; every one has a working default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 8787),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    siteUrl: env.SITE_URL || undefined,
    trustProxy: parseProxyTrust(env.TRUST_PROXY) !== null,
    proxyTrust: parseProxyTrust(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    limits: {
      assistantPerOrg: limit(env, 'LIMIT_ASSISTANT_PER_ORG_HOUR', DEFAULT_LIMITS.assistantPerOrg),
      assistantPerIp: limit(env, 'LIMIT_ASSISTANT_PER_IP_DAY', DEFAULT_LIMITS.assistantPerIp),
      analyticsPerOrg: limit(env, 'LIMIT_ANALYTICS_PER_ORG_HOUR', DEFAULT_LIMITS.analyticsPerOrg),
      agentPerOrg: limit(env, 'LIMIT_AGENT_PER_ORG_HOUR', DEFAULT_LIMITS.agentPerOrg),
      searchPerOrg: limit(env, 'LIMIT_SEARCH_PER_ORG_HOUR', DEFAULT_LIMITS.searchPerOrg),
      feedbackPerOrg: limit(env, 'LIMIT_FEEDBACK_PER_ORG_HOUR', DEFAULT_LIMITS.feedbackPerOrg),
      feedbackPerIp: limit(env, 'LIMIT_FEEDBACK_PER_IP_HOUR', DEFAULT_LIMITS.feedbackPerIp),
    },
    logLevel: env.LOG_LEVEL || 'info',
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000),
    indexMemoryBudgetMb: integer(env, 'INDEX_MEMORY_BUDGET_MB', 1024),
    searchThreads: integer(env, 'SEARCH_THREADS', 0),
    connectionTimeouts: {
      idleMs: integer(env, 'STREAM_IDLE_TIMEOUT_MS', DEFAULT_CONNECTION_TIMEOUTS.idleMs),
      requestMs: DEFAULT_CONNECTION_TIMEOUTS.requestMs,
    },
    finishThreadId: !['0', 'false', 'no'].includes((env.FINISH_THREAD_ID ?? '').toLowerCase()),
  };
}

export function storeLocation(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>) {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}
