import type { ReactiveControllerHost, TemplateResult } from 'lit';
import { DEFAULT_FINGERPRINT, type ContextItem } from '../../protocol/request.js';
import { ChatController } from '../chat/chat-controller.js';
import type { PersistMode } from '../chat/conversation-storage.js';
import type { RequestFields } from '../chat/transport.js';
import {
  DocsAssistantErrorEvent,
  DocsAssistantFeedbackEvent,
  DocsAssistantFinishEvent,
  DocsAssistantSendEvent,
} from '../events.js';
import { currentPath, resolveFilter } from '../page-context/capture.js';
import { answerText } from '../render/message.js';
import { readAhead } from '../render/parts.js';
import type { DocsAssistantStrings } from '../strings.js';
import { directionOf } from '../i18n/direction.js';
import { suggestionsFor, type Suggestions } from '../suggestions.js';
import { KeyboardInset } from '../layout/keyboard-inset.js';
import { nextFrame } from '../next-frame.js';
import { SidebarLayout, type LayoutHost } from '../layout/sidebar-layout.js';
import { answerAnnouncement } from './announcement.js';
import { errorMessage } from './error-message.js';
import { StreamPacing } from './stream-pacing.js';
import { renderPanel } from './panel.js';
import type { PanelMode, PanelView } from './panel-view.js';
import { warmUpRendering } from './render-warm-up.js';

/** How long a copy button says "Copied". */
export const COPIED_FOR_MS = 2000;
/** How long after an answer its late growth (an image, highlighting) is still followed. */
const SETTLING_MS = 3000;
/** Within this distance of the end, the list keeps following the answer. */
const FOLLOW_SLACK_PX = 48;

/** What the session reads from and calls on the element. */
export interface SessionHost extends ReactiveControllerHost, EventTarget {
  readonly isConnected: boolean;
  api: string;
  persist: PersistMode;
  fetch: typeof globalThis.fetch | undefined;
  fp: string;
  retrievalPageSize: number;
  scope: string;
  version: string;
  language: string;
  groups: string[];
  mode: PanelMode;
  supportUrl: string;
  readonly uiLanguage: string;
  suggestions: Suggestions | string;
  /** Context waiting for the next question. */
  pendingContext: ContextItem[];
  readonly resolvedStrings: DocsAssistantStrings;
  close(): void;
  newThread(): Promise<void>;
  focusInput(): void;
}

/**
 * The loaded half of the element: the conversation, what the panel shows and the live
 * announcement. It arrives with the panel chunk, so the launcher stays small.
 */
