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
  /** On the launcher when the panel's script could not be loaded; clicking tries again. */
  loadFailed: string;
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
  /** Marks an answer the reader stopped. */
  stopped: string;
  /** Sent when a passage is attached and nothing is typed. */
  defaultQuestion: string;
  feedbackReasonLabel: string;
  feedbackReasonSend: string;
  /** The link to `support-url` under an answer that cites nothing. */
  supportLink: string;
  /** Title of the pages listed under an answer that cites nothing. */
  relatedPages: string;
  /** Accessible name of a citation marker; `{n}` and `{title}` are replaced. */
  citation: string;
  /** One search in "How I searched"; `{query}` is replaced. */
  searchedFor: string;
  pagesRead: string;
}

/** The texts shown before the panel loads; the rest ship with the panel. */
export type LauncherStringKey = 'launcher' | 'askAboutSelection' | 'askAboutCode' | 'loading' | 'loadFailed';

export const LAUNCHER_STRINGS: Pick<DocsAssistantStrings, LauncherStringKey> = {
  launcher: 'Ask AI',
  askAboutSelection: 'Ask about this',
  askAboutCode: 'Ask about this code',
  loading: 'Loading…',
  loadFailed: 'Assistant unavailable. Retry',
};

/** Texts that ship with the panel. */
export type PanelStrings = Omit<DocsAssistantStrings, LauncherStringKey>;
