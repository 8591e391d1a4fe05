import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** A small deterministic PRNG, so a failing body can be replayed from its seed. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const FIELDS = [
  'fp',
  'messages',
  'threadId',
  'threadKey',
  'retrievalPageSize',
  'filter',
  'context',
  'currentPath',
  'id',
  'role',
  'parts',
  'type',
  'text',
  'url',
  'value',
  'language',
  'groups',
  '__proto__',
  'constructor',
];
const STRINGS = [
  '',
  'user',
  'text',
  'assistant',
  'code',
  'textSelection',
  'source-url',
  '\u0000',
  '<img src=x onerror=alert(1)>',
  'x'.repeat(300),
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '🙂',
  '../../etc/passwd',
];

/** Random JSON shaped like an assistant request: the right names with any values. */
function randomValue(rand: () => number, depth: number): unknown {
  const pick = rand();
  if (depth > 3 || pick < 0.25) return STRINGS[Math.floor(rand() * STRINGS.length)];
  if (pick < 0.35) return Math.floor(rand() * 2000) - 1000;
  if (pick < 0.4) return [true, false, null, 1e308, -0.5][Math.floor(rand() * 5)];
  if (pick < 0.65) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(rand() * 6); i > 0; i--)
    object[FIELDS[Math.floor(rand() * FIELDS.length)]!] = randomValue(rand, depth + 1);
  return object;
}

describe('the assistant endpoint under random bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      assistantPerOrg: { points: 100_000, duration: 3600 },
      assistantPerIp: { points: 100_000, duration: 3600 },
    });
  });
  afterAll(() => t.close());

  it('answers every one with a success or a documented client error, never a 500', async () => {
    const statuses = new Map<number, number>();
    for (let seed = 1; seed <= 300; seed++) {
      const rand = prng(seed);
      const body = {
        fp: 'anonymous',
        messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'hi' }] }],
        ...(randomValue(rand, 0) as object),
      };
      const res = await t.ask(body);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `seed ${seed}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
      if (res.status >= 400) {
        const error = (await res.json()) as { error: unknown; details: unknown };
        expect(typeof error.error).toBe('string');
        expect(Array.isArray(error.details)).toBe(true);
      } else await res.text();
    }
    // Both kinds occurred: the generator reaches valid and invalid bodies.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
  });
});
