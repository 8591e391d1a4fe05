import { AbstractChat, type ChatState, type ChatStatus, type UIMessage } from 'ai';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ContextItem } from '../../protocol/request.js';
import { AssistantError } from './assistant-error.js';
import {
  clearConversation,
  loadConversation,
  saveConversation,
  type PersistMode,
} from './conversation-storage.js';
import { AssistantTransport, type RequestFields, type ThreadRef } from './transport.js';

/** Chat state whose every change asks the host element to render. */
class LitChatState implements ChatState<UIMessage> {
  #messages: UIMessage[];
  #status: ChatStatus = 'ready';
  #error: Error | undefined;

  constructor(
    messages: UIMessage[],
    private readonly changed: (what: 'messages' | 'status') => void,
  ) {
    this.#messages = messages;
  }

  get messages() {
    return this.#messages;
  }
  set messages(messages: UIMessage[]) {
    this.#messages = [...messages];
    this.changed('messages');
  }
  get status() {
    return this.#status;
  }
  set status(status: ChatStatus) {
    this.#status = status;
    this.changed('status');
  }
  get error() {
    return this.#error;
  }
  set error(error: Error | undefined) {
    this.#error = error;
    this.changed('status');
  }
  pushMessage = (message: UIMessage) => {
    this.messages = [...this.#messages, message];
  };
  popMessage = () => {
    this.messages = this.#messages.slice(0, -1);
  };
  // The engine mutates the streaming message in place: copy it so renders see a new object.
  replaceMessage = (index: number, message: UIMessage) => {
    const next = [...this.#messages];
    next[index] = { ...message, parts: message.parts.map((part) => ({ ...part })) };
    this.messages = next;
  };
  snapshot = <T>(value: T): T => structuredClone(value);
}

class AssistantChat extends AbstractChat<UIMessage> {}

export interface ChatControllerOptions {
  api: string;
  persist: PersistMode;
  fetch?: typeof fetch;
  credentials?: RequestCredentials;
  /** Read before each request. */
  fields: () => RequestFields;
  /** Called as the answer being streamed grows, before the render it asks for. */
  onStreamed?: (message: UIMessage) => void;
  onFinish?: (message: UIMessage, threadId: string | undefined) => void;
  onError?: (error: AssistantError) => void;
}

/**
 * Owns one conversation: the AI SDK chat engine, the transport and persistence. The host
 * element renders from `messages`, `status` and `error`, and calls the methods below.
 */
export class ChatController implements ReactiveController {
  readonly chat: AssistantChat;
  readonly transport: AssistantTransport;
  draft: string;
  readonly #host: ReactiveControllerHost;
  readonly #options: ChatControllerOptions;

  constructor(host: ReactiveControllerHost, options: ChatControllerOptions) {
    this.#host = host;
    this.#options = options;
    const saved = loadConversation(options.persist, options.api);
    this.draft = saved?.draft ?? '';
    this.transport = new AssistantTransport({
      api: options.api,
      fetch: options.fetch,
      credentials: options.credentials,
      fields: options.fields,
      thread: saved?.thread,
      onThread: () => this.save(),
    });
    const state = new LitChatState(saved?.messages ?? [], (what) => {
      const last = state.messages.at(-1);
      if (what === 'messages' && state.status === 'streaming' && last) options.onStreamed?.(last);
      // The host renders a streaming answer once per frame however often this asks.
      host.requestUpdate();
      // Saving on every streamed token would be wasteful: save when a request settles.
      if (what === 'status' && (state.status === 'ready' || state.status === 'error')) this.save();
    });
    this.chat = new AssistantChat({
      state,
      transport: this.transport,
      onError: (error) => options.onError?.(toAssistantError(error)),
      onFinish: ({ message, isAbort, isError }) => {
        if (isAbort) this.#markStopped(message.id);
        else if (!isError) options.onFinish?.(message, this.threadId);
      },
    });
    host.addController(this);
  }

  get messages(): UIMessage[] {
    return this.chat.messages;
  }
  get status(): ChatStatus {
    return this.chat.status;
  }
  get busy(): boolean {
    return this.status === 'submitted' || this.status === 'streaming';
  }
  get error(): AssistantError | undefined {
    const error = this.chat.error;
    return error ? toAssistantError(error) : undefined;
  }
  get thread(): ThreadRef | undefined {
    return this.transport.thread;
  }
  get threadId(): string | undefined {
    return this.transport.thread?.threadId;
  }

  send(text: string, context: ContextItem[] = []): Promise<void> {
    const metadata = context.length ? { context } : undefined;
    return this.chat.sendMessage({ text, metadata });
  }

  /** Sends the last question again; a partial answer is replaced. */
  retry(): Promise<void> {
    if (!this.messages.length) return Promise.resolve();
    return this.chat.regenerate();
  }

  stop(): Promise<void> {
    return this.chat.stop();
  }

  async newThread(): Promise<void> {
    await this.chat.stop();
    this.chat.clearError();
    this.transport.thread = undefined;
    this.chat.messages = [];
    this.draft = '';
    clearConversation(this.#options.persist, this.#options.api);
    this.#host.requestUpdate();
  }

  /** Marks an answer the reader stopped, in its metadata, so the mark survives reloads. */
  #markStopped(messageId: string) {
    this.chat.messages = this.chat.messages.map((message) =>
      message.id === messageId && message.role === 'assistant'
        ? { ...message, metadata: { ...(message.metadata as object | undefined), stopped: true } }
        : message,
    );
    this.save();
  }

  save(): void {
    saveConversation(this.#options.persist, this.#options.api, {
      thread: this.transport.thread,
      messages: this.chat.messages,
      draft: this.draft || undefined,
    });
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    if (this.busy) void this.chat.stop();
  }
}

function toAssistantError(error: Error): AssistantError {
  return AssistantError.isInstance(error)
    ? error
    : new AssistantError('stream-error', error.message, { cause: error });
}