export class PanelSession {
  chat: ChatController;
  #announcement = '';
  /** An announcement waiting for its frame; a newer one replaces it. */
  #pendingAnnouncement: object | undefined;
  readonly #host: SessionHost;
  readonly #feedback = new Map<string, boolean>();
  #copiedKey: string | undefined;
  #copiedTimer: ReturnType<typeof setTimeout> | undefined;
  #askingReasonFor: string | undefined;
  /** Whether the list follows the answer: true until the reader scrolls up to read. */
  #follow = true;
  #scrollFrame: number | undefined;
  /**
   * Whether the last render's layout is yet to be followed. The size observer follows it right
   * after that layout; the frame callback, which runs before the next render, then has nothing
   * to do, and reading the list's height there would lay out again whatever changed since.
   */
  #unfollowed = false;
  /** Where the list last scrolled itself to: its scroll event is not the reader's. */
  #scrolledTo: number | undefined;
  #messages: Element | undefined;
  /** Until when content that grows by itself (images, highlighting) is followed after an answer. */
  #settlingUntil = 0;
  /**
   * Sizes of the messages, reported after layout: growth is followed in the frame that lays it
   * out, and reading the list's height then forces no layout.
   */
  readonly #resizes = new ResizeObserver(() => {
    if (this.chat.busy || performance.now() < this.#settlingUntil) this.#followEnd();
  });
  readonly #observed = new WeakSet<Element>();
  /** Whether the renderer's warm-up started: once, when the panel first shows. */
  #warmingUp = false;
  readonly #pacing = new StreamPacing();

  constructor(host: SessionHost & LayoutHost) {
    this.#host = host;
    this.chat = this.#createChat();
    // The panel's place on the page matters only once it can open: it loads with the panel.
    new SidebarLayout(host);
    new KeyboardInset(host);
  }

  /** What the live region says. */
  get announcement(): string {
    return this.#announcement;
  }
  set announcement(text: string) {
    this.#announcement = text;
    this.#pendingAnnouncement = undefined;
  }

  /**
   * Announces `text` two frames from now. The frame after an answer's last render lays that
   * render out, and the live region's copy of the answer is layout and text shaping again: each
   * gets a frame of its own.
   */
  #announceAfterRender(text: string) {
    const pending = {};
    this.#pendingAnnouncement = pending;
    void nextFrame()
      .then(nextFrame)
      .then(() => {
        if (this.#pendingAnnouncement !== pending || !this.#host.isConnected) return;
        this.announcement = text;
        this.#host.requestUpdate();
      });
  }

  /** Resolves when the streaming answer should render next. */
  streamingFrame(): Promise<void> {
    return this.#pacing.frame(
      () => {
        const last = this.chat.messages.at(-1);
        return last?.role === 'assistant' ? answerText(last).length : 0;
      },
      () => this.chat.status === 'streaming',
    );
  }

  /** Starts over with a new chat engine, after `api`, `persist` or `fetch` changed. */
  reconnect(): void {
    void this.chat.stop();
    this.#host.removeController(this.chat);
    this.chat = this.#createChat();
  }

  async newThread(): Promise<void> {
    await this.chat.newThread();
    this.#feedback.clear();
    this.#askingReasonFor = undefined;
    this.announcement = '';
  }

  async send(text: string): Promise<void> {
    const question = text.trim();
    const chat = this.chat;
    if (!question || chat.busy) return;
    const host = this.#host;
    const context = host.pendingContext;
    host.pendingContext = [];
    this.announcement = '';
    chat.draft = '';
    this.#follow = true;
    host.dispatchEvent(new DocsAssistantSendEvent({ text: question, context, threadId: chat.threadId }));
    await chat.send(question, context);
  }

  render(): TemplateResult {
    return renderPanel(this.#view());
  }

  #view(): PanelView {
    const host = this.#host;
    const chat = this.chat;
    return {
      strings: host.resolvedStrings,
      mode: host.mode,
      chat,
      context: host.pendingContext,
      suggestions: suggestionsFor(host.suggestions, host.uiLanguage),
      copiedKey: this.#copiedKey,
      feedback: this.#feedback,
      askingReasonFor: this.#askingReasonFor,
      supportUrl: host.supportUrl,
      language: host.uiLanguage,
      dir: directionOf(host.uiLanguage),
      base: location.href,
      imageOrigins: [location.origin, new URL(host.api, location.href).origin],
      onClose: () => host.close(),
      onNewChat: () => void host.newThread(),
      onSubmit: (text) => void this.send(text),
      onDraft: (text) => {
        chat.draft = text;
      },
      onRemoveContext: (index) => {
        host.pendingContext = host.pendingContext.filter((_, i) => i !== index);
        host.focusInput();
      },
      onCopy: (text, key) => void this.#copy(text, key),
      onFeedback: (messageId, helpful) => {
        this.#feedback.set(messageId, helpful);
        this.#askingReasonFor = helpful ? undefined : messageId;
        host.requestUpdate();
        host.dispatchEvent(new DocsAssistantFeedbackEvent({ threadId: chat.threadId, messageId, helpful }));
      },
      requestRender: () => host.requestUpdate(),
      onFeedbackReason: (messageId, reason) => {
        this.#askingReasonFor = undefined;
        host.requestUpdate();
        if (!reason) return;
        host.dispatchEvent(
          new DocsAssistantFeedbackEvent({ threadId: chat.threadId, messageId, helpful: false, reason }),
        );
      },
    };
  }

  #createChat(): ChatController {
    const host = this.#host;
    return new ChatController(host, {
      api: host.api,
      persist: host.persist,
      fetch: host.fetch,
      fields: () => this.#requestFields(),
      onStreamed: (message) => {
        // A burst renders at the next frame: its markdown is read now, between frames. A trickle
        // is read as it renders, not at each of its many small arrivals.
        if (message.role === 'assistant' && this.#pacing.due(answerText(message).length)) readAhead(message);
      },
      onFinish: (message, threadId) => {
        const text = answerText(message);
        this.#announceAfterRender(answerAnnouncement(host.resolvedStrings.answerReady, text));
        host.dispatchEvent(new DocsAssistantFinishEvent({ threadId, messageId: message.id, text }));
      },
      onError: (error) => {
        this.announcement = errorMessage(error, host.resolvedStrings);
        host.dispatchEvent(new DocsAssistantErrorEvent({ error }));
      },
    });
  }

  #requestFields(): RequestFields {
    const host = this.#host;
    const fields: RequestFields = {
      fp: host.fp || DEFAULT_FINGERPRINT,
      retrievalPageSize: host.retrievalPageSize,
      currentPath: currentPath(location),
    };
    const filter = resolveFilter(host, document, location);
    if (filter) fields.filter = filter;
    return fields;
  }

  async #copy(text: string, key: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // Clipboard access denied: nothing was copied, so claim nothing.
    }
    this.#copiedKey = key;
    this.announcement = this.#host.resolvedStrings.copied;
    this.#host.requestUpdate();
    // The label says "Copied" for a moment, then offers to copy again.
    clearTimeout(this.#copiedTimer);
    this.#copiedTimer = setTimeout(() => {
      this.#copiedKey = undefined;
      this.#host.requestUpdate();
    }, COPIED_FOR_MS);
  }

  /**
   * Keeps the end of the conversation (the answer, its actions, an error's retry) in view while
   * the reader follows it. Geometry is read once per render, never per delta: right away when
   * the render ran in a frame callback (`inFrame`, a streaming answer's), whose layout is then
   * the frame's own; otherwise after the render's layout.
   */
  afterRender(root: ParentNode, inFrame = false): void {
    const messages = root.querySelector('.messages') ?? undefined;
    if (messages !== this.#messages) {
      this.#messages?.removeEventListener('scroll', this.#onScroll);
      messages?.addEventListener('scroll', this.#onScroll, { passive: true });
      this.#messages = messages;
    }
    if (!messages) return;
    if (!this.#warmingUp && root instanceof ShadowRoot) {
      // The first answer's first frame then runs warm code: no long task while the reader waits.
      this.#warmingUp = true;
      void warmUpRendering(
        root,
        () => ({ ...this.#view(), streaming: false, feedback: undefined, askingReason: false }),
        () => this.chat.status === 'streaming',
      );
    }
    for (const child of messages.children) {
      if (this.#observed.has(child)) continue;
      this.#observed.add(child);
      this.#resizes.observe(child);
    }
    if (this.chat.busy) this.#settlingUntil = performance.now() + SETTLING_MS;
    this.#unfollowed = true;
    // Followed after its layout (by the size observer), a streamed frame was laid out and
    // pre-painted twice: once for the render, once more for the scroll.
    if (inFrame) this.#followEnd();
    else this.#scrollToEnd();
  }

  #scrollToEnd() {
    if (!this.#messages || !this.#follow || this.#scrollFrame !== undefined) return;
    this.#scrollFrame = requestAnimationFrame(() => {
      this.#scrollFrame = undefined;
      if (this.#unfollowed) this.#followEnd();
    });
  }

  #followEnd() {
    const messages = this.#messages;
    if (!messages || !this.#follow) return;
    this.#unfollowed = false;
    messages.scrollTop = messages.scrollHeight;
    this.#scrolledTo = messages.scrollTop;
  }

  #onScroll = (event: Event) => {
    const list = event.currentTarget as Element;
    // The event of the list's own scroll comes a frame later, when more of the answer may have
    // arrived below: it is not the reader leaving the end.
    if (this.#follow && list.scrollTop === this.#scrolledTo) return;
    this.#follow = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_SLACK_PX;
  };
}
