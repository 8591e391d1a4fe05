import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Store } from '../../src/db/open.js';
import { messages, threads } from '../../src/db/schema.js';
import { createProject } from '../../src/store/projects.js';
import { newTurnRows } from '../../src/store/threads.js';
import { TurnWriter, type AnswerState } from '../../src/store/turn-writer.js';
import { openTestStore, STORE_KINDS } from '../helpers/store.js';

const answer = (content: string, status: AnswerState['status'] = 'complete'): AnswerState => ({
  content,
  parts: [{ type: 'text', text: content }],
  status,
  answered: true,
});

/** A store that counts the statements the writer sends it. */
function counting(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop === 'insert' || prop === '$with' || prop === 'execute')
        return (...args: unknown[]) => {
          // `$with` starts the statement its insert finishes: count the statement once.
          if (prop !== 'insert' || !withPending) statements++;
          withPending = prop === '$with';
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return value;
    },
  });
  let withPending = false;
  return { db: proxy, statements: () => statements };
}

describe.each(STORE_KINDS)('the turn writer (%s)', (kind) => {
  let store: Store;
  let projectId: string;
  beforeAll(async () => {
    store = await openTestStore(kind);
    ({ projectId } = await createProject(store.db, { domain: 'writer.example.com' }));
  });
  afterAll(() => store.close());

  const rowsOf = (ids: string[]) =>
    store.db.select().from(messages).where(inArray(messages.id, ids)).orderBy(messages.id);

  it('stores concurrent turns, thread, question and answer, in one statement', async () => {
    const { db, statements } = counting(store.db);
    const writer = new TurnWriter(db, { windowMs: 5 });
    const turns = Array.from({ length: 20 }, (_, i) => {
      const { threadKey, ...rows } = newTurnRows({
        projectId,
        fp: 'fp',
        question: { content: `question ${i}`, parts: [], pagePath: null },
      });
      expect(threadKey).toBeTruthy();
      return writer.track(rows);
    });
    await Promise.all(turns.map((turn, i) => turn.save(answer(`answer ${i}`))));
    expect(statements()).toBe(1);
    const stored = await rowsOf(turns.flatMap((t) => [t.rows.question.id, t.rows.answer.id]));
    expect(stored).toHaveLength(40);
    const byId = new Map(stored.map((r) => [r.id, r]));
    turns.forEach((turn, i) => {
      expect(byId.get(turn.rows.question.id)).toMatchObject({ role: 'user', content: `question ${i}` });
      expect(byId.get(turn.rows.answer.id)).toMatchObject({
        role: 'assistant',
        content: `answer ${i}`,
        status: 'complete',
        answered: true,
        replyTo: turn.rows.question.id,
      });
    });
    const threadIds = turns.map((t) => t.rows.question.threadId);
    expect(await store.db.select().from(threads).where(inArray(threads.id, threadIds))).toHaveLength(20);
  });

  it('waits for the turns still on their way to their first save, and no longer once they have come', async () => {
    const { db, statements } = counting(store.db);
    const writer = new TurnWriter(db, { busyWindowMs: 60_000 });
    const track = () => {
      const { threadKey: _, ...rows } = newTurnRows({
        projectId,
        fp: 'fp',
        question: { content: 'q', parts: [], pagePath: null },
      });
      return writer.track(rows);
    };
    const [first, second] = [track(), track()];
    const saved = first!.save(answer('a'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statements()).toBe(0);
    await Promise.all([saved, second!.save(answer('b'))]);
    expect(statements()).toBe(1);
    // A lone turn waits for nothing.
    const started = performance.now();
    await track().save(answer('c'));
    expect(statements()).toBe(2);
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('stores each column as the turn gives it, and the defaults where it gives none', async () => {
    const writer = new TurnWriter(store.db);
    const parts = [{ type: 'text', text: 'Wie ändere ich den Port? “quoted” \\ \u{1F600}' }];
    const { threadKey, ...rows } = newTurnRows({
      projectId,
      fp: 'reader-fp',
      question: { content: 'Wie ändere ich den Port?', parts, pagePath: '/guides/port' },
    });
    await writer
      .track(rows)
      .save({ content: 'Set `PORT`.', parts: [{ type: 'step-start' }], status: 'partial', answered: null });
    const [thread] = await store.db.select().from(threads).where(eq(threads.id, rows.question.threadId));
    expect(thread).toMatchObject({ projectId, fp: 'reader-fp', keyHash: rows.thread!.keyHash });
    expect(threadKey).toBeTruthy();
    expect(thread!.createdAt).toBeInstanceOf(Date);
    const [question, reply] = await rowsOf([rows.question.id, rows.answer.id]);
    expect(question).toMatchObject({
      threadId: rows.question.threadId,
      projectId,
      role: 'user',
      content: 'Wie ändere ich den Port?',
      parts,
      pagePath: '/guides/port',
      replyTo: null,
      status: 'complete',
      answered: null,
    });
    expect(question!.createdAt).toBeInstanceOf(Date);
    expect(reply).toMatchObject({
      role: 'assistant',
      content: 'Set `PORT`.',
      parts: [{ type: 'step-start' }],
      replyTo: rows.question.id,
      pagePath: null,
      status: 'partial',
      answered: null,
    });
    // A follow-up's turn adds its messages to the thread, which it does not write again.
    const { threadKey: none, ...next } = newTurnRows({
      projectId,
      threadId: rows.question.threadId,
      fp: 'reader-fp',
      question: { content: 'And the host?', parts: [], pagePath: null },
    });
    expect(none).toBeUndefined();
    await writer.track(next).save(answer('Set `HOST`.'));
    expect(await rowsOf([next.question.id, next.answer.id])).toMatchObject([
      { threadId: rows.question.threadId, content: 'And the host?', parts: [] },
      { threadId: rows.question.threadId, content: 'Set `HOST`.', status: 'complete', answered: true },
    ]);
  });

  it('updates a stored answer, and a save while one is queued replaces it', async () => {
    const { db, statements } = counting(store.db);
    const writer = new TurnWriter(db, { windowMs: 5 });
    const { threadKey: _, ...rows } = newTurnRows({
      projectId,
      fp: 'fp',
      question: { content: 'q', parts: [], pagePath: null },
    });
    const turn = writer.track(rows);
    await turn.save(answer('so far', 'partial'));
    expect(turn.stored).toBe(true);
    const first = turn.save(answer('more', 'partial'));
    const second = turn.save(answer('all of it'));
    expect(second).toBe(first);
    await second;
    expect(statements()).toBe(2);
    const [row] = await rowsOf([rows.answer.id]);
    expect(row).toMatchObject({ content: 'all of it', status: 'complete' });
  });

  it('fails only the turn whose rows cannot be written, and stores the others of its batch', async () => {
    const writer = new TurnWriter(store.db, { windowMs: 5 });
    const make = (project: string) => {
      const { threadKey: _, ...rows } = newTurnRows({
        projectId: project,
        fp: 'fp',
        question: { content: 'q', parts: [], pagePath: null },
      });
      return writer.track(rows);
    };
    const good = [make(projectId), make(projectId)];
    // A project that does not exist: its rows break a reference.
    const bad = make('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    const results = await Promise.allSettled([...good, bad].map((t) => t.save(answer('a'))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await rowsOf(good.map((t) => t.rows.answer.id))).toHaveLength(2);
    expect(await rowsOf([bad.rows.answer.id])).toHaveLength(0);
    expect(bad.stored).toBe(false);
  });

  it('lets a follow-up wait until its thread is stored', async () => {
    const writer = new TurnWriter(store.db, { windowMs: 50 });
    const { threadKey: _, ...rows } = newTurnRows({
      projectId,
      fp: 'fp',
      question: { content: 'q', parts: [], pagePath: null },
    });
    const threadId = rows.question.threadId;
    void writer.track(rows).save(answer('a', 'partial'));
    await writer.settled(threadId);
    expect(await store.db.select().from(threads).where(eq(threads.id, threadId))).toHaveLength(1);
    await writer.settled('01ARZ3NDEKTSV4RRFFQ69G5FAV'); // nothing pending: resolves at once
  });

  it('holds a follow-up from the moment a turn is tracked until its first save is stored', async () => {
    const writer = new TurnWriter(store.db);
    const { threadKey: _, ...rows } = newTurnRows({
      projectId,
      fp: 'fp',
      question: { content: 'q', parts: [], pagePath: null },
    });
    const threadId = rows.question.threadId;
    const turn = writer.track(rows);
    let settled = false;
    const waiting = writer.settled(threadId).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    await turn.save(answer('a'));
    await waiting;
    expect(await rowsOf([rows.question.id, rows.answer.id])).toHaveLength(2);
  });
});
