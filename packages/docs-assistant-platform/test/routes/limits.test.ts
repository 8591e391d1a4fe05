import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/http/rate-limit.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { analyticsPerOrg: { points: 3, duration: 3600 } });
  });
  afterAll(() => t.close());

  it('defaults to the seed’s limits', () => {
    expect(DEFAULT_LIMITS.analyticsPerOrg).toEqual({ points: 100, duration: 3600 });
    expect(DEFAULT_LIMITS.assistantPerOrg).toEqual({ points: 10_000, duration: 3600 });
    expect(DEFAULT_LIMITS.assistantPerIp).toEqual({ points: 10_000, duration: 86_400 });
  });

  it('shares one analytics budget per organization across endpoints, then answers 429', async () => {
    const a = t.a.projectId;
    const first = await t.get(`/v1/analytics/${a}/feedback`, t.a.adminKey);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect((await t.get(`/v1/analytics/${a}/assistant`, t.a.adminKey)).status).toBe(200);
    expect(
      (await t.get(`/v1/analytics/${a}/assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV`, t.a.adminKey)).status,
    ).toBe(404);
    const limited = await t.get(`/v1/analytics/${a}/feedback`, t.a.adminKey);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    const body = (await limited.json()) as { error: string; details: { message: string }[] };
    expect(body.error).toBe('Rate limit exceeded');
    expect(body.details[0]!.message).toMatch(/per hour/);
    // The other organization has its own budget.
    expect((await t.get(`/v1/analytics/${t.b.projectId}/feedback`, t.b.adminKey)).status).toBe(200);
  });
});
