import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFeedbackCursor } from '../../src/schemas/feedback.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';
import { orphanCounts } from './orphans.js';

const question = (parts: unknown[]) => ({
  fp: 'anonymous',
  messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }, ...parts] }],
});

/** Written out by hand: JSON.stringify itself cannot go this deep. */
const deeplyNested = (depth: number) =>
  `{"fp":"anonymous","messages":[{"id":"m1","role":"user","parts":[{"type":"text","text":"How?"},` +
  `{"type":"reasoning","text":"x","providerMetadata":{"deep":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}]}]}`;

describe.each(STORE_KINDS)('values the store cannot hold (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const expect400 = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { message: string }[] };
    expect(body.error).toMatch(/Invalid/);
    expect(body.details.length).toBeGreaterThan(0);
  };

  it.each([
    ['feedback', 'dateFrom=0000-01-01'],
    ['feedback', 'dateTo=0000-01-01'],
    ['feedback', 'dateFrom=2024-02-30'],
    ['feedback', 'dateFrom=2023-02-29'],
    ['feedback', 'dateTo=+275760-09-13'],
    ['feedback', 'dateFrom=0001-01-01T00:00:00%2B01:00'],
    ['feedback', `cursor=${encodeFeedbackCursor({ createdAt: new Date(8.64e15), id: 'x' })}`],
    ['feedback', `cursor=${Buffer.from(JSON.stringify([-8.64e15, 'x'])).toString('base64url')}`],
    ['feedback', `cursor=${Buffer.from(JSON.stringify([1, 'x\ud800'])).toString('base64url')}`],
    ['assistant', 'dateFrom=0000-01-01'],
    ['assistant', 'dateTo=2024-13-01'],
  ])('GET %s?%s is a 400 with the error body', async (route, query) => {
    await expect400(await t.get(`/v1/analytics/${t.a.projectId}/${route}?${query}`, t.a.adminKey));
  });

  it('keeps accepting real dates, leap days included', async () => {
    for (const query of [
      'dateFrom=2024-02-29',
      'dateFrom=0001-01-01&dateTo=9999-12-31',
      'dateTo=2024-03-01T10:00:00Z',
    ])
      expect((await t.get(`/v1/analytics/${t.a.projectId}/feedback?${query}`, t.a.adminKey)).status).toBe(
        200,
      );
  });

  it.each([
    ['a NUL in part metadata', [{ type: 'reasoning', text: 'x', providerMetadata: { a: 'b\u0000c' } }]],
    ['a NUL in a metadata key', [{ type: 'reasoning', text: 'x', providerMetadata: { 'a\u0000': 1 } }]],
    ['a lone surrogate in text', [{ type: 'text', text: 'broken \ud800 pair' }]],
    [
      'a lone low surrogate in a title',
      [{ type: 'source-url', sourceId: 's', url: 'https://x', title: '\udc00' }],
    ],
    ['5,000-deep nesting', deeplyNested(5000)],
  ])('a message with %s is a 400 and writes nothing', async (_name, parts) => {
    const before = await t.get(`/v1/analytics/${t.a.projectId}/assistant`, t.a.adminKey);
    const count = ((await before.json()) as { conversations: unknown[] }).conversations.length;
    await expect400(await t.ask(typeof parts === 'string' ? parts : question(parts)));
    const after = await t.get(`/v1/analytics/${t.a.projectId}/assistant`, t.a.adminKey);
    expect(((await after.json()) as { conversations: unknown[] }).conversations).toHaveLength(count);
    expect(await orphanCounts(t.store.db)).toEqual({ threads: 0, questions: 0 });
  });

  it('still answers a question with a well-formed emoji and NUL-free metadata', async () => {
    const res = await t.ask(
      question([{ type: 'reasoning', text: '🙂', providerMetadata: { a: { b: 'c' } } }]),
    );
    expect(res.status).toBe(200);
    await res.text();
    expect(await orphanCounts(t.store.db)).toEqual({ threads: 0, questions: 0 });
  });
});
