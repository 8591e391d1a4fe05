import type { ChatRequestOptions, ChatTransport, UIMessage, UIMessageChunk } from 'ai';
import type { MessagePart, RequestMessage } from '../../protocol/parts.js';
import { DEFAULT_FINGERPRINT, type AssistantRequestBody, type ContextItem } from '../../protocol/request.js';
import { THREAD_ID_HEADER, THREAD_KEY_HEADER, type AnswerChunk } from '../../protocol/stream.js';
import { AssistantError, errorKindForStatus, parseRetryAfter } from './assistant-error.js';
import { FrameBudget } from './frame-budget.js';
import { FrameMeter } from './frame-meter.js';
import { ChunkQueue, parseAnswerChunk, sseDataStream } from './sse.js';

/** A conversation thread on the server; the key proves the right to continue it. */
export interface ThreadRef {
  threadId: string;
  threadKey?: string;
}

/** Request fields other than the messages and the thread. */
export type RequestFields = Partial<Omit<AssistantRequestBody, 'messages' | 'threadId' | 'threadKey'>>;

export interface AssistantTransportOptions {
  /** The proxy URL that answers with the assistant stream. */
  api: string;
  /** Defaults to the global `fetch`, read at call time. */
  fetch?: typeof fetch;
  credentials?: RequestCredentials;
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Read before each request: `fp`, `filter`, `currentPath`, `retrievalPageSize`, `context`. */
  fields?: () => RequestFields;
  /** A thread to continue. */
  thread?: ThreadRef;
  /** Called whenever the server names the thread (headers, `start` or `finish`). */
  onThread?: (thread: ThreadRef) => void;
}

/** Metadata the widget keeps on user messages. */
export interface UserMessageMetadata {
  context?: ContextItem[];
}

/**
 * A `ChatTransport` for the assistant wire contract. It is lenient: unknown chunk types and
 * fields are skipped, so it reads answers from servers of any AI SDK version from 5 on. It
 * turns HTTP failures and a stream that ends without `finish` into an {@link AssistantError}.
 */
export class AssistantTransport implements ChatTransport<UIMessage> {
  thread: ThreadRef | undefined;
  readonly #options: AssistantTransportOptions;

  constructor(options: AssistantTransportOptions) {
    this.#options = options;
    this.thread = options.thread;
  }

  get api(): string {
    return this.#options.api;
  }

