import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Millisecond precision everywhere: timestamps round-trip through JavaScript Dates and keyset
// cursors without losing the digits PostgreSQL would otherwise keep.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () => at('created_at').notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  orgId: text('org_id')
    .notNull()
    .references(() => organizations.id),
  domain: text('domain').notNull().unique(),
  siteUrl: text('site_url'),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    prefix: text('prefix').primaryKey(),
    kind: text('kind', { enum: ['admin', 'assistant'] }).notNull(),
    hash: text('hash').notNull(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    projectId: text('project_id').references(() => projects.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('api_keys_org_idx').on(t.orgId)],
);

export const threads = pgTable(
  'threads',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    fp: text('fp').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('threads_project_idx').on(t.projectId, t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => threads.id),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    parts: jsonb('parts')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The user message an assistant message answers. */
    replyTo: text('reply_to'),
    /** Page the user was on when asking (user messages). */
    pagePath: text('page_path'),
    /** `complete`, or `partial` when the answer was cut short. */
    status: text('status', { enum: ['complete', 'partial'] })
      .notNull()
      .default('complete'),
    /** Whether the docs covered the question (assistant messages). */
    answered: boolean('answered'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    index('messages_project_role_idx').on(t.projectId, t.role, t.id),
    index('messages_reply_idx').on(t.replyTo),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    path: text('path').notNull(),
    comment: text('comment'),
    source: text('source', { enum: ['code_snippet', 'contextual', 'agent', 'thumbs_only'] }).notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'resolved', 'dismissed'] }).notNull(),
    helpful: boolean('helpful'),
    contact: text('contact'),
    code: text('code'),
    filename: text('filename'),
    lang: text('lang'),
    /** The id a reader's client chose; a repeated post with it finds this entry. */
    clientId: text('client_id'),
    /** The answer rated with thumbs. */
    threadId: text('thread_id').references(() => threads.id),
    messageId: text('message_id').references(() => messages.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    // Newest-first keyset pagination walks this index backwards, so a deep page costs what the first
    // does. (A DESC index would be written NULLS LAST and not match ORDER BY ... DESC.)
    index('feedback_page_idx').on(t.projectId, t.createdAt, t.id),
    uniqueIndex('feedback_client_idx').on(t.projectId, t.clientId),
  ],
);

export const agentJobs = pgTable(
  'agent_jobs',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    subdomain: text('subdomain').notNull(),
    branch: text('branch'),
    haulted: boolean('haulted').notNull().default(false),
    haultReason: text('hault_reason', { enum: ['completed', 'repo_missconfigured', 'error'] }),
    pullRequestLink: text('pull_request_link'),
    messageToUser: text('message_to_user'),
    todos: jsonb('todos')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    userId: text('user_id'),
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [index('agent_jobs_project_idx').on(t.projectId, t.createdAt, t.id)],
);

/** One ingestion of a project's docs; the newest `complete` one is what every instance searches. */
export const docIngestions = pgTable(
  'doc_ingestions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    /** Hash of every source file's path and content: unchanged docs are not ingested again. */
    fingerprint: text('fingerprint').notNull(),
    pages: integer('pages').notNull(),
    sections: integer('sections').notNull(),
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('doc_ingestions_project_idx').on(t.projectId, t.createdAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // The PostgreSQL driver sends Buffers as bytea; PGlite takes either.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * An ingestion's search index, serialized and compressed with its sections (`search/index-blob.ts`):
 * instances load it instead of building it again.
 */
export const docIndexes = pgTable('doc_indexes', {
  ingestionId: text('ingestion_id')
    .primaryKey()
    .references(() => docIngestions.id, { onDelete: 'cascade' }),
  /** `INDEX_FORMAT` of the code that wrote it: another format is rebuilt, not read. */
  format: integer('format').notNull(),
  /** The blob's first part. */
  data: bytea('data').notNull(),
  /** Parts the blob was cut into: the first in `data`, the others in `doc_index_parts`. */
  parts: integer('parts').notNull().default(1),
  /** Bytes of the whole blob. */
  bytes: integer('bytes').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The parts of a stored index after its first: written and read one statement each, so that a
 * PGlite store (which runs in the server's thread) never holds the event loop for a whole blob.
 */
export const docIndexParts = pgTable(
  'doc_index_parts',
  {
    ingestionId: text('ingestion_id')
      .notNull()
      .references(() => docIngestions.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ingestionId, t.part] })],
);

export interface SectionCode {
  lang: string | null;
  title: string | null;
  code: string;
  /** The sentence before the block that introduces it, when there is one. */
  intro?: string;
}

/** A page split at its headings: the unit of retrieval. */
export const docSections = pgTable(
  'doc_sections',
  {
    id: text('id').primaryKey(),
    ingestionId: text('ingestion_id')
      .notNull()
      .references(() => docIngestions.id, { onDelete: 'cascade' }),
    /** Page path on the site, without anchor: `/guides/setup`. */
    path: text('path').notNull(),
    anchor: text('anchor'),
    pageTitle: text('page_title').notNull(),
    headings: jsonb('headings').$type<string[]>().notNull(),
    text: text('text').notNull(),
    code: jsonb('code').$type<SectionCode[]>().notNull(),
    version: text('version'),
    language: text('language'),
    groups: jsonb('groups').$type<string[]>().notNull(),
    /** Front matter keywords of the page. */
    keywords: jsonb('keywords')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull(),
  },
  // In the order `sectionBatches` reads them, so each batch starts where the last one ended.
  (t) => [index('doc_sections_page_order_idx').on(t.ingestionId, t.path, t.position, t.id)],
);
