import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { messages, threads } from '../db/schema.js';
import type { NewMessage } from './threads.js';

/** A turn's rows: the answer's content, parts, status and flag come from each save. */
export interface TurnRows {
  /** Only for a turn that starts its thread. */
  thread?: typeof threads.$inferInsert & { id: string };
  question: NewMessage & { id: string; threadId: string };
  /** The answer's row. */
  answer: NewMessage & { id: string; threadId: string };
}

/** The answer as it stands when saved. */
export interface AnswerState {
  content: string;
  parts: unknown[];
  status: 'partial' | 'complete';
  /** Null until the answer says whether the docs covered the question. */
  answered: boolean | null;
}

export interface TurnWriterOptions {
  /**
   * How long a write waits for others to share its statement. 0 (the default): until the end of
   * this turn of the event loop, so that the turns of the requests read together share it and a
   * lone turn waits for nothing; but while other turns are on their way to their first save, up
   * to `busyWindowMs` for them (see `TurnWriter`).
   */
  windowMs?: number;
  /** With `windowMs` 0, how long a write waits for the turns still on their way to it. */
  busyWindowMs?: number;
  /** Turns one statement writes at most. */
  maxTurns?: number;
}

interface Write {
  turn: WrittenTurn;
  answer: AnswerState;
  done: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit of turns: the saves of concurrent turns are collected for `windowMs` (or until
 * `maxTurns`) and written in one statement, an insert of the turns not stored yet (thread,
 * question and answer as it stands) and an update of the others. A save resolves once its rows
 * are stored, so a caller that waits for it knows they are. Statements run one at a time, in
 * order, so that a turn's later save never lands before its earlier one. A statement that fails
 * is retried turn by turn: only the turns whose own rows cannot be written fail.
 *
 * A statement costs about as much again as the turns it writes (PGlite runs it on the event loop,
 * a millisecond or so whatever its size): under load, a write waits a little for the turns that
 * are still on their way to their first save, and goes once they have all come or the wait ends.
 * Only the end of the answer waits, never its first bytes.
 */
export class TurnWriter {
  private queue: Write[] = [];
  /** Each turn's write still queued: a later save of the turn replaces its answer. */
  private readonly queued = new Map<WrittenTurn, Write>();
  private timer: { cancel(): void } | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Writes not yet stored, by thread: a follow-up waits for its thread's rows. */
  private readonly pendingThreads = new Map<string, Set<Promise<void>>>();
  private readonly windowMs: number;
  private readonly busyWindowMs: number;
  private readonly maxTurns: number;
  /** Tracked turns not saved yet: the writes that may soon share a statement. */
  private coming = 0;
  /** Whether the queued writes wait for turns still coming (not only for this turn of the loop). */
  private waitingForComing = false;
  /** Statements sent and the saves they wrote (for figures). */
  readonly counts = { statements: 0, saves: 0 };

  constructor(
    private readonly db: Db,
    options: TurnWriterOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 0;
    this.busyWindowMs = options.busyWindowMs ?? 20;
    this.maxTurns = options.maxTurns ?? 100;
  }

  /**
   * A turn whose rows are written with its first save (thread, question and answer), updated by the
   * later ones. A follow-up of its thread waits from now until that first save is stored or has
   * failed, so every tracked turn must be saved at least once.
   */
  track(rows: TurnRows): WrittenTurn {
    const turn = new WrittenTurn(this, rows);
    this.coming++;
    this.holdThread(rows.question.threadId, turn.firstSaved);
    return turn;
  }

  /** Resolves once the writes queued so far for `threadId` are stored or have failed. */
  async settled(threadId: string): Promise<void> {
    const pending = this.pendingThreads.get(threadId);
    if (pending) await Promise.allSettled([...pending]);
  }

  /** Writes what is queued now, and resolves once it is stored. */
  flush(): Promise<void> {
    this.timer?.cancel();
    this.timer = undefined;
    this.waitingForComing = false;
    const run = this.writing.then(() => this.writeQueued());
    this.writing = run.catch(() => undefined);
    return run;
  }

  /** @internal Queues the save of `turn`'s answer (see `WrittenTurn.save`). */
  enqueue(turn: WrittenTurn, answer: AnswerState): Promise<void> {
    if (!turn.saving) {
      turn.saving = true;
      this.coming--;
    }
    const queued = this.queued.get(turn);
    if (queued) {
      queued.answer = answer;
      return queued.done;
    }
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    const write: Write = { turn, answer, done, resolve, reject };
    this.queued.set(turn, write);
    this.queue.push(write);
    this.holdThread(turn.rows.question.threadId, done);
    const flush = () => void this.flush().catch(() => undefined);
    if (this.queue.length >= this.maxTurns) flush();
    else if (this.waitingForComing && this.coming === 0) {
      // Every turn on its way has come: no need to wait longer.
      this.timer?.cancel();
      this.timer = this.schedule(flush, false);
    } else this.timer ??= this.schedule(flush, this.windowMs <= 0 && this.coming > 0);
    return done;
  }

  private schedule(flush: () => void, forComing: boolean): { cancel(): void } {
    this.waitingForComing = forComing;
    if (forComing) {
      const timeout = setTimeout(flush, this.busyWindowMs);
      return { cancel: () => clearTimeout(timeout) };
    }
    if (this.windowMs <= 0) {
      const immediate = setImmediate(flush);
      return { cancel: () => clearImmediate(immediate) };
    }
    const timeout = setTimeout(flush, this.windowMs);
    return { cancel: () => clearTimeout(timeout) };
  }