  sendMessages: ChatTransport<UIMessage>['sendMessages'] = async ({
    messages,
    abortSignal,
    body,
    headers,
  }) => {
    const payload = this.buildBody(messages, body as RequestFields | undefined);
    const doFetch = this.#options.fetch ?? globalThis.fetch;
    const configured = this.#options.headers;
    let response: Response;
    try {
      response = await doFetch(this.#options.api, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(typeof configured === 'function' ? configured() : configured),
          ...toRecord(headers),
        },
        credentials: this.#options.credentials,
        body: JSON.stringify(payload),
        signal: abortSignal,
      });
    } catch (error) {
      if (abortSignal?.aborted) throw error;
      throw new AssistantError('network', 'The assistant could not be reached.', { cause: error });
    }
    if (!response.ok) throw await errorFromResponse(response);
    this.#rememberThread(response.headers.get(THREAD_ID_HEADER), response.headers.get(THREAD_KEY_HEADER));
    if (!response.body) throw new AssistantError('stream-cut', 'The answer had no body.');
    return this.#readChunks(response.body, abortSignal);
  };

  /** Answers are not resumable: a cut stream is retried instead. */
  reconnectToStream = async (): Promise<ReadableStream<UIMessageChunk> | null> => null;

  /** The JSON body of seed 4.1 for this conversation. */
  buildBody(messages: UIMessage[], extra: RequestFields = {}): AssistantRequestBody {
    const fields = { ...this.#options.fields?.(), ...extra };
    const lastUser = [...messages].reverse().find((message) => message.role === 'user');
    const context = (lastUser?.metadata as UserMessageMetadata | undefined)?.context ?? fields.context;
    const body: AssistantRequestBody = {
      ...fields,
      fp: fields.fp || DEFAULT_FINGERPRINT,
      messages: messages.map(toRequestMessage),
    };
    if (context?.length) body.context = context;
    else delete body.context;
    if (this.thread) {
      body.threadId = this.thread.threadId;
      if (this.thread.threadKey) body.threadKey = this.thread.threadKey;
    }
    return body;
  }

  #rememberThread(threadId: string | null | undefined, threadKey?: string | null) {
    if (!threadId) return;
    const current = this.thread;
    const sameThread = current?.threadId === threadId;
    const key = threadKey || (sameThread ? current?.threadKey : undefined);
    if (sameThread && key === current?.threadKey) return;
    this.thread = key ? { threadId, threadKey: key } : { threadId };
    this.#options.onThread?.(this.thread);
  }

  #readChunks(
    body: ReadableStream<Uint8Array>,
    signal: AbortSignal | undefined,
  ): ReadableStream<UIMessageChunk> {
    const reader = body
      .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
      .pipeThrough(sseDataStream())
      .getReader();
    const queue = new ChunkQueue();
    let finished = false;
    // An error event ends the stream after the chunks that came before it are shown.
    let failure: AssistantError | undefined;
    /** Characters of text handed over since the page last drew a frame. */
    let frameText = 0;
    /** The frames that draw a batch that used up the budget: it waits for the next one. */
    let frame: Promise<number | undefined> | undefined;
    /** The characters those frames render. */
    let frameBatch = 0;
    const budget = new FrameBudget();
    const meter = new FrameMeter();
    /** Event payloads received, parsed as their text is needed: a burst brings thousands. */
    let payloads: string[] = [];
    let parsedUpTo = 0;
    const parseSome = (): AnswerChunk[] => {
      const parsed: AnswerChunk[] = [];
      const end = Math.min(payloads.length, parsedUpTo + PARSE_AT_ONCE);
      for (; parsedUpTo < end; parsedUpTo++) {
        const chunk = parseAnswerChunk(payloads[parsedUpTo]!);
        if (chunk) parsed.push(chunk);
      }
      return parsed;
    };
    const cut = (cause?: unknown) =>
      new AssistantError('stream-cut', 'The answer stopped before it was complete.', { cause });
    return new ReadableStream<UIMessageChunk>({
      pull: async (controller) => {
        if (failure) throw failure;
        // A fast network hands over thousands of deltas at once: the page draws a frame's worth
        // of text before it gets more, so no task grows long however much arrived. The next
        // batch leaves once the frame is drawn, and the frame's time sizes it.
        if (frame) {
          const work = await frame;
          if (work !== undefined) budget.frame(work, frameBatch);
          frame = undefined;
          frameText = 0;
        }
        while (queue.empty) {
          if (parsedUpTo < payloads.length) {
            queue.fill(parseSome());
            continue;
          }
          let result: ReadableStreamReadResult<string[]>;
          try {
            result = await reader.read();
          } catch (error) {
            if (signal?.aborted) throw error;
            throw cut(error);
          }
          if (result.done) {
            meter.stop();
            if (!finished && !signal?.aborted) throw cut();
            controller.close();
            return;
          }
          payloads = result.value;
          parsedUpTo = 0;
        }
        // The batch is handed over whole, as one run of text where it can be: the chat engine
        // updates the answer, and its markdown is read ahead, once per batch, not once per
        // few hundred events parsed.
        while (queue.characters < budget.characters - frameText && parsedUpTo < payloads.length)
          queue.append(parseSome());
        const { chunks, characters } = queue.take(budget.characters - frameText);
        if (characters > 0) meter.start();
        frameText += characters;
        if (frameText >= budget.characters) {
          frame = meter.read();
          frameBatch = frameText;
        }
        for (const chunk of chunks) {
          if (chunk.type === 'error') {
            failure = new AssistantError('stream-error', chunk.errorText);
            if (chunk === chunks[0]) throw failure;
            return;
          }
          this.#noteThread(chunk);
          if (chunk.type === 'finish') finished = true;
          controller.enqueue(chunk as UIMessageChunk);
        }
      },
      cancel: (reason) => {
        meter.stop();
        return reader.cancel(reason);
      },
    });
  }

  #noteThread(chunk: AnswerChunk) {
    if (chunk.type === 'start' || chunk.type === 'message-metadata') {
      this.#rememberThread(chunk.messageMetadata?.threadId);
    } else if (chunk.type === 'finish') {
      this.#rememberThread(chunk.threadId ?? chunk.messageMetadata?.threadId);
    }
  }
}

/**
 * Event payloads parsed per step. Parsing stops once a batch has its text, so a burst of
 * thousands is not parsed in one task: its parsing is spread over its frames.
 */
const PARSE_AT_ONCE = 256;

export function createAssistantTransport(options: AssistantTransportOptions): AssistantTransport {
  return new AssistantTransport(options);
}

/** Keeps the part types and fields of seed 2.1 and drops client-side state. */
export function toRequestMessage(message: UIMessage): RequestMessage {
  const parts: MessagePart[] = [];
  for (const part of message.parts) {
    if (part.type === 'text' || part.type === 'reasoning') parts.push({ type: part.type, text: part.text });
    else if (part.type === 'source-url') {
      parts.push({
        type: 'source-url',
        sourceId: part.sourceId,
        url: part.url,
        ...(part.title ? { title: part.title } : {}),
      });
    } else if (part.type === 'file') {
      parts.push({
        type: 'file',
        mediaType: part.mediaType,
        url: part.url,
        ...(part.filename ? { filename: part.filename } : {}),
      });
    } else if (part.type === 'step-start') parts.push({ type: 'step-start' });
  }
  return { id: message.id, role: message.role, parts };
}

function toRecord(headers: ChatRequestOptions['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  return headers;
}

async function errorFromResponse(response: Response): Promise<AssistantError> {
  let detail = '';
  try {
    const body = (await response.json()) as { error?: unknown; details?: { message?: unknown }[] };
    const messages = Array.isArray(body.details)
      ? body.details.map((d) => d?.message).filter((m) => typeof m === 'string')
      : [];
    detail = [typeof body.error === 'string' ? body.error : '', ...messages].filter(Boolean).join(': ');
  } catch {
    // Not a JSON error body: the status says enough.
  }
  return new AssistantError(errorKindForStatus(response.status), detail || `HTTP ${response.status}`, {
    status: response.status,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
  });
}
