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
  let writer: TurnWriter;
  let broken: TestApp;
  beforeAll(async () => {
    // A window no turn outlasts, closed by the third save: the three answers read together share
    // one statement however slowly they arrive, and each answer's end still waits for its rows.
    t = await createTestApp(kind, {}, (store) => ({
      turnWriter: (writer = new TurnWriter(store.db, { windowMs: 60_000, maxTurns: 3 })),
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
    const before = { ...writer.counts };
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
    // Answers made at once: each turn's rows written once, complete, the three in one statement.
    expect(writer.counts.saves - before.saves).toBe(3);
    expect(writer.counts.statements - before.statements).toBe(1);
  });

  it('ends with the error chunk instead of finish, storing nothing, when a turn cannot be stored', async () => {
    const before = (await broken.store.db.query.messages.findMany()).length;
    const res = await broken.ask(askBody('how do I roll back a deployment?'));
    // The answer's first bytes do not wait for the store: it streams, but never finishes.
    expect(res.status).toBe(200);
    const threadId = res.headers.get('x-thread-id')!;
    const { chunks, done } = await readChunks(res);
    expect(done).toBe(true);
    expect(chunks.some((c) => c.type === 'finish')).toBe(false);
    expect(chunks.at(-1)).toEqual({ type: 'error', errorText: TURN_FAILED });
    expect(await storedTurn(broken, threadId)).toEqual([]);
    expect((await broken.store.db.query.messages.findMany()).length).toBe(before);
  });
});
