import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/open.js';
import { ingestDocs } from '../../src/docs/ingest.js';
import { TURN_FAILED } from '../../src/assistant/turn.js';
import { TurnWriter } from '../../src/store/turn-writer.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FIXTURE_DOCS } from '../helpers/fixture-docs.js';
import { STORE_KINDS } from '../helpers/store.js';
import { askBody, readChunks, textOf } from '../helpers/ui-stream.js';

/** A store that refuses every write (reads still work). */
const refusingWrites = (db: Db): Db =>
  new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'insert' || prop === '$with' || prop === 'execute')
        return () => {
          throw new Error('the store refuses writes');
        };
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });

describe.each(STORE_KINDS)('storing answers (%s)', (kind) => {
  let t: TestApp;
  let broken: TestApp;
  beforeAll(async () => {
    // A long window: the answer's end must still wait for its rows, however long that takes.
    t = await createTestApp(kind, {}, (store) => ({
      turnWriter: new TurnWriter(store.db, { windowMs: 200 }),
    }));
    await ingestDocs(t.store.db, t.a.projectId, FIXTURE_DOCS);
    broken = await createTestApp(kind, {}, (store) => ({
      turnWriter: new TurnWriter(refusingWrites(store.db)),
    }));
    await ingestDocs(broken.store.db, broken.a.projectId, FIXTURE_DOCS);
  });
  afterAll(async () => {
    await t.close();
    await broken.close();
  });

  const storedTurn = (app: TestApp, threadId: string) =>
    app.store.db.query.messages.findMany({
      where: (m, { eq }) => eq(m.threadId, threadId),
      orderBy: (m, { asc }) => asc(m.id),
    });

  it('sends finish only once the thread, question and answer are stored', async () => {
    const answers = await Promise.all(
      ['how do I roll back a deployment?', 'how do I install the cli with npm?', 'what is PORT?'].map((q) =>
        t.ask(askBody(q)),
      ),
    );
    for (const res of answers) {
      const threadId = res.headers.get('x-thread-id')!;
      const { chunks, done } = await readChunks(res);
      expect(done).toBe(true);
      expect(chunks.at(-1)!.type).toBe('finish');
      // Read at once, no polling: the rows were in the store before the end was sent.
      const rows = await storedTurn(t, threadId);
      expect(rows.map((r) => r.role)).toEqual(['user', 'assistant']);
      expect(rows[1]).toMatchObject({ status: 'complete', content: textOf(chunks) });
    }
  });

  it('answers with the error body, storing nothing, when a turn cannot be stored', async () => {
    const before = (await broken.store.db.query.messages.findMany()).length;
    const res = await broken.ask(askBody('how do I roll back a deployment?'));
    expect(res.status).toBe(500);
    expect(res.headers.get('x-thread-id')).toBeNull();
    expect(await res.json()).toEqual({ error: 'Internal server error', details: [] });
    expect((await broken.store.db.query.messages.findMany()).length).toBe(before);
  });

  it('ends with the error chunk instead of finish when the answer cannot be stored', async () => {
    // The question is stored; the store then refuses the answer.
    let refusing = false;
    const flaky = await createTestApp(kind, {}, (store) => ({
      turnWriter: new TurnWriter(
        new Proxy(store.db, {
          get: (target, prop, receiver) =>
            refusing && prop === 'execute'
              ? () => {
                  throw new Error('the store refuses writes');
                }
              : (Reflect.get(target, prop, receiver) as unknown),
        }),
      ),
    }));
    try {
      await ingestDocs(flaky.store.db, flaky.a.projectId, FIXTURE_DOCS);
      const res = await flaky.ask(askBody('how do I roll back a deployment?'));
      refusing = true;
      const threadId = res.headers.get('x-thread-id')!;
      const { chunks, done } = await readChunks(res);
      expect(done).toBe(true);
      expect(chunks.some((c) => c.type === 'finish')).toBe(false);
      expect(chunks.at(-1)).toEqual({ type: 'error', errorText: TURN_FAILED });
      const rows = await storedTurn(flaky, threadId);
      expect(rows.map((r) => [r.role, r.status])).toEqual([
        ['user', 'complete'],
        ['assistant', 'partial'],
      ]);
    } finally {
      await flaky.close();
    }
  });
});
