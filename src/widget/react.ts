/**
 * React entry: `<DocsAssistant>` wraps the custom element, and `createAssistantTransport` lets a
 * React app drive its own UI with `useChat({ transport })` from `@ai-sdk/react`.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { DocsAssistant as DocsAssistantElement } from './docs-assistant.js';

export const DocsAssistant = createComponent({
  tagName: 'docs-assistant',
  elementClass: DocsAssistantElement,
  react: React,
  events: {
    onOpen: 'docs-assistant-open',
    onClose: 'docs-assistant-close',
    onSend: 'docs-assistant-send',
    onFinish: 'docs-assistant-finish',
    onError: 'docs-assistant-error',
    onFeedback: 'docs-assistant-feedback',
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
