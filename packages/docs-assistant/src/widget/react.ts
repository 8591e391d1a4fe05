/**
 * React entry: `<DocsAssistant>` wraps the custom element, and `createAssistantTransport` lets a
 * React app drive its own UI with `useChat({ transport })` from `@ai-sdk/react`. A client module
 * for React Server Components (Next.js app router): the wrapper holds a ref and event handlers.
 */
'use client';

import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import './define.js';
import { DocsAssistant as DocsAssistantElement } from './docs-assistant.js';
import type {
  DocsAssistantCloseEvent,
  DocsAssistantErrorEvent,
  DocsAssistantFeedbackEvent,
  DocsAssistantFinishEvent,
  DocsAssistantOpenEvent,
  DocsAssistantSendEvent,
} from './events.js';

export const DocsAssistant = createComponent({
  tagName: 'docs-assistant',
  elementClass: DocsAssistantElement,
  react: React,
  events: {
    onOpen: 'docs-assistant-open' as EventName<DocsAssistantOpenEvent>,
    onClose: 'docs-assistant-close' as EventName<DocsAssistantCloseEvent>,
    onSend: 'docs-assistant-send' as EventName<DocsAssistantSendEvent>,
    onFinish: 'docs-assistant-finish' as EventName<DocsAssistantFinishEvent>,
    onError: 'docs-assistant-error' as EventName<DocsAssistantErrorEvent>,
    onFeedback: 'docs-assistant-feedback' as EventName<DocsAssistantFeedbackEvent>,
  },
});

export { DocsAssistantElement };
export {
  AssistantTransport,
  createAssistantTransport,
  type AssistantTransportOptions,
  type ThreadRef,
} from './chat/transport.js';
export { AssistantError, type AssistantErrorKind } from './chat/assistant-error.js';
export type * from './events.js';
