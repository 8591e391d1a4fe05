import type { ContextItem } from '../protocol/request.js';
import type { AssistantError } from './chat/assistant-error.js';

const options = { bubbles: true, composed: true } as const;

export class DocsAssistantOpenEvent extends Event {
  constructor() {
    super('docs-assistant-open', options);
  }
}

export class DocsAssistantCloseEvent extends Event {
  constructor() {
    super('docs-assistant-close', options);
  }
}

export interface SendDetail {
  text: string;
  context: ContextItem[];
  threadId: string | undefined;
}

export class DocsAssistantSendEvent extends Event {
  constructor(readonly detail: SendDetail) {
    super('docs-assistant-send', options);
  }
}

export interface FinishDetail {
  threadId: string | undefined;
  messageId: string;
  /** The answer's text parts, joined. */
  text: string;
}

export class DocsAssistantFinishEvent extends Event {
  constructor(readonly detail: FinishDetail) {
    super('docs-assistant-finish', options);
  }
}

export interface ErrorDetail {
  error: AssistantError;
}

export class DocsAssistantErrorEvent extends Event {
  constructor(readonly detail: ErrorDetail) {
    super('docs-assistant-error', options);
  }
}

export interface FeedbackDetail {
  threadId: string | undefined;
  messageId: string;
  helpful: boolean;
  /**
   * What was wrong, when the reader said so after a thumbs down. A reason arrives in a second
   * event for the same `messageId`: the latest event for a message is the reader's feedback.
   */
  reason?: string;
}

export class DocsAssistantFeedbackEvent extends Event {
  constructor(readonly detail: FeedbackDetail) {
    super('docs-assistant-feedback', options);
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-assistant-open': DocsAssistantOpenEvent;
    'docs-assistant-close': DocsAssistantCloseEvent;
    'docs-assistant-send': DocsAssistantSendEvent;
    'docs-assistant-finish': DocsAssistantFinishEvent;
    'docs-assistant-error': DocsAssistantErrorEvent;
    'docs-assistant-feedback': DocsAssistantFeedbackEvent;
  }
}
