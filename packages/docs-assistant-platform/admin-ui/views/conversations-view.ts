import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { pid, type AdminApi } from '../api.js';
import { formatDateTime } from '../format.js';
import { viewStyles } from '../styles.js';
import type { ConversationPage, ConversationRow, Transcript } from '../../src/admin/wire.js';
import { Loader } from './loader.js';

/**
 * Conversations, newest question first, and the transcript of the one opened. Every text comes
 * from readers or answers and is rendered as text.
 *
 * @fires open-thread - `detail: {threadId}` when a transcript is opened, to keep it in the address.
 */
export class ConversationsView extends LitElement {
  static override properties = {
    api: { attribute: false },
    projectId: {},
    threadId: {},
  };
  declare api: AdminApi;
  declare projectId: string;
  declare threadId: string | undefined;
  #rows: ConversationRow[] = [];
  #next: string | null = null;
  #list = new Loader<ConversationPage>(this);
  #thread = new Loader<Transcript>(this);

  static override styles = [
    viewStyles,
    css`
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
        gap: 1rem;
        align-items: start;
      }
      @media (max-width: 900px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      ol.list {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .row button {
        display: block;
        width: 100%;
        text-align: start;
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.6rem 0.8rem;
        margin-bottom: 0.5rem;
      }
      .row button[aria-current='true'] {
        border-color: var(--_accent);
        box-shadow: inset 3px 0 0 var(--_accent);
      }
      .question {
        font-weight: 600;
        display: block;
        overflow-wrap: anywhere;
      }
      .message {
        border-top: 1px solid var(--_border);
        padding: 0.6rem 0;
      }
      .message:first-of-type {
        border-top: none;
      }
      .role {
        font-weight: 650;
      }
      .transcript {
        position: sticky;
        top: 0.5rem;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('projectId') && this.projectId) {
      this.#rows = [];
      this.#next = null;
      void this.#loadPage();
    }
    if ((changed.has('threadId') || changed.has('projectId')) && this.threadId && this.projectId)
      void this.#thread.load(() =>
        this.api.get<Transcript>(`${pid(this.projectId)}/threads/${encodeURIComponent(this.threadId!)}`),
      );
  }

  async #loadPage() {
    const cursor = this.#next ?? undefined;
    await this.#list.load(() =>
      this.api.get<ConversationPage>(`${pid(this.projectId)}/conversations`, { limit: '25', cursor }),
    );
    const page = this.#list.value;
    if (page && !this.#list.error) {
      this.#rows = cursor ? [...this.#rows, ...page.conversations] : page.conversations;
      this.#next = page.nextCursor;
      this.requestUpdate();
    }
  }

  override render() {
    return html`<div class="layout">
      <section aria-labelledby="conversations-title">
        <h2 id="conversations-title">Conversations</h2>
        ${this.#list.error ? html`<p class="error" role="alert">${this.#list.error}</p>` : nothing}
        ${
          this.#rows.length === 0 && !this.#list.loading
            ? html`<p class="muted">No conversations yet.</p>`
            : nothing
        }
        <ol class="list">
          ${this.#rows.map((row) => this.#row(row))}
        </ol>
        ${
          this.#next
            ? html`<button type="button" @click=${() => this.#loadPage()} ?disabled=${this.#list.loading}>
                Load more
              </button>`
            : nothing
        }
        ${this.#list.loading ? html`<p class="muted" role="status">Loading…</p>` : nothing}
      </section>
      <section class="card transcript" aria-labelledby="transcript-title" tabindex="-1" id="transcript">
        <h2 id="transcript-title">Transcript</h2>
        ${this.#transcript()}
      </section>
    </div>`;
  }

  #row(row: ConversationRow) {
    return html`<li class="row">
      <button
        type="button"
        aria-current=${row.id === this.threadId ? 'true' : 'false'}
        @click=${() => this.#open(row.id)}
      >
        <span class="question reader-text">${row.query}</span>
        <span class="meta">
          <span>${formatDateTime(row.timestamp)}</span>
          ${
            row.resolutionStatus === 'answered'
              ? html`<span class="badge">Answered</span>`
              : html`<span class="badge bad">Not answered</span>`
          }
          ${row.pageUrl ? html`<span>on ${row.pageUrl}</span>` : nothing}
          <span>${row.sources.length} cited</span>
        </span>
      </button>
    </li>`;
  }

  #open(threadId: string) {
    this.dispatchEvent(
      new CustomEvent('open-thread', { detail: { threadId }, bubbles: true, composed: true }),
    );
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#transcript')?.focus());
  }

  #transcript() {
    if (!this.threadId) return html`<p class="muted">Pick a conversation to read it.</p>`;
    if (this.#thread.error) return html`<p class="error" role="alert">${this.#thread.error}</p>`;
    const thread = this.#thread.value;
    if (!thread || thread.threadId !== this.threadId.toUpperCase())
      return html`<p class="muted" role="status">Loading…</p>`;
    return html`<p class="meta">Started ${formatDateTime(thread.createdAt)} · thread ${thread.threadId}</p>
      ${thread.messages.map(
        (m) =>
          html`<article class="message" aria-label=${m.role === 'user' ? 'Reader' : 'Assistant'}>
            <p class="meta">
              <span class="role">${m.role === 'user' ? 'Reader' : 'Assistant'}</span>
              <span>${formatDateTime(m.createdAt)}</span>
            </p>
            <div class="reader-text">${m.content || '(no text)'}</div>
          </article>`,
      )}`;
  }
}
