import type { IncomingMessage, ServerResponse } from 'node:http';

export const ANSWER_MARKDOWN: string;
export const LOCALIZED_ANSWERS: Record<string, string>;
export function answerFrames(
  threadId: string,
  options?: { text?: string; cut?: boolean },
): { messageId: string; frames: string[] };
export function createScriptedAssistant(): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
