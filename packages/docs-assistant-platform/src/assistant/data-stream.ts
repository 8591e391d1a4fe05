import type { StreamFormat, UIChunk } from './ui-message-stream.js';

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

/** The search the answer is built on, as the `search` tool's result items. */
export interface SearchToolResult {
  url: string;
  path: string;
  metadata: { title: string };
}

const encoder = new TextEncoder();
const line = (code: string, value: unknown) => encoder.encode(`${code}:${JSON.stringify(value)}\n`);
const USAGE = { promptTokens: 0, completionTokens: 0 };

/**
 * Writes an answer's UI message chunks as AI SDK 4 data stream lines, the format of the v1
 * endpoint: the retrieval becomes a `search` tool call and its result (one step), the reply a
 * second step of reasoning and text, and the thread id a message annotation before the finish.
 */
export class DataStreamWriter implements StreamFormat {
  private readonly sources: SearchToolResult[] = [];
  private searched = false;

  constructor(
    private readonly opts: { messageId: string; threadId: string; query: string; siteUrl: string },
  ) {}

  /** The lines for one chunk; none for chunks this format has no place for. */
  encode(chunk: UIChunk): Uint8Array[] {
    switch (chunk.type) {
      case 'start-step':
        return [this.startStep()];
      case 'reasoning-delta':
        return [...this.afterSearch(chunk), line(CODE.reasoning, chunk.delta)];
      case 'source-url': {
        const url = String(chunk.url);
        this.sources.push({
          url,
          path: pathOf(url, this.opts.siteUrl),
          metadata: { title: String(chunk.title ?? url) },
        });
        return [];
      }
      case 'text-delta':
        return [...this.afterSearch(chunk), line(CODE.text, chunk.delta)];
      case 'finish-step':
        return [
          ...this.afterSearch(chunk),
          line(CODE.finishStep, { finishReason: 'stop', usage: USAGE, isContinued: false }),
        ];
      case 'finish':
        return [
          line(CODE.annotations, [{ threadId: this.opts.threadId }]),
          line(CODE.finishMessage, { finishReason: 'stop', usage: USAGE }),
        ];
      case 'error':
        return [line(CODE.error, chunk.errorText)];
      default:
        return [];
    }
  }

  /** The data stream has no end marker: the last line is the finish. */
  end(): Uint8Array[] {
    return [];
  }

  private startStep(): Uint8Array {
    return line(CODE.startStep, { messageId: this.opts.messageId });
  }

  /**
   * The search step ends when the first chunk after the retrieval arrives: its tool call and
   * result are written, the step finishes, and the answer goes on in a new step.
   */
  private afterSearch(chunk: UIChunk): Uint8Array[] {
    if (this.searched) return [];
    // The reasoning about the search itself belongs to the search step.
    if (chunk.type === 'reasoning-delta' && chunk.id === 'reasoning-search') return [];
    this.searched = true;
    const toolCallId = `search-${this.opts.messageId}`;
    return [
      line(CODE.toolCall, { toolCallId, toolName: 'search', args: { query: this.opts.query } }),
      line(CODE.toolResult, { toolCallId, result: this.sources }),
      line(CODE.finishStep, { finishReason: 'tool-calls', usage: USAGE, isContinued: false }),
      this.startStep(),
    ];
  }
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
