import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { consume, createLimiters, DEFAULT_LIMITS } from '../../src/http/rate-limit.js';
import { ApiError } from '../../src/http/errors.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** A route limited per organization, as the analytics routes are. */
function instance(redis: Redis) {
  const limiters = createLimiters({ ...DEFAULT_LIMITS, analyticsPerOrg: { points: 4, duration: 60 } }, redis);
  const app = new Hono();
  app.get('/:org', async (c) => {
    await consume(c, limiters.analyticsPerOrg, c.req.param('org'), 'test');
    return c.text('ok');
  });
  app.onError((err, c) => (err instanceof ApiError ? c.json(err.body(), err.status) : c.text('boom', 500)));
  return app;
}

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('counts requests to two instances together', async () => {
    const [one, two] = [0, 1].map(() => {
      const client = new Redis(redisUrl!, { enableOfflineQueue: true });
      clients.push(client);
      return instance(client);
    });
    const org = `org-${randomBytes(4).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? one! : two!).request(`/${org}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
