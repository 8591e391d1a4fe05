import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocs } from '../../src/docs/ingest.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { askBody, readChunks, textOf, type Chunk } from '../helpers/ui-stream.js';

const DEMO_DOCS = fileURLToPath(new URL('../../../../demo/docs', import.meta.url));

const sources = (chunks: Chunk[]) => chunks.filter((c) => c.type === 'source-url');

describe('answers from the endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { assistantPerOrg: { points: 1000, duration: 3600 } });
    await ingestDocs(t.store.db, t.a.projectId, DEMO_DOCS);
  });
  afterAll(() => t.close());

  it('states the fact from a table row and lists only the sources it cites, numbered as cited', async () => {
    const { chunks } = await readChunks(await t.ask(askBody('what port does the server listen on?')));
    const text = textOf(chunks);
    expect(text.split('\n')[0]).toBe('`PORT` (Default: `8787`): Port to listen on [1]');
    const listed = sources(chunks);
    expect(listed[0]).toMatchObject({
      sourceId: 'src-1',
      url: 'https://docs.example.com/configuration#server-settings',
    });
    const cited = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => `src-${m[1]}`));
    expect(listed.map((s) => s.sourceId)).toEqual([...cited]);
  });

  it('answers a follow-up from the conversation the client sends back', async () => {
    const first = await t.ask(askBody('how do I create keys'));
    const threadId = first.headers.get('x-thread-id');
    const threadKey = first.headers.get('x-thread-key');
    const { chunks } = await readChunks(first);
    const body = {
      fp: 'anonymous',
      threadId,
      threadKey,
      messages: [
        { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'how do I create keys' }] },
        {
          id: 'a1',
          role: 'assistant',
          parts: [
            ...sources(chunks).map(({ sourceId, url, title }) => ({
              type: 'source-url',
              sourceId,
              url,
              title,
            })),
            { type: 'text', text: textOf(chunks) },
          ],
        },
        { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'and how do I revoke one?' }] },
      ],
    };
    const reply = await readChunks(await t.ask(body));
    expect(sources(reply.chunks)[0]?.url).toMatch(/\/server-api/);
    expect(textOf(reply.chunks)).toContain('keys revoke');
  });

  it('says when the docs do not cover a question, names the closest pages as links, and cites none', async () => {
    const { chunks } = await readChunks(await t.ask(askBody('how do I train a puppy to sit?')));
    expect(sources(chunks)).toEqual([]);
    expect(textOf(chunks)).toMatch(/^I couldn't find this in the documentation\./);
  });

  it('answers about the code block the reader attached, from the section that holds it', async () => {
    const { chunks } = await readChunks(
      await t.ask(
        askBody('explain this', {
          currentPath: '/deployment',
          context: [{ type: 'code', value: "import { createAssistantProxy } from 'docs-assistant/server';" }],
        }),
      ),
    );
    expect(sources(chunks)[0]?.url).toBe('https://docs.example.com/deployment#keep-the-key-on-your-server');
    expect(textOf(chunks)).toContain('[1]');
  });

  it('names the closest pages as links in the docs’ language when a question is near but not covered', async () => {
    const { chunks } = await readChunks(
      await t.ask(
        askBody('comment installer le serveur sur kubernetes avec helm ?', {
          filter: { language: 'fr' },
        }),
      ),
    );
    const text = textOf(chunks);
    expect(sources(chunks)).toEqual([]);
    expect(text).toMatch(/^Je n'ai pas trouvé cela dans la documentation\./);
    expect(text).toMatch(
      /Les pages les plus proches :\n- \[[^\]]+\]\(https:\/\/docs\.example\.com\/fr\/quickstart[^)]*\)/,
    );
  });
});
