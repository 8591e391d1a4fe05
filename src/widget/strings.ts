/** Every text the element shows or announces. Replace any of them with the `strings` property. */
export interface DocsAssistantStrings {
  launcher: string;
  title: string;
  conversation: string;
  close: string;
  newChat: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  stop: string;
  retry: string;
  copy: string;
  copyCode: string;
  copied: string;
  helpful: string;
  notHelpful: string;
  feedbackThanks: string;
  askAboutSelection: string;
  askAboutCode: string;
  removeContext: string;
  contextLabel: string;
  selectionChip: string;
  codeChip: string;
  emptyState: string;
  suggestionsLabel: string;
  thinking: string;
  reasoning: string;
  sources: string;
  you: string;
  assistant: string;
  answerReady: string;
  loading: string;
  errorNetwork: string;
  errorUnauthorized: string;
  errorForbidden: string;
  errorNotFound: string;
  /** `{seconds}` is replaced by the wait from `Retry-After`. */
  errorRateLimited: string;
  errorRateLimitedNoWait: string;
  errorRejected: string;
  errorServer: string;
  errorStreamCut: string;
  errorStream: string;
  stopped: string;
}

export const DEFAULT_STRINGS: DocsAssistantStrings = {
  launcher: 'Ask AI',
  title: 'Ask the docs',
  conversation: 'Conversation',
  close: 'Close',
  newChat: 'New chat',
  inputLabel: 'Your question',
  placeholder: 'Ask a question about the docs…',
  send: 'Send',
  stop: 'Stop',
  retry: 'Try again',
  copy: 'Copy answer',
  copyCode: 'Copy code',
  copied: 'Copied',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackThanks: 'Thanks for the feedback',
  askAboutSelection: 'Ask about this',
  askAboutCode: 'Ask about this code',
  removeContext: 'Remove',
  contextLabel: 'Context for the next question',
  selectionChip: 'Selection',
  codeChip: 'Code',
  emptyState: 'Ask anything about these docs. Answers cite the pages they come from.',
  suggestionsLabel: 'Suggested questions',
  thinking: 'Searching the docs…',
  reasoning: 'How I searched',
  sources: 'Sources',
  you: 'You',
  assistant: 'Assistant',
  answerReady: 'Answer ready.',
  loading: 'Loading…',
  errorNetwork: 'The assistant could not be reached. Check your connection and try again.',
  errorUnauthorized: 'The assistant is not available: this site is not signed in to it.',
  errorForbidden: 'The assistant is not available on this site.',
  errorNotFound: 'This conversation is no longer available. Start a new chat.',
  errorRateLimited: 'Too many questions right now. Try again in {seconds} seconds.',
  errorRateLimitedNoWait: 'Too many questions right now. Try again in a moment.',
  errorRejected: 'The question could not be sent.',
  errorServer: 'The assistant had a problem answering. Try again.',
  errorStreamCut: 'The answer was cut off before it finished. Try again.',
  errorStream: 'The assistant could not finish the answer.',
  stopped: 'Stopped.',
};
