import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { ApiProblem, pid, type AdminApi } from '../api.js';
import { formatDateTime, SOURCE_LABELS, STATUS_LABELS } from '../format.js';
import { viewStyles } from '../styles.js';
import type { FeedbackItem, FeedbackPage, FeedbackStatus } from '../../src/admin/wire.js';
import { Loader } from './loader.js';
import { viewConversationButton } from './open-thread.js';

const STATUSES: FeedbackStatus[] = ['pending', 'in_progress', 'resolved', 'dismissed'];
const SOURCES = ['thumbs_only', 'contextual', 'code_snippet', 'agent'];

/** The feedback inbox: the analytics listing's filters, and status changes by its triage rules. */
export class FeedbackView extends LitElement {
  static override properties = {
    api: { attribute: false },
    projectId: {},
    transitions: { attribute: false },
  };
  declare api: AdminApi;
  declare projectId: string;
  declare transitions: Record<FeedbackStatus, readonly FeedbackStatus[]>;
  #filter: { source: string; status: FeedbackStatus[]; dateFrom: string; dateTo: string } = {
    source: '',
    status: ['pending', 'in_progress'],
    dateFrom: '',
    dateTo: '',
  };
  #items: FeedbackItem[] = [];
  #next: string | null = null;
  #list = new Loader<FeedbackPage>(this);
  /** Per entry: the outcome of its last status change, announced next to it. */
  #notes = new Map<string, { text: string; error: boolean }>();

  static override styles = [
    viewStyles,
    css`
      ol.inbox {
        list-style: none;
        padding: 0;
        margin: 0;
      }
      .entry {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 0.5rem 1rem;
      }
      .triage {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        align-items: stretch;
        min-width: 10rem;
      }
      /* On a phone the status goes under the entry, which keeps the full width. */
      @media (max-width: 40rem) {
        .entry {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      .note {
        font-size: 0.85rem;
        min-height: 1.2em;
      }
      .helpful-no {
        color: var(--_danger);
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('projectId') && this.projectId) void this.#reload();
  }

  #reload() {
    this.#items = [];
    this.#next = null;
    this.#notes.clear();
    return this.#loadPage();
  }

  async #loadPage() {
    const cursor = this.#next ?? undefined;
    const f = this.#filter;
    await this.#list.load(() =>
      this.api.get<FeedbackPage>(`${pid(this.projectId)}/feedback`, {
        source: f.source || undefined,
        status: f.status.length ? f.status.join(',') : undefined,
        dateFrom: f.dateFrom || undefined,
        dateTo: f.dateTo || undefined,
        limit: '25',
        cursor,
      }),
    );
    const page = this.#list.value;
    if (page && !this.#list.error) {
      this.#items = cursor ? [...this.#items, ...page.feedback] : page.feedback;
      this.#next = page.nextCursor;
      this.requestUpdate();
    }
  }

  #filtersChanged(event: Event) {
    const form = (event.currentTarget as HTMLFormElement | null) ?? undefined;
    if (!form) return;
    const data = new FormData(form);
    this.#filter = {
      source: String(data.get('source') ?? ''),
      status: data.getAll('status').map(String) as FeedbackStatus[],
      dateFrom: String(data.get('dateFrom') ?? ''),
      dateTo: String(data.get('dateTo') ?? ''),
    };
    void this.#reload();
  }

  override render() {
    const f = this.#filter;
    return html`<section aria-labelledby="feedback-title">
      <h2 id="feedback-title">Feedback inbox</h2>
      <form
        class="toolbar"
        aria-label="Filters"
        @change=${this.#filtersChanged}
        @submit=${(e: Event) => e.preventDefault()}
      >
        <label
          >Source
          <select name="source">
            <option value="" ?selected=${!f.source}>All sources</option>
            ${SOURCES.map(
              (s) => html`<option value=${s} ?selected=${f.source === s}>${SOURCE_LABELS[s]}</option>`,
            )}
          </select>
        </label>
        <fieldset>
          <legend>Status</legend>
          ${STATUSES.map(
            (s) =>
              html`<label
                ><input type="checkbox" name="status" value=${s} .checked=${f.status.includes(s)} />${
                  STATUS_LABELS[s]
                }</label
              >`,
          )}
        </fieldset>
        <label>From <input type="date" name="dateFrom" .value=${f.dateFrom} /></label>
        <label>Before <input type="date" name="dateTo" .value=${f.dateTo} /></label>
      </form>
      ${this.#list.error ? html`<p class="error" role="alert">${this.#list.error}</p>` : nothing}
      ${
        this.#items.length === 0 && !this.#list.loading
          ? html`<p class="muted">No feedback matches these filters.</p>`
          : nothing
      }
      <ol class="inbox">
        ${this.#items.map((item) => this.#entry(item))}
      </ol>
      ${
        this.#next
          ? html`<button type="button" @click=${() => this.#loadPage()} ?disabled=${this.#list.loading}>
              Load more
            </button>`
          : nothing
      }
      ${this.#list.loading ? html`<p class="muted" role="status">Loading…</p>` : nothing}
    </section>`;
  }

  #entry(item: FeedbackItem) {
    const note = this.#notes.get(item.id);
    const allowed = [item.status, ...(this.transitions?.[item.status] ?? [])];
    const selectId = `status-${item.id}`;
    return html`<li class="card entry" data-feedback-id=${item.id}>
      <div>
        <p class="meta">
          <span class="badge">${SOURCE_LABELS[item.source] ?? item.source}</span>
          ${
            item.helpful === undefined
              ? nothing
              : item.helpful
                ? html`<span>Helpful</span>`
                : html`<span class="helpful-no">Not helpful</span>`
          }
          <span>${formatDateTime(item.createdAt)}</span>
          <span>on ${item.path}</span>
        </p>
        ${
          item.comment
            ? html`<p class="reader-text comment">${item.comment}</p>`
            : html`<p class="muted">No comment.</p>`
        }
        ${
          item.code !== undefined
            ? html`<p class="meta">
                  ${item.filename ? html`<span>${item.filename}</span>` : nothing}
                  ${item.lang ? html`<span>${item.lang}</span>` : nothing}
                </p>
                <pre><code>${item.code}</code></pre>`
            : nothing
        }
        ${item.contact ? html`<p class="meta">Contact: <span class="reader-text">${item.contact}</span></p>` : nothing}
        ${viewConversationButton(this, item.threadId)}
      </div>
      <div class="triage">
        <label for=${selectId}>Status</label>
        <select id=${selectId} @change=${(e: Event) => this.#move(item, e.target as HTMLSelectElement)}>
          ${allowed.map((s) => html`<option value=${s} ?selected=${s === item.status}>${STATUS_LABELS[s]}</option>`)}
        </select>
        <span class="note ${note?.error ? 'error' : 'muted'}" role="status">${note?.text ?? ''}</span>
      </div>
    </li>`;
  }

  async #move(item: FeedbackItem, select: HTMLSelectElement) {
    const to = select.value as FeedbackStatus;
    select.disabled = true;
    try {
      const updated = await this.api.patch<FeedbackItem>(
        `${pid(this.projectId)}/feedback/${encodeURIComponent(item.id)}`,
        { status: to },
      );
      this.#items = this.#items.map((i) => (i.id === item.id ? updated : i));
      this.#notes.set(item.id, { text: `Moved to ${STATUS_LABELS[updated.status]}`, error: false });
    } catch (err) {
      select.value = item.status;
      const text = err instanceof ApiProblem ? [err.message, ...err.details].join(': ') : 'Not saved';
      this.#notes.set(item.id, { text, error: true });
    } finally {
      select.disabled = false;
      this.requestUpdate();
    }
  }
}
