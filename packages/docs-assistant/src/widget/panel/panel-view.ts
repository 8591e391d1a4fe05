import type { ContextItem } from '../../protocol/request.js';
import type { ChatController } from '../chat/chat-controller.js';
import type { DocsAssistantStrings } from '../strings.js';

export type PanelMode = 'sidebar' | 'modal' | 'inline';

/** Everything the panel template reads from the element, and the handlers it calls. */
export interface PanelView {
  strings: DocsAssistantStrings;
  mode: PanelMode;
  chat: ChatController;
  context: ContextItem[];
  suggestions: string[];
  copiedKey: string | undefined;
  feedback: ReadonlyMap<string, boolean>;
  /** The answer whose thumbs down asks for an optional reason. */
  askingReasonFor: string | undefined;
  supportUrl: string;
  /** The UI language and its direction, set on the panel. */
  language: string;
  dir: 'ltr' | 'rtl';
  /** Page URL: the base of relative links. */
  base: string;
  imageOrigins: readonly string[];
  onClose: () => void;
  onNewChat: () => void;
  onSubmit: (text: string) => void;
  onDraft: (text: string) => void;
  onRemoveContext: (index: number) => void;
  onCopy: (text: string, key: string) => void;
  onFeedback: (messageId: string, helpful: boolean) => void;
  onFeedbackReason: (messageId: string, reason: string) => void;
  /** Renders again (highlighting arrived). */
  requestRender: () => void;
}
