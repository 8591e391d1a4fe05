/** `import 'docs-assistant'` defines `<docs-assistant>`; the rest are its types and helpers. */
export { DocsAssistant } from './docs-assistant.js';
export * from './events.js';
export type { DocsAssistantStrings } from './strings.js';
export { DEFAULT_STRINGS } from './panel/panel-strings.js';
export { AssistantError, type AssistantErrorKind } from './chat/assistant-error.js';
export {
  AssistantTransport,
  createAssistantTransport,
  type AssistantTransportOptions,
  type RequestFields,
  type ThreadRef,
} from './chat/transport.js';
export type { PersistMode } from './chat/conversation-storage.js';
export type { PanelMode } from './panel/panel-view.js';
export type * from '../protocol/parts.js';
export type * from '../protocol/request.js';
export type * from '../protocol/stream.js';
