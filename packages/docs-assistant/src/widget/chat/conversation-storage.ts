import type { UIMessage } from 'ai';
import type { ThreadRef } from './transport.js';

export type PersistMode = 'session' | 'local' | 'none';

/** What survives a page reload: the thread, its messages and an unsent draft. */
export interface SavedConversation {
  thread?: ThreadRef;
  messages: UIMessage[];
  draft?: string;
}

const PART_TYPES = new Set(['text', 'reasoning', 'source-url', 'file', 'step-start']);
const ROLES = new Set(['user', 'assistant', 'system']);

export function storageKey(api: string): string {
  return `docs-assistant:${api}`;
}

function storageFor(mode: PersistMode): Storage | undefined {
  try {
    if (mode === 'session') return globalThis.sessionStorage;
    if (mode === 'local') return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): keep the chat in memory.
  }
  return undefined;
}

export function loadConversation(mode: PersistMode, api: string): SavedConversation | undefined {
  const storage = storageFor(mode);
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(storageKey(api));
    return raw ? sanitizeConversation(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

export function saveConversation(mode: PersistMode, api: string, conversation: SavedConversation): void {
  const storage = storageFor(mode);
  if (!storage) return;
  try {
    storage.setItem(storageKey(api), JSON.stringify(conversation));
  } catch {
    // Quota exceeded: the conversation still lives in memory.
  }
}

export function clearConversation(mode: PersistMode, api: string): void {
  try {
    storageFor(mode)?.removeItem(storageKey(api));
  } catch {
    // Nothing to clear.
  }
}

/** Stored data is untrusted (another script may write it): keep only well-formed messages. */
export function sanitizeConversation(value: unknown): SavedConversation | undefined {
  if (!isRecord(value) || !Array.isArray(value.messages)) return undefined;
  const messages = value.messages.filter(
    (m): m is UIMessage =>
      isRecord(m) && typeof m.id === 'string' && ROLES.has(m.role as string) && Array.isArray(m.parts),
  );
  for (const message of messages) {
    message.parts = message.parts.filter((part) => isRecord(part) && PART_TYPES.has(part.type as string));
  }
  const conversation: SavedConversation = { messages };
  const thread = value.thread;
  if (isRecord(thread) && typeof thread.threadId === 'string') {
    conversation.thread = { threadId: thread.threadId };
    if (typeof thread.threadKey === 'string') conversation.thread.threadKey = thread.threadKey;
  }
  if (typeof value.draft === 'string') conversation.draft = value.draft;
  return conversation;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
