import type { Logger } from 'pino';
import type { AssistantRequest } from 'docs-assistant/protocol';
import type { Db } from '../db/open.js';
import type { ContextItem, DocsFilter } from '../docs/types.js';
import type { AnswerEvent, Answerer, ConversationMessage } from './answerer.js';
import { CitationScanner } from './citation-scanner.js';
import type { DocsLibrary } from './docs-library.js';
import type { InflightAnswers } from './inflight.js';
import { AnswerRecord, type TurnEvent } from './turn-events.js';
import { openTurn, type OpenedTurn } from './turn-store.js';
import type { TurnWriter } from '../store/turn-writer.js';
import { sourceRef, TurnSources } from './turn-sources.js';
import { loggableError } from '../http/errors.js';
import { retrieveFrom } from '../search/docs-handle.js';
import { pagePath, sitePagePath } from '../docs/page-url.js';

export type { TurnEvent } from './turn-events.js';

export interface TurnDeps {
  db: Db;
  library: DocsLibrary;
  answerer: Answerer;
  logger: Logger;
  /** How often the growing answer is saved while it streams. */
  saveEveryMs?: number;
  /** Where turns are stored; by default the store's shared `TurnWriter`. */
  turnWriter?: TurnWriter;
  /** Told of each turn's end (saved, complete or partial): lets a shutdown wait for them. */
  inflight?: InflightAnswers;
}

export interface TurnInput {
  project: { id: string; domain: string; siteUrl: string | null };
  /** A validated request body. */
  body: AssistantRequest;
  /** Base of cited page URLs for a project without a site URL of its own. */
  defaultSiteUrl?: string;
}

/** One question and its answer, begun in the store and ready to run. */
export interface Turn {
  readonly threadId: string;
  /** Only when the turn started the thread: the client gets it once. */
  readonly threadKey?: string;
  /** The answer's message id. */
  readonly messageId: string;
  /**
   * Retrieves, answers and saves, yielding what happens as it happens; it ends once the complete
   * answer is stored, or with a `failed` event if it could not be. When `signal` aborts (the
   * client left) or a shutdown stops it, the answer so far is saved, marked partial.
   */
  run(signal: AbortSignal): AsyncGenerator<TurnEvent>;
}

export const TURN_FAILED = 'The answer could not be completed. Please try again.';
/** A shutdown stopped the answer while the reader was still there. */
export const TURN_INTERRUPTED = 'The answer was interrupted. Please ask again.';

const textOf = (message: AssistantRequest['messages'][number]) =>
  message.parts
    .flatMap((p) => (p.type === 'text' ? [p.text] : []))
    .join('\n')
    .trim();

/** Page paths of the sources an answer listed, under the site URL they were listed with. */
function pathsOf(urls: string[], siteUrl: string): string[] {
  const paths = urls.flatMap((url) => {
    const path = pagePath(siteUrl, url);
    return path === null ? [] : [path];
  });
  return [...new Set(paths)];
}

/**
 * The pages the previous answer cited: as stored, or as the client still has them. Their URLs are
 * the site URL plus the page path, so a site URL with a path (`https://example.com/docs/`) is
 * taken off to find the pages again.
 */
export function previousAnswerPaths(
  storedUrls: string[],
  messages: AssistantRequest['messages'],
  siteUrl = '/',
): string[] {
  if (storedUrls.length) return pathsOf(storedUrls, siteUrl);
  const previous = messages
    .slice(0, -1)
    .reverse()
    .find((m) => m.role === 'assistant');
  return pathsOf(previous?.parts.flatMap((p) => (p.type === 'source-url' ? [p.url] : [])) ?? [], siteUrl);
}

/** Begins a turn: the thread (continued or new), the question and the answer to come are stored. */
export async function beginTurn(deps: TurnDeps, input: TurnInput): Promise<Turn> {
  const { body, project } = input;
  const last = body.messages.at(-1)!;
  // Before the turn is opened: an opened turn must run (its thread waits for its first save).
  const docs = await deps.library.indexFor(project.id);
  const opened = await openTurn(
    deps.db,
    {
      projectId: project.id,
      fp: body.fp,
      threadId: body.threadId,
      threadKey: body.threadKey,
      question: textOf(last),
      parts: last.parts,
      pagePath: body.currentPath ?? null,
    },
    deps.turnWriter,
  );
  const filter = body.filter ?? undefined;
  const conversation: ConversationMessage[] = body.messages
    .filter((m) => m.role !== 'system')
    .map((m) => ({ role: m.role as 'user' | 'assistant', text: textOf(m) }))
    .filter((m) => m.text !== '');
  const siteUrl = project.siteUrl ?? input.defaultSiteUrl ?? `https://${project.domain}/`;
  const plan: TurnPlan = {
    save: opened.save,
    messageId: opened.messageId,
    threadId: opened.threadId,
    conversation,
    priorPaths: previousAnswerPaths(opened.previousSourceUrls, body.messages, siteUrl),
    docs: docs?.docs ?? null,
    filter,
    language: filter?.language ?? docs?.docs.defaultLanguage ?? null,
    pageSize: body.retrievalPageSize,
    // The element sends the address bar's paths: under a site URL with a path of its own they
    // begin with it, which page paths do not.
    currentPath: body.currentPath && sitePagePath(siteUrl, body.currentPath),
    context: (body.context ?? []).map((item) =>
      item.path ? { ...item, path: sitePagePath(siteUrl, item.path) } : item,
    ),
    siteUrl,
  };
  return {
    threadId: opened.threadId,
    threadKey: opened.threadKey,
    messageId: opened.messageId,
    run: (signal) => runTurn(deps, plan, signal),
  };
}

