import type { AssistantRequestBody } from '../../../src/protocol/request.js';

export const frame = (chunk: object): string => `data: ${JSON.stringify(chunk)}\n\n`;

/** One streamed answer whose frames the test writes by hand. */
export class ScriptedStream {
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  readonly body: ReadableStream<Uint8Array>;
  readonly #encoder = new TextEncoder();

  constructor() {
    this.body = new ReadableStream({ start: (controller) => void (this.#controller = controller) });
  }

  send(...chunks: (object | string)[]): this {
    for (const chunk of chunks) {
      this.#controller.enqueue(this.#encoder.encode(typeof chunk === 'string' ? chunk : frame(chunk)));
    }
    return this;
  }

  /** A whole short answer with `finish` and `[DONE]`. */
  answer(text: string, threadId = 'th_1'): this {
    return this.send(
      { type: 'start', messageId: `m_${Math.random().toString(36).slice(2)}`, messageMetadata: { threadId } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: text },
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: 'stop', threadId, messageMetadata: { threadId } },
      'data: [DONE]\n\n',
    ).close();
  }

  close(): this {
    try {
      this.#controller.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
    return this;
  }

  fail(error: unknown = new TypeError('network error')): this {
    this.#controller.error(error);
    return this;
  }
}

type Responder = () => Response | Promise<Response>;

/**
 * A `fetch` for the element whose responses the test scripts: each call takes the next queued
 * response, waiting for one if none is queued yet. It records every request body.
 */
export class ScriptedFetch {
  readonly bodies: AssistantRequestBody[] = [];
  readonly #queue: Responder[] = [];
  readonly #waiting: ((responder: Responder) => void)[] = [];

  readonly fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    this.bodies.push(JSON.parse(String(init?.body)) as AssistantRequestBody);
    const responder =
      this.#queue.shift() ?? (await new Promise<Responder>((resolve) => this.#waiting.push(resolve)));
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return responder();
  };

  respond(responder: Responder): void {
    const waiting = this.#waiting.shift();
    if (waiting) waiting(responder);
    else this.#queue.push(responder);
  }

  /** Queues a streamed answer and returns it so the test can write its frames. */
  stream(headers: Record<string, string> = {}): ScriptedStream {
    const stream = new ScriptedStream();
    this.respond(
      () => new Response(stream.body, { headers: { 'content-type': 'text/event-stream', ...headers } }),
    );
    return stream;
  }

  error(status: number, headers: Record<string, string> = {}): void {
    this.respond(
      () =>
        new Response(JSON.stringify({ error: 'failed', details: [{ message: 'failed' }] }), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    );
  }

  networkFailure(): void {
    this.respond(() => Promise.reject(new TypeError('Failed to fetch')));
  }
}
