import { batchedTextStream } from '../http/batched-text.js';
import { NOTE_SEPARATOR } from './turn-events.js';
import { TURN_FAILED, type Turn } from './turn.js';

/**
 * Headers of the AI SDK 4 data stream. Its clients read the body as lines whatever the content
 * type; `x-vercel-ai-data-stream: v1` names the protocol.
 */
export const DATA_STREAM_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-vercel-ai-data-stream': 'v1',
  'x-accel-buffering': 'no',
} as const;

/** Type codes of the data stream parts this server sends (AI SDK 4, `data-stream-parts`). */
const CODE = {
  text: '0',
  error: '3',
  annotations: '8',
  toolCall: '9',
  toolResult: 'a',
  finishMessage: 'd',
  finishStep: 'e',
  startStep: 'f',
  reasoning: 'g',
} as const;

/** A cited page, as a result item of the `search` tool. */
export interface SearchToolResult {
  url: string;
  path: string;
  metadata: { title: string };
}

const USAGE = { promptTokens: 0, completionTokens: 0 };

export interface DataStreamOptions {
  /** What was searched: the `search` tool call's `query`. */
  query: string;
  siteUrl: string;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
}

/**
 * A turn written as AI SDK 4 data stream lines (`DATA_STREAM_HEADERS`), the format of the v1
 * endpoint: reasoning and text as they stream, then the pages the answer cites as a `search` tool
 * call with its result, the thread id as a message annotation, and the finish.
 */
export function dataStream(turn: Turn, options: DataStreamOptions): ReadableStream<Uint8Array> {
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal.reason);
  options.signal.addEventListener('abort', onAbort, { once: true });
  if (options.signal.aborted) stop.abort(options.signal.reason);

  const stream = batchedTextStream(
    async (text) => {
      const send = (code: string, value: unknown) => {
        if (!stop.signal.aborted) text(`${code}:${JSON.stringify(value)}\n`);
      };
      const sources: SearchToolResult[] = [];
      let lastNote = false;
      let failed: string | undefined;
      send(CODE.startStep, { messageId: turn.messageId });
      try {
        for await (const event of turn.run(stop.signal)) {
          if (event.type === 'failed') failed = event.message;
          else if (event.type === 'note') send(CODE.reasoning, (lastNote ? NOTE_SEPARATOR : '') + event.text);
          else if (event.type === 'thinking') send(CODE.reasoning, event.delta);
          else if (event.type === 'text') send(CODE.text, event.delta);
          else
            sources.push({
              url: event.source.url,
              path: pathOf(event.source.url, options.siteUrl),
              metadata: { title: event.source.title },
            });
          lastNote = event.type === 'note';
        }
      } catch {
        failed = TURN_FAILED;
      } finally {
        options.signal.removeEventListener('abort', onAbort);
      }
      if (failed) send(CODE.error, failed);
      else {
        const toolCallId = `search-${turn.messageId}`;
        send(CODE.toolCall, { toolCallId, toolName: 'search', args: { query: options.query } });
        send(CODE.toolResult, { toolCallId, result: sources });
        send(CODE.finishStep, { finishReason: 'stop', usage: USAGE, isContinued: false });
        send(CODE.annotations, [{ threadId: turn.threadId }]);
        send(CODE.finishMessage, { finishReason: 'stop', usage: USAGE });
      }
    },
    () => stop.abort(),
  );
  return stream;
}

/** The page path of a cited URL on the docs site; the URL itself when it is elsewhere. */
function pathOf(url: string, siteUrl: string): string {
  try {
    const page = new URL(url);
    const site = new URL(siteUrl);
    if (page.origin !== site.origin) return url;
    const base = site.pathname.replace(/\/$/, '');
    return page.pathname.startsWith(base) ? page.pathname.slice(base.length) || '/' : page.pathname;
  } catch {
    return url;
  }
}
