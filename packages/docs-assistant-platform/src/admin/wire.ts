/**
 * The dashboard's JSON, as the admin API sends it and the dashboard page reads it. Plain types
 * with no imports, so the browser code can share them.
 */

export interface AdminProject {
  id: string;
  domain: string;
  siteUrl: string | null;
}

export interface AdminSession {
  /** The signed-in key's prefix, to show which key is in use; never the key. */
  keyPrefix: string;
  projects: AdminProject[];
  /** Sent back in `x-csrf-token` with every state-changing request. */
  csrfToken: string;
  expiresAt: string;
  /** The feedback statuses each status may move to (the analytics API's documented transitions). */
  transitions: Record<FeedbackStatus, readonly FeedbackStatus[]>;
}

export type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed';
export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only';

/** A feedback entry as the analytics feedback listing returns it. */
export interface FeedbackItem {
  id: string;
  source: FeedbackSource;
  status: FeedbackStatus;
  path: string;
  comment: string | null;
  createdAt: string | null;
  helpful?: boolean;
  contact?: string | null;
  code?: string;
  filename?: string | null;
  lang?: string | null;
  threadId?: string;
  messageId?: string;
}

export interface FeedbackPage {
  feedback: FeedbackItem[];
  nextCursor: string | null;
  hasMore: boolean;
}

export interface ConversationRow {
  id: string;
  timestamp: string;
  query: string;
  response: string;
  sources: { title: string; url: string }[];
  resolutionStatus: 'answered' | 'unanswered';
  pageUrl: string | null;
}

export interface ConversationPage {
  conversations: ConversationRow[];
  nextCursor: string | null;
  hasMore: boolean;
}

export interface Transcript {
  threadId: string;
  createdAt: string;
  messages: { id: string; role: 'user' | 'assistant'; content: string; createdAt: string }[];
}

export interface AgentJobItem {
  sessionId: string;
  subdomain: string;
  branch: string | null;
  haulted: boolean;
  haultReason?: string;
  pullRequestLink?: string;
  messageToUser?: string;
  todos: { id: string; content: string; status: string; priority: string }[];
  title?: string;
  createdAt: string;
}

export interface AdminErrorBody {
  error: string;
  details: { message: string }[];
}

/** One asked question that went unanswered, or whose answer got a thumbs down. */
export interface GapQuestion {
  text: string;
  threadId: string;
  askedAt: string;
  kind: 'unanswered' | 'thumbs_down';
  /** The reader's reason, for a thumbs down with one. */
  comment: string | null;
  pagePath: string | null;
}

/** Questions that share most of their (stemmed) terms: one topic the docs should cover. */
export interface GapGroup {
  /** The most frequent wording, or the first one asked. */
  label: string;
  /** The group's most common terms, as analyzed for search. */
  terms: string[];
  count: number;
  unanswered: number;
  thumbsDown: number;
  lastAskedAt: string;
  questions: GapQuestion[];
}

export interface GapReport {
  days: number;
  groups: GapGroup[];
  /** True when more questions than the report reads were in the window. */
  truncated: boolean;
}

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  date: string;
  questions: number;
  answered: number;
}

export interface CitedPage {
  url: string;
  title: string;
  citations: number;
}

export interface AdminStats {
  days: number;
  perDay: DayCount[];
  questions: number;
  answered: number;
  /** answered / questions, or null when nothing was asked. */
  answeredRate: number | null;
  topPages: CitedPage[];
}