interface TurnPlan {
  save: OpenedTurn['save'];
  messageId: string;
  threadId: string;
  /** Oldest first; the question is the last message. */
  conversation: ConversationMessage[];
  priorPaths: string[];
  docs: ConstructorParameters<typeof TurnSources>[0];
  filter?: DocsFilter;
  language: string | null;
  pageSize: number;
  currentPath?: string;
  context: ContextItem[];
  siteUrl: string;
}

async function* runTurn(deps: TurnDeps, plan: TurnPlan, signal: AbortSignal): AsyncGenerator<TurnEvent> {
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) stop.abort(signal.reason);
  let ended!: () => void;
  const done = new Promise<void>((resolve) => (ended = resolve));
  deps.inflight?.add(done, () => stop.abort());

  const record = new AnswerRecord();
  const listed = new Set<string>();
  let declined = false;
  /** Whether the complete answer is stored: only then does the reader get its end. */
  let saved = false;
  const save = (status: 'partial' | 'complete') =>
    plan.save({
      content: record.content,
      parts: record.parts,
      status,
      answered: listed.size > 0 && !declined,
    });
  const sources = new TurnSources(plan.docs, {
    filter: plan.filter,
    siteUrl: plan.siteUrl,
    pageSize: plan.pageSize,
  });
  const scanner = new CitationScanner();

  /** What the reader sees of an answerer's event; sources are listed once, when first cited or read. */
  function* shown(event: AnswerEvent): Generator<TurnEvent> {
    const list = function* (n: number): Generator<TurnEvent> {
      const source = sources.numbered(n);
      if (source && !listed.has(source.sourceId)) {
        listed.add(source.sourceId);
        yield { type: 'source', source: sourceRef(source) };
      }
    };
    switch (event.type) {
      case 'text':
        for (const n of scanner.feed(event.delta)) yield* list(n);
        yield { type: 'text', delta: event.delta };
        break;
      case 'reasoning':
        yield { type: 'thinking', delta: event.delta };
        break;
      case 'searched': {
        const found = event.found.map((s) => `[${s.sourceId.slice(4)}] ${s.title}`).join('; ');
        yield {
          type: 'note',
          text: `Searched the documentation for “${event.query}”: ${found || 'nothing matched'}.`,
        };
        break;
      }
      case 'read':
        yield { type: 'note', text: `Read [${event.source.sourceId.slice(4)}] ${event.source.title}.` };
        yield* list(Number(event.source.sourceId.slice(4)));
        break;
      case 'declined':
        declined = true;
        break;
    }
  }

  try {
    const question = plan.conversation.at(-1)?.text ?? '';
    const retrieval = await retrieveFrom(plan.docs, {
      messages: plan.conversation,
      context: plan.context,
      currentPath: plan.currentPath,
      filter: plan.filter,
      pageSize: plan.pageSize,
      priorPaths: plan.priorPaths,
      siteUrl: plan.siteUrl,
      language: plan.language,
      compose: deps.answerer.fromRetrieval,
    });
    const found = sources.add(retrieval.sources);
    const searched: TurnEvent = { type: 'note', text: retrieval.reasoning };
    record.add(searched);
    yield searched;
    // An answer that takes time (a model's) is stored from its start: a server dying mid-answer
    // keeps the thread and the question. One composed at once is stored once, complete.
    if (!retrieval.composed) await save('partial');

    let savedAt = Date.now();
    const answer = deps.answerer.answer({
      question,
      history: plan.conversation.slice(0, -1),
      sources: found,
      covered: retrieval.covered,
      context: plan.context,
      language: retrieval.language ?? plan.language,
      docs: sources,
      signal: stop.signal,
      composed: retrieval.composed,
    });
    for await (const event of answer) {
      if (stop.signal.aborted) break;
      for (const out of shown(event)) {
        record.add(out);
        yield out;
      }
      if (Date.now() - savedAt >= (deps.saveEveryMs ?? 1000)) {
        savedAt = Date.now();
        await save('partial');
      }
    }
    if (!stop.signal.aborted) {
      await save('complete');
      saved = true;
    } else if (!signal.aborted) yield { type: 'failed', message: TURN_INTERRUPTED };
  } catch (err) {
    if (!stop.signal.aborted)
      deps.logger.error({ err: loggableError(err), threadId: plan.threadId }, 'answer failed');
    // A reader who left is told nothing; one still there learns why the answer ends here.
    if (!signal.aborted)
      yield { type: 'failed', message: stop.signal.aborted ? TURN_INTERRUPTED : TURN_FAILED };
  } finally {
    signal.removeEventListener('abort', onAbort);
    if (!saved)
      await save('partial').catch((err: unknown) =>
        deps.logger.error({ err: loggableError(err), threadId: plan.threadId }, 'could not save the answer'),
      );
    ended();
  }
}
