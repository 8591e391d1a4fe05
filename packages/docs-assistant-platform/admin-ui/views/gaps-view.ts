import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { pid, type AdminApi } from '../api.js';
import { formatDateTime } from '../format.js';
import { viewStyles } from '../styles.js';
import type { GapGroup, GapReport } from '../../src/admin/wire.js';
import { Loader } from './loader.js';
import { viewConversationButton } from './open-thread.js';

/** Unanswered and thumbs-down questions, grouped by topic: the pages to write next. */
export class GapsView extends LitElement {
  static override properties = { api: { attribute: false }, projectId: {}, days: { type: Number } };
  declare api: AdminApi;
  declare projectId: string;
  declare days: number;
  #report = new Loader<GapReport>(this);

  static override styles = [
    viewStyles,
    css`
      ol.groups {
        list-style: none;
        padding: 0;
        margin: 0;
      }
      .label {
        overflow-wrap: anywhere;
      }
      .terms {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin: 0.35rem 0;
        padding: 0;
        list-style: none;
      }
      ul.questions {
        padding-inline-start: 1.1rem;
      }
      ul.questions li {
        margin: 0.5rem 0;
      }
      .comment {
        border-inline-start: 3px solid var(--_border);
        padding-inline-start: 0.6rem;
        margin: 0.25rem 0;
      }
    `,
  ];

  constructor() {
    super();
    this.days = 30;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('projectId') || changed.has('days')) && this.projectId)
      void this.#report.load(() =>
        this.api.get<GapReport>(`${pid(this.projectId)}/gaps`, { days: String(this.days) }),
      );
  }

  override render() {
    const report = this.#report.value;
    return html`<section aria-labelledby="gaps-title">
      <div class="toolbar">
        <h2 id="gaps-title">Content gaps</h2>
        <label
          >Period
          <select @change=${(e: Event) => (this.days = Number((e.target as HTMLSelectElement).value))}>
            ${[7, 30, 90].map(
              (d) => html`<option value=${d} ?selected=${d === this.days}>Last ${d} days</option>`,
            )}
          </select>
        </label>
      </div>
      <p class="muted">
        Questions the docs did not answer and answers readers marked unhelpful, grouped by what they ask
        about. Resolved or dismissed feedback is left out.
      </p>
      ${this.#report.error ? html`<p class="error" role="alert">${this.#report.error}</p>` : nothing}
      ${
        !report
          ? html`<p class="muted" role="status">Loading…</p>`
          : report.groups.length === 0
            ? html`<p>Nothing unanswered in this period.</p>`
            : html`<ol class="groups">
                ${report.groups.map((g) => this.#group(g))}
              </ol>`
      }
      ${
        report?.truncated
          ? html`<p class="muted">Only the newest 500 questions of each kind were grouped.</p>`
          : nothing
      }
    </section>`;
  }

  #group(group: GapGroup) {
    return html`<li class="card">
      <h3 class="label reader-text">${group.label}</h3>
      <p class="meta">
        <span><strong>${group.count}</strong> ${group.count === 1 ? 'question' : 'questions'}</span>
        <span>${group.unanswered} not answered</span>
        <span>${group.thumbsDown} thumbs down</span>
        <span>last asked ${formatDateTime(group.lastAskedAt)}</span>
      </p>
      <ul class="terms" aria-label="Common terms">
        ${group.terms.map((t) => html`<li class="badge">${t}</li>`)}
      </ul>
      <details>
        <summary>Questions in this group</summary>
        <ul class="questions">
          ${group.questions.map(
            (q) =>
              html`<li>
                <div class="reader-text">${q.text}</div>
                <div class="meta">
                  <span class=${q.kind === 'unanswered' ? 'badge bad' : 'badge'}
                    >${q.kind === 'unanswered' ? 'Not answered' : 'Thumbs down'}</span
                  >
                  <span>${formatDateTime(q.askedAt)}</span>
                  ${q.pagePath ? html`<span>on ${q.pagePath}</span>` : nothing}
                  ${viewConversationButton(this, q.threadId)}
                </div>
                ${q.comment ? html`<p class="comment reader-text">${q.comment}</p>` : nothing}
              </li>`,
          )}
        </ul>
      </details>
    </li>`;
  }
}
