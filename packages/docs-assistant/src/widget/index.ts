/**
 * `import 'docs-assistant'` defines `<docs-assistant>` in a browser (on a server it only exports);
 * the rest are its types and helpers.
 */
import './define.js';

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
