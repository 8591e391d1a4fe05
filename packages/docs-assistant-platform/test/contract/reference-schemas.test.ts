import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAgentJobs } from '../../src/import/import-agent-jobs.js';
import { importFeedback } from '../../src/import/import-feedback.js';
import { HAULT_REASONS } from '../../src/schemas/agent-jobs.js';
import { createThread, insertMessage } from '../../src/store/threads.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { hasReferenceSchemas, referenceValidator } from '../helpers/reference-schemas.js';

const analytics = 'analytics.openapi.json';
const admin = 'admin-openapi.json';

/** The seed's haultReason values replace the real service's enum. */
function seedHaultReasons(schema: Record<string, unknown>) {
  const job = (
    schema.properties as Record<string, { items?: { properties: Record<string, { enum?: string[] }> } }>
  ).allSessions?.items ?? {
    properties: (schema as { properties: Record<string, { enum?: string[] }> }).properties,
  };
  job.properties.haultReason!.enum = [...HAULT_REASONS];
}

describe.runIf(hasReferenceSchemas)('responses validate against the reference JSON schemas', () => {
  let t: TestApp;
  let threadId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const p = t.a.projectId;
    await importFeedback(
      t.store.db,
      p,
      [
        { path: '/a', source: 'contextual', helpful: true, comment: 'Great', contact: 'a@example.com' },
        { path: '/b', source: 'contextual', helpful: false },
        {
          path: '/c',
          source: 'code_snippet',
          code: 'npm i',
          lang: 'bash',
          comment: 'fails',
          status: 'in_progress',
        },
        { path: '/d', source: 'agent', comment: 'outdated', status: 'resolved' },
        { path: '/e', source: 'thumbs_only', status: 'dismissed' },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    await importAgentJobs(
      t.store.db,
      { id: p, domain: t.a.domain },
      [
        { sessionId: 'j1', haulted: true, haultReason: 'repo_missconfigured', branch: null },
        {
          sessionId: 'j2',
          branch: 'docs/x',
          todos: [{ id: '1', content: 'c', status: 'completed', priority: 'low' }],
          pullRequestLink: 'https://github.com/a/b/pull/2',
          messageToUser: 'done',
          userId: 'u',
          title: 'T',
        },
      ]
        .map((l) => JSON.stringify(l))
        .join('\n'),
    );
    ({ threadId } = await createThread(t.store.db, { projectId: p, fp: 'anonymous' }));
    const q = await insertMessage(t.store.db, {
      threadId,
      projectId: p,
      role: 'user',
      content: 'hi',
      pagePath: '/a',
    });
    await insertMessage(t.store.db, {
      threadId,
      projectId: p,
      role: 'assistant',
      content: 'hello',
      replyTo: q,
      answered: true,
      parts: [{ type: 'source-url', sourceId: 's', url: 'https://docs.example.com/a', title: 'A' }],
    });
  });
  afterAll(() => t.close());

  const check = async (
    path: string,
    validate: (b: unknown) => { ok: boolean; errors: string },
    status = 200,
  ) => {
    const res = await t.get(path, t.a.adminKey);
    expect(res.status).toBe(status);
    const result = validate(await res.json());
    expect(result.errors).toBe('No errors');
    expect(result.ok).toBe(true);
  };

  it('feedback list', async () => {
    await check(
      `/v1/analytics/${t.a.projectId}/feedback`,
      referenceValidator(analytics, '/v1/analytics/{projectId}/feedback'),
    );
  });

  it('feedback 400', async () => {
    await check(
      `/v1/analytics/${t.a.projectId}/feedback?limit=0`,
      referenceValidator(analytics, '/v1/analytics/{projectId}/feedback', '400'),
      400,
    );
  });

  it('thread transcript, and its 400 and 404', async () => {
    const path = '/v1/analytics/{projectId}/assistant/threads/{threadId}';
    await check(
      `/v1/analytics/${t.a.projectId}/assistant/threads/${threadId}`,
      referenceValidator(analytics, path),
    );
    await check(
      `/v1/analytics/${t.a.projectId}/assistant/threads/x`,
      referenceValidator(analytics, path, '400'),
      400,
    );
    await check(
      `/v1/analytics/${t.a.projectId}/assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV`,
      referenceValidator(analytics, path, '404'),
      404,
    );
  });

  it('assistant conversations', async () => {
    await check(
      `/v1/analytics/${t.a.projectId}/assistant`,
      referenceValidator(analytics, '/v1/analytics/{projectId}/assistant'),
    );
  });

  it('agent jobs list and one job', async () => {
    await check(
      `/v1/agent/${t.a.projectId}/jobs`,
      referenceValidator(admin, '/v1/agent/{projectId}/jobs', '200', seedHaultReasons),
    );
    for (const id of ['j1', 'j2'])
      await check(
        `/v1/agent/${t.a.projectId}/job/${id}`,
        referenceValidator(admin, '/v1/agent/{projectId}/job/{id}', '200', seedHaultReasons),
      );
  });

  it('the validator does reject a wrong body', () => {
    const validate = referenceValidator(analytics, '/v1/analytics/{projectId}/feedback');
    expect(validate({ feedback: [{ id: 1 }], hasMore: 'no' }).ok).toBe(false);
    const job = referenceValidator(admin, '/v1/agent/{projectId}/job/{id}', '200', seedHaultReasons);
    expect(job({ haultReason: 'github_missconfigured' }).ok).toBe(false);
    expect(job({ haultReason: 'repo_missconfigured' }).ok).toBe(true);
  });
});
