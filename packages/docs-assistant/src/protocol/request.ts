/**
 * Body of `POST /discovery/v2/assistant/{domain}/message` (seed section 4.1), which the widget
 * also sends to the site's proxy unchanged.
 */
import type { RequestMessage } from './parts.js';

/** Seed section 2.2. */
export interface ContextItem {
  type: 'code' | 'textSelection';
  /** The code snippet or the selected text. */
  value: string;
  /** Path of the page or source file the value comes from. */
  path?: string;
  /** Id of the page element that holds the value. */
  elementId?: string;
}

export type ContextItemType = ContextItem['type'];

/** Seed section 2.3. */
export interface SearchFilter {
  version?: string;
  language?: string;
  groups?: string[];
}

export interface AssistantRequestBody {
  /** `anonymous`, or an identifier of the user. */
  fp: string;
  messages: RequestMessage[];
  /** Continues a thread; sent together with `threadKey`. */
  threadId?: string;
  /** The secret returned once in the `X-Thread-Key` header of the thread's first answer. */
  threadKey?: string;
  /** Number of search results used to build the answer; the seed's default is 5. */
  retrievalPageSize?: number;
  filter?: SearchFilter;
  context?: ContextItem[];
  /** The page the user is viewing, at most {@link CURRENT_PATH_MAX_LENGTH} characters. */
  currentPath?: string;
}

export const DEFAULT_FINGERPRINT = 'anonymous';
export { CURRENT_PATH_MAX_LENGTH, DEFAULT_RETRIEVAL_PAGE_SIZE } from './limits.js';
