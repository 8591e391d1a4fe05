import type { Context } from 'hono';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { ApiError } from './errors.js';

export interface LimitRule {
  points: number;
  /** Window in seconds. */
  duration: number;
}

export interface LimitsConfig {
  assistantPerOrg: LimitRule;
  assistantPerIp: LimitRule;
  analyticsPerOrg: LimitRule;
  agentPerOrg: LimitRule;
  /** Docs search and page requests. */
  searchPerOrg: LimitRule;
  feedbackPerOrg: LimitRule;
  feedbackPerIp: LimitRule;
}

/** The seed's limits (section 8). Agent job reads are not limited there; we allow 1,000 per hour. */
export const DEFAULT_LIMITS: LimitsConfig = {
  assistantPerOrg: { points: 10_000, duration: 3600 },
  assistantPerIp: { points: 10_000, duration: 86_400 },
  analyticsPerOrg: { points: 100, duration: 3600 },
  agentPerOrg: { points: 1000, duration: 3600 },
  searchPerOrg: { points: 10_000, duration: 3600 },
  // Readers' feedback: a page of readers voting is normal, one address posting all day is not.
  feedbackPerOrg: { points: 5000, duration: 3600 },
  feedbackPerIp: { points: 100, duration: 3600 },
};

export type Limiters = Record<keyof LimitsConfig, RateLimiterAbstract>;

/** In memory for one instance; in Redis so that several instances count together. */
export function createLimiters(config: LimitsConfig, redis?: Redis): Limiters {
  const make = (name: keyof LimitsConfig) => {
    const { points, duration } = config[name];
    const memory = new RateLimiterMemory({ points, duration, keyPrefix: name });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      points,
      duration,
      keyPrefix: `da:${name}`,
      insuranceLimiter: memory,
    });
  };
  return {
    assistantPerOrg: make('assistantPerOrg'),
    assistantPerIp: make('assistantPerIp'),
    analyticsPerOrg: make('analyticsPerOrg'),
    agentPerOrg: make('agentPerOrg'),
    searchPerOrg: make('searchPerOrg'),
    feedbackPerOrg: make('feedbackPerOrg'),
    feedbackPerIp: make('feedbackPerIp'),
  };
}

function headers(limiter: RateLimiterAbstract, res: RateLimiterRes): Record<string, string> {
  return {
    'RateLimit-Limit': String(limiter.points),
    'RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
    'RateLimit-Reset': String(Math.ceil(res.msBeforeNext / 1000)),
  };
}

/** Counts one request against `key`; a request over the limit is a 429 with Retry-After. */
export async function consume(
  c: Context,
  limiter: RateLimiterAbstract,
  key: string,
  what: string,
): Promise<void> {
  try {
    const res = await limiter.consume(key);
    for (const [name, value] of Object.entries(headers(limiter, res))) c.header(name, value);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    throw new ApiError(
      429,
      'Rate limit exceeded',
      [
        `${what}: at most ${limiter.points} requests per ${describe(limiter.duration)}; retry in ${retryAfter} s`,
      ],
      { ...headers(limiter, err), 'Retry-After': String(retryAfter) },
    );
  }
}

function describe(seconds: number): string {
  if (seconds === 3600) return 'hour';
  if (seconds === 86_400) return 'day';
  return `${seconds} s`;
}