  private holdThread(threadId: string, done: Promise<void>): void {
    let pending = this.pendingThreads.get(threadId);
    if (!pending) this.pendingThreads.set(threadId, (pending = new Set()));
    pending.add(done);
    const release = () => {
      pending.delete(done);
      if (pending.size === 0 && this.pendingThreads.get(threadId) === pending)
        this.pendingThreads.delete(threadId);
    };
    done.then(release, release);
  }

  /** Batches of at most `maxTurns`, taken when the statement before them has ended. */
  private async writeQueued(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxTurns);
      for (const write of batch) this.queued.delete(write.turn);
      await this.writeAll(batch);
    }
  }

  private async writeAll(batch: Write[]): Promise<void> {
    try {
      await this.write(batch);
      for (const write of batch) this.stored(write);
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One turn's bad row must not fail the others: each is written on its own.
      for (const write of batch)
        await this.write([write]).then(
          () => this.stored(write),
          (err: unknown) => write.reject(err),
        );
    }
  }

  private stored(write: Write): void {
    write.turn.stored = true;
    write.resolve();
  }

  /** One statement for the inserts of the batch and one for its updates. */
  private async write(batch: Write[]): Promise<void> {
    this.counts.saves += batch.length;
    const inserts = batch.filter((w) => !w.turn.stored);
    const updates = batch.filter((w) => w.turn.stored);
    this.counts.statements += (inserts.length ? 1 : 0) + (updates.length ? 1 : 0);
    if (inserts.length) await this.insert(inserts);
    if (updates.length) await this.update(updates);
  }

  /**
   * Written as SQL directly: drizzle's insert builder took longer to build this statement (about
   * 0.7 ms for one turn) than the store took to run it. The rows go as one JSON document, read
   * back as rows by the store: one parameter instead of ten a row, and a statement that reads the
   * same whatever the batch (binding hundreds of parameters and planning a long list of values
   * cost more than the rows' writing). Columns left out take their defaults.
   */
  private async insert(writes: Write[]): Promise<void> {
    const newThreads = writes.flatMap(({ turn: { rows } }) =>
      rows.thread
        ? [
            {
              id: rows.thread.id,
              project_id: rows.thread.projectId,
              fp: rows.thread.fp,
              key_hash: rows.thread.keyHash,
            },
          ]
        : [],
    );
    const rows = writes.flatMap(({ turn, answer }) =>
      [turn.rows.question, { ...turn.rows.answer, ...answer }].map((m) => ({
        id: m.id,
        thread_id: m.threadId,
        project_id: m.projectId,
        role: m.role,
        content: m.content,
        parts: m.parts ?? [],
        reply_to: m.replyTo ?? null,
        page_path: m.pagePath ?? null,
        status: m.status ?? 'complete',
        answered: m.answered ?? null,
      })),
    );
    const insertMessages = sql`insert into ${messages} (id, thread_id, project_id, role, content, parts, reply_to, page_path, status, answered)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(id text, thread_id text, project_id text,
        role text, content text, parts jsonb, reply_to text, page_path text, status text, answered boolean)`;
    // The threads go in the same statement; the messages' references are checked when it ends.
    await this.db.execute(
      newThreads.length
        ? sql`with new_threads as (insert into ${threads} (id, project_id, fp, key_hash)
        select * from jsonb_to_recordset(${JSON.stringify(newThreads)}::jsonb) as t(id text, project_id text, fp text, key_hash text))
      ${insertMessages}`
        : insertMessages,
    );
  }

  private async update(writes: Write[]): Promise<void> {
    const values = writes.map(({ turn, answer }) => ({
      id: turn.rows.answer.id,
      content: answer.content,
      parts: answer.parts,
      status: answer.status,
      answered: answer.answered,
    }));
    await this.db.execute(sql`
      update ${messages} set
        content = v.content, parts = v.parts, status = v.status, answered = v.answered
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id text, content text, parts jsonb, status text, answered boolean)
      where ${messages.id} = v.id`);
  }
}

/** One turn's rows in a `TurnWriter`: stored with its first save, updated by the later ones. */
export class WrittenTurn {
  /** Whether the rows are in the store (the next save updates the answer). */
  stored = false;
  /** Whether a save was asked for (the writer no longer counts the turn as coming). */
  saving = false;
  /** Settles once the first save is stored or has failed. */
  readonly firstSaved: Promise<void>;
  private settleFirst!: () => void;

  constructor(
    private readonly writer: TurnWriter,
    readonly rows: TurnRows,
  ) {
    this.firstSaved = new Promise<void>((resolve) => (this.settleFirst = resolve));
  }

  /** Saves the answer as it stands (and the turn's other rows with the first save). */
  save(answer: AnswerState): Promise<void> {
    const done = this.writer.enqueue(this, answer);
    done.then(this.settleFirst, this.settleFirst);
    return done;
  }
}

const writers = new WeakMap<Db, TurnWriter>();

/** The one writer of a store, shared by every route that stores turns. */
export function turnWriterFor(db: Db): TurnWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new TurnWriter(db)));
  return writer;
}
