import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { encodeFeedbackCursor } from '../../src/schemas/feedback.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { STORE_KINDS } from '../helpers/store.js';
import { orphanCounts } from './orphans.js';

/**
 * Generated requests against every route: JSON bodies, query strings, paths and headers, seeded.
 * A failure prints its seed: `FUZZ_SEED=<seed> npx vitest run test/hardening/fuzz-routes.test.ts`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  ' ',
  'user',
  'text',
  'reasoning',
  'source-url',
  'file',
  'step-start',
  'code',
  'textSelection',
  'How do I install it?',
  'deploy',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '🙂',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  '2024-02-30',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2024-01-01T00:00:00Z',
  'en',
  'fr',
  'null',
  '__proto__',
  '-1',
  '1e309',
];
const KEYS = [
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
  'title',
  'sourceId',
  'value',
  'path',
  'language',
  'version',
  'groups',
  'providerMetadata',
  'metadata',
  '__proto__',
  'constructor',
];

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

function randomString(rand: Rand): string {
  const r = rand();
  if (r < 0.7) return pick(rand, STRINGS);
  if (r < 0.8) return pick(rand, ['a', 'é', '\ud83d', 'ß', '中']).repeat(Math.floor(rand() * 3000));
  if (r < 0.9) return String.fromCharCode(...Array.from({ length: 12 }, () => Math.floor(rand() * 0xffff)));
  return `${pick(rand, STRINGS)}${pick(rand, STRINGS)}`;
}

function randomValue(rand: Rand, depth: number): unknown {
  const r = rand();
  if (depth > 5 || r < 0.3) return randomString(rand);
  if (r < 0.4) return pick(rand, [0, 1, -1, 5, 51, 1e308, -0.5, 2 ** 53, null, true, false]);
  if (r < 0.6) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(rand() * 6); i > 0; i--) object[pick(rand, KEYS)] = randomValue(rand, depth + 1);
  return object;
}

/** A body close to a valid question, with one part changed: the most interesting inputs. */
function nearlyValidBody(rand: Rand): unknown {
  const part = () =>
    rand() < 0.6
      ? { type: 'text', text: rand() < 0.8 ? 'How do I deploy?' : randomString(rand) }
      : {
          type: pick(rand, ['reasoning', 'source-url', 'file', 'step-start', 'bogus']),
          ...(randomValue(rand, 3) as object),
        };
  const body: Record<string, unknown> = {
    fp: rand() < 0.9 ? 'anonymous' : randomValue(rand, 4),
    messages: [
      ...(rand() < 0.3 ? [{ id: 'a0', role: 'assistant', parts: [part()] }] : []),
      {
        id: 'm1',
        role: rand() < 0.9 ? 'user' : randomString(rand),
        parts: [part(), ...(rand() < 0.4 ? [part()] : [])],
      },
    ],
  };
  const optional = ['threadId', 'threadKey', 'retrievalPageSize', 'filter', 'context', 'currentPath'];
  for (const key of optional) if (rand() < 0.2) body[key] = randomValue(rand, 3);
  if (rand() < 0.1) body.context = [{ type: 'code', value: randomString(rand) || 'x' }];
  return body;
}

function rawBody(rand: Rand): string {
  const r = rand();
  if (r < 0.55) return JSON.stringify(nearlyValidBody(rand));
  if (r < 0.8) return JSON.stringify(randomValue(rand, 0));
  if (r < 0.85)
    return `{"fp":"anonymous","messages":[{"id":"m","role":"user","parts":[{"type":"text","text":"q"},{"type":"reasoning","text":"x","providerMetadata":${'['.repeat(3000)}${']'.repeat(3000)}}]}]}`;
  if (r < 0.9) return pick(rand, ['{', '[]', 'null', '"x"', '{"fp":', '\u0000', '{"a":1}}']);
  return randomString(rand);
}

/** Every byte percent-encoded; a lone surrogate becomes the bytes of U+FFFD, and some raw ones are invalid UTF-8. */
const percent = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('') +
  (text.length % 7 === 3 ? '%ED%A0%80' : '');

const QUERY_KEYS = ['dateFrom', 'dateTo', 'cursor', 'limit', 'source', 'status', 'skip', 'take', 'x'];
function query(rand: Rand): string {
  const params: string[] = [];
  for (let i = Math.floor(rand() * 4); i > 0; i--) {
    const key = pick(rand, QUERY_KEYS);
    const value =
      key === 'cursor' && rand() < 0.5
        ? encodeFeedbackCursor({
            createdAt: new Date(Math.floor((rand() - 0.5) * 1.7e16)),
            id: randomString(rand),
          })
        : rand() < 0.5
          ? randomString(rand)
          : String(Math.floor((rand() - 0.3) * 3000));
    params.push(
      `${encodeURIComponent(key)}=${rand() < 0.9 ? percent(value) : value.replace(/[#?&\s]/g, '')}`,
    );
  }
  return params.length ? `?${params.join('&')}` : '';
}

interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function generate(rand: Rand, t: TestApp): Generated {
  const tenant = rand() < 0.8 ? t.a : t.b;
  const keys = [tenant.adminKey, tenant.assistantKey, t.b.adminKey, 'da_admin_bogus', 'Bearer', ''];
  const segment = () =>
    rand() < 0.7
      ? pick(rand, [tenant.projectId, t.b.projectId, tenant.domain])
      : percent(randomString(rand)).slice(0, 300) || '%';
  const route = rand();
  let method = 'GET';
  let path: string;
  let body: string | undefined;
  let key: string;
  if (route < 0.4) {
    method = rand() < 0.95 ? 'POST' : pick(rand, ['GET', 'PUT', 'OPTIONS', 'DELETE']);
    path = `/discovery/v2/assistant/${rand() < 0.85 ? tenant.domain : segment()}/message`;
    if (method !== 'GET') body = rawBody(rand);
    key = rand() < 0.85 ? tenant.assistantKey : pick(rand, keys);
  } else {
    key = rand() < 0.85 ? tenant.adminKey : pick(rand, keys);
    const project = rand() < 0.9 ? tenant.projectId : segment();
    path = pick(rand, [
      `/v1/analytics/${project}/feedback${query(rand)}`,
      `/v1/analytics/${project}/assistant${query(rand)}`,
      `/v1/analytics/${project}/assistant/threads/${rand() < 0.5 ? '01ARZ3NDEKTSV4RRFFQ69G5FAV' : segment()}`,
      `/v1/agent/${project}/jobs${query(rand)}`,
      `/v1/agent/${project}/job/${segment()}`,
      '/healthz',
      '/readyz',
      `/${segment()}`,
      `/v1/${segment()}/${segment()}`,
    ]);
    if (rand() < 0.05) method = pick(rand, ['POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
    if (method !== 'GET' && method !== 'HEAD' && rand() < 0.5) body = rawBody(rand);
  }
  const headers: Record<string, string> = {};
  if (key)
    headers.authorization =
      rand() < 0.9 ? `Bearer ${key}` : pick(rand, [key, `Basic ${key}`, `Bearer  ${key} x`]);
  if (body !== undefined)
    headers['content-type'] =
      rand() < 0.9 ? 'application/json' : pick(rand, ['text/plain', 'application/json; charset=latin1', '']);
  if (rand() < 0.2)
    headers['x-forwarded-for'] = pick(rand, ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'garbage', ', ,', '::1']);
  if (rand() < 0.1) headers.origin = pick(rand, ['https://evil.example', 'null', 'https://docs.example.com']);
  return { method, path, headers, body };
}

describe.each(STORE_KINDS)('fuzzing every route (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const many = { points: 1_000_000, duration: 3600 };
    t = await createTestApp(kind, {
      assistantPerOrg: many,
      assistantPerIp: many,
      analyticsPerOrg: many,
      agentPerOrg: many,
    });
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
  }, 120_000);
  afterAll(() => t?.close());

  // PostgreSQL runs a smaller share: the same generator, the same seed.
  const count = kind === 'pglite' ? REQUESTS : Math.ceil(REQUESTS / 4);
  it(`answers ${count} generated requests without a 5xx and leaves no orphan row (seed ${SEED})`, async () => {
    const rand = prng(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < count && failures.length < 5; i++) {
      const req = generate(rand, t);
      const res = await t.app.request(req.path, { method: req.method, headers: req.headers, body: req.body });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const describeReq = () =>
        `#${i} ${req.method} ${req.path.slice(0, 200)} ${JSON.stringify(req.headers).slice(0, 200)} ${(req.body ?? '').slice(0, 300)}`;
      if (res.status >= 500) failures.push(`${res.status} ${text.slice(0, 200)} for ${describeReq()}`);
      else if (res.status >= 400 && req.method !== 'HEAD') {
        const body = JSON.parse(text || 'null') as { error?: unknown; details?: unknown } | null;
        if (typeof body?.error !== 'string' || !Array.isArray(body.details))
          failures.push(`${res.status} without the error body (${text.slice(0, 100)}) for ${describeReq()}`);
      }
    }
    const orphans = await orphanCounts(t.store.db);
    if (failures.length || orphans.threads || orphans.questions)
      console.error(`fuzz seed ${SEED}: replay with FUZZ_SEED=${SEED}\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(orphans).toEqual({ threads: 0, questions: 0 });
    // The generator reaches past validation: answers were streamed, and every kind of refusal seen.
    for (const status of [200, 400, 401, 403, 404]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
