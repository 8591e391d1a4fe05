import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAgentJobs } from '../../src/import/import-agent-jobs.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { STORE_KINDS } from '../helpers/store.js';

describe.each(STORE_KINDS)('agent jobs (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const jobs = [
      {
        sessionId: 'job-old',
        createdAt: '2025-01-01T00:00:00Z',
        haulted: true,
        haultReason: 'completed',
        branch: 'docs/a',
        title: 'Old',
      },
      {
        sessionId: 'job-new',
        createdAt: '2025-03-01T00:00:00Z',
        haulted: false,
        branch: null,
        todos: [{ id: 't1', content: 'Write the page', status: 'in_progress', priority: 'high' }],
        pullRequestLink: 'https://github.com/acme/docs/pull/1',
        messageToUser: 'Working on it',
        userId: 'u1',
      },
      {
        sessionId: 'job-mid',
        createdAt: '2025-02-01T00:00:00Z',
        haulted: true,
        haultReason: 'repo_missconfigured',
      },
    ];
    await importAgentJobs(
      t.store.db,
      { id: t.a.projectId, domain: t.a.domain },
      jobs.map((j) => JSON.stringify(j)).join('\n'),
    );
    await importAgentJobs(
      t.store.db,
      { id: t.b.projectId, domain: t.b.domain },
      JSON.stringify({ sessionId: 'job-beta' }),
    );
  });
  afterAll(() => t.close());

  it('lists all jobs newest first, with skip and take', async () => {
    const res = await t.get(`/v1/agent/${t.a.projectId}/jobs`, t.a.adminKey);
    expect(res.status).toBe(200);
    const { allSessions } = (await res.json()) as { allSessions: { sessionId: string }[] };
    expect(allSessions.map((j) => j.sessionId)).toEqual(['job-new', 'job-mid', 'job-old']);
    const page = (await (
      await t.get(`/v1/agent/${t.a.projectId}/jobs?skip=1&take=1`, t.a.adminKey)
    ).json()) as {
      allSessions: { sessionId: string }[];
    };
    expect(page.allSessions.map((j) => j.sessionId)).toEqual(['job-mid']);
  });

  it('returns one job with the seed’s fields and spellings', async () => {
    const res = await t.get(`/v1/agent/${t.a.projectId}/job/job-old`, t.a.adminKey);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sessionId: 'job-old',
      subdomain: 'alpha',
      branch: 'docs/a',
      haulted: true,
      haultReason: 'completed',
      todos: [],
      title: 'Old',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const running = (await (
      await t.get(`/v1/agent/${t.a.projectId}/job/job-new`, t.a.adminKey)
    ).json()) as Record<string, unknown>;
    expect(running).toMatchObject({
      haulted: false,
      branch: null,
      userId: 'u1',
      messageToUser: 'Working on it',
    });
    expect(running).not.toHaveProperty('haultReason');
  });

  it('answers 404 for an absent job and for another organization’s job', async () => {
    expect((await t.get(`/v1/agent/${t.a.projectId}/job/nope`, t.a.adminKey)).status).toBe(404);
    expect((await t.get(`/v1/agent/${t.a.projectId}/job/job-beta`, t.a.adminKey)).status).toBe(404);
    expect((await t.get(`/v1/agent/${t.b.projectId}/job/job-beta`, t.a.adminKey)).status).toBe(404);
  });

  it('validates skip and take', async () => {
    const res = await t.get(`/v1/agent/${t.a.projectId}/jobs?skip=-1&take=abc`, t.a.adminKey);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: { message: string }[] };
    expect(body.details.map((d) => d.message.split(':')[0]).sort()).toEqual(['skip', 'take']);
  });
});
