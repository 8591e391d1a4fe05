import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import type { DocsIndex } from '../docs/search-index.js';
import type { ContextItem, DocsFilter } from '../docs/types.js';
import { updateMessage } from '../store/threads.js';
import type { Answerer } from './answerer.js';
import { retrieve } from './retrieval.js';
import { PartWriter, SSE_DONE, sseEvent, type UIChunk } from './ui-message-stream.js';

export interface AnswerStreamDeps {
  db: Db;
  answerer: Answerer;
  logger: Logger;
  /** Also put `threadId` at the top level of `finish` (the seed's `event.threadId`). */
  finishThreadId: boolean;
  /** How often the growing answer is saved while it streams. */
  saveEveryMs?: number;
  /** Told of each answer's end (saved, complete or partial): lets a shutdown wait for them. */
  inflight?: InflightAnswers;
}

/** Answers being streamed, so that a shutdown can let them finish before closing the database. */
export class InflightAnswers {
  private readonly running = new Set<Promise<void>>();
  private readonly stops = new Set<() => void>();

  add(done: Promise<void>, stop: () => void): void {
    this.running.add(done);
    this.stops.add(stop);
    void done.finally(() => {
      this.running.delete(done);
      this.stops.delete(stop);
    });
  }

  get size(): number {
    return this.running.size;
  }

  /** Waits up to `graceMs` for answers to finish, then stops the rest (they are saved as partial). */
  async drain(graceMs: number): Promise<void> {
    const all = () => Promise.allSettled([...this.running]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)),
    );
    const result = await Promise.race([all(), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      for (const stop of this.stops) stop();
      await all();
    }
  }
}

export interface AnswerStreamInput {
  threadId: string;
  /** The assistant message row, already inserted as `partial`. */
  messageId: string;
  question: string;
  history: { role: 'user' | 'assistant'; text: string }[];
  index: DocsIndex | null;
  language: string | null;
  limit: number;
  filter?: DocsFilter;
  currentPath?: string;
  context: ContextItem[];
  siteUrl: string;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
}

/**
 * Streams one answer as AI SDK UI message chunks — start, start-step, reasoning, one source-url
 * per cited page, text, finish-step, finish — and saves it to its thread as it grows. If the client
 * leaves, generation stops and what was said so far is kept, marked partial.
 */
export function answerStream(deps: AnswerStreamDeps, input: AnswerStreamInput): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  const onClientGone = () => abort.abort();
  input.signal.addEventListener('abort', onClientGone, { once: true });
  if (input.signal.aborted) abort.abort();

  let closed = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const emit = (chunk: UIChunk) => {
    if (!closed) controller.enqueue(sseEvent(chunk));
  };

  const reasoningParts: string[] = [];
  let text = '';
  let sourceParts: UIChunk[] = [];
  const parts = () => [
    { type: 'step-start' },
    ...reasoningParts.map((r) => ({ type: 'reasoning', text: r })),
    ...sourceParts.map(({ sourceId, url, title }) => ({ type: 'source-url', sourceId, url, title })),
    ...(text ? [{ type: 'text', text }] : []),
  ];
  let answered = false;
  const save = (status: 'partial' | 'complete') =>
    updateMessage(deps.db, input.messageId, { content: text, parts: parts(), status, answered });

  async function run() {
    emit({ type: 'start', messageId: input.messageId, messageMetadata: { threadId: input.threadId } });
    emit({ type: 'start-step' });

    const retrieval = retrieve(input.index, {
      question: input.question,
      previousQuestions: input.history.filter((m) => m.role === 'user').map((m) => m.text),
      limit: input.limit,
      filter: input.filter,
      currentPath: input.currentPath,
      context: input.context,
      siteUrl: input.siteUrl,
      language: input.language,
    });
    const searched = new PartWriter(emit, 'reasoning', 'reasoning-search');
    searched.delta(retrieval.reasoning);
    searched.end();
    reasoningParts.push(retrieval.reasoning);

    sourceParts = retrieval.sources.map((s) => ({
      type: 'source-url',
      sourceId: s.sourceId,
      url: s.url,
      title: s.title,
    }));
    sourceParts.forEach(emit);
    answered = retrieval.sources.length > 0;

    const thinking = new PartWriter(emit, 'reasoning', 'reasoning-model');
    const reply = new PartWriter(emit, 'text', 'text-answer');
    let savedAt = Date.now();
    for await (const event of deps.answerer.answer({
      question: input.question,
      history: input.history,
      sources: retrieval.sources,
      context: input.context,
      language: input.language,
      signal: abort.signal,
    })) {
      if (abort.signal.aborted) break;
      if (event.type === 'reasoning') {
        if (reasoningParts.length === 1) reasoningParts.push('');
        reasoningParts[1] += event.delta;
        thinking.delta(event.delta);
      } else {
        thinking.end();
        text += event.delta;
        reply.delta(event.delta);
      }
      if (Date.now() - savedAt > (deps.saveEveryMs ?? 1000)) {
        savedAt = Date.now();
        await save('partial');
      }
    }
    if (abort.signal.aborted) throw abort.signal.reason ?? new Error('aborted');
    thinking.end();
    reply.end();
    emit({ type: 'finish-step' });
    emit({
      type: 'finish',
      finishReason: 'stop',
      ...(deps.finishThreadId && { threadId: input.threadId }),
      messageMetadata: { threadId: input.threadId },
    });
    await save('complete');
  }

  return new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      const done = run()
        .catch(async (err: unknown) => {
          if (!abort.signal.aborted) {
            deps.logger.error({ err, threadId: input.threadId }, 'answer failed');
            emit({ type: 'error', errorText: 'The answer could not be completed. Please try again.' });
          }
          await save('partial').catch((saveErr: unknown) =>
            deps.logger.error({ err: saveErr }, 'could not save partial answer'),
          );
        })
        .finally(() => {
          input.signal.removeEventListener('abort', onClientGone);
          if (closed) return;
          controller.enqueue(SSE_DONE);
          controller.close();
          closed = true;
        });
      deps.inflight?.add(done, () => abort.abort());
    },
    cancel() {
      closed = true;
      abort.abort();
    },
  });
}
