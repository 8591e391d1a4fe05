import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { pid, type AdminApi } from '../api.js';
import { formatDateTime, webUrl } from '../format.js';
import { viewStyles } from '../styles.js';
import type { AgentJobItem } from '../../src/admin/wire.js';
import { Loader } from './loader.js';

const TODO_MARK: Record<string, string> = {
  completed: '✓',
  in_progress: '…',
  pending: '○',
  cancelled: '✕',
};

/** The project's agent jobs, newest first, with their todos. */
export class JobsView extends LitElement {
  static override properties = { api: { attribute: false }, projectId: {} };
  declare api: AdminApi;
  declare projectId: string;
  #jobs = new Loader<{ allSessions: AgentJobItem[] }>(this);

  static override styles = [
    viewStyles,
    css`
      ol.jobs,
      ul.todos {
        list-style: none;
        padding: 0;
        margin: 0;
      }
      ul.todos li {
        display: grid;
        grid-template-columns: 1.5rem minmax(0, 1fr) auto;
        gap: 0.5rem;
        padding: 0.3rem 0;
        border-top: 1px solid var(--_border);
      }
      .done {
        color: var(--_muted);
        text-decoration: line-through;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('projectId') && this.projectId)
      void this.#jobs.load(() => this.api.get(`${pid(this.projectId)}/jobs`));
  }

  override render() {
    const jobs = this.#jobs.value?.allSessions;
    return html`<section aria-labelledby="jobs-title">
      <h2 id="jobs-title">Agent jobs</h2>
      ${this.#jobs.error ? html`<p class="error" role="alert">${this.#jobs.error}</p>` : nothing}
      ${
        !jobs
          ? html`<p class="muted" role="status">Loading…</p>`
          : jobs.length === 0
            ? html`<p class="muted">No agent jobs for this project.</p>`
            : html`<ol class="jobs">
                ${jobs.map((job) => this.#job(job))}
              </ol>`
      }
    </section>`;
  }

  #job(job: AgentJobItem) {
    const pr = webUrl(job.pullRequestLink);
    const done = job.todos.filter((t) => t.status === 'completed').length;
    return html`<li class="card">
      <h3 class="reader-text">${job.title || job.subdomain}</h3>
      <p class="meta">
        <span>${formatDateTime(job.createdAt)}</span>
        <span class=${job.haulted && job.haultReason !== 'completed' ? 'badge bad' : 'badge'}
          >${job.haulted ? `Stopped: ${job.haultReason ?? 'unknown'}` : 'Running'}</span
        >
        ${job.branch ? html`<span>branch ${job.branch}</span>` : nothing}
        ${
          pr
            ? html`<a href=${pr} rel="noreferrer noopener" target="_blank">Pull request</a>`
            : job.pullRequestLink
              ? html`<span>${job.pullRequestLink}</span>`
              : nothing
        }
        <span>${done} of ${job.todos.length} todos done</span>
      </p>
      ${job.messageToUser ? html`<p class="reader-text">${job.messageToUser}</p>` : nothing}
      ${
        job.todos.length
          ? html`<ul class="todos" aria-label="Todos">
              ${job.todos.map(
                (t) =>
                  html`<li>
                    <span aria-hidden="true">${TODO_MARK[t.status] ?? '·'}</span>
                    <span
                      class=${t.status === 'completed' || t.status === 'cancelled' ? 'done reader-text' : 'reader-text'}
                      >${t.content}<span class="visually-hidden"> (${t.status.replace('_', ' ')})</span></span
                    >
                    <span class="muted">${t.priority}</span>
                  </li>`,
              )}
            </ul>`
          : nothing
      }
    </li>`;
  }
}
