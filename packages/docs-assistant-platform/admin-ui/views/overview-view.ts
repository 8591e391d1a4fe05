import { css, html, LitElement, nothing, svg, type PropertyValues } from 'lit';
import { pid, type AdminApi } from '../api.js';
import { formatDay, percent, webUrl } from '../format.js';
import { viewStyles } from '../styles.js';
import type { AdminStats } from '../../src/admin/wire.js';
import { Loader } from './loader.js';

const CHART_HEIGHT = 160;

/** Questions per day (answered and not), the answered rate and the most cited pages. */
export class OverviewView extends LitElement {
  static override properties = { api: { attribute: false }, projectId: {}, days: { type: Number } };
  declare api: AdminApi;
  declare projectId: string;
  declare days: number;
  #stats = new Loader<AdminStats>(this);

  static override styles = [
    viewStyles,
    css`
      .figures {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
        gap: 0.75rem;
        margin-bottom: 0.75rem;
      }
      .figure {
        font-size: 1.9rem;
        font-weight: 650;
        line-height: 1.2;
      }
      svg.chart {
        width: 100%;
        height: auto;
        max-height: 16rem;
        display: block;
      }
      .answered {
        fill: var(--_accent);
      }
      .unanswered {
        fill: var(--_danger);
      }
      .axis {
        fill: var(--_muted);
        font-size: 10px;
      }
      .gridline {
        stroke: var(--_border);
      }
      .legend {
        display: flex;
        gap: 1rem;
        font-size: 0.875rem;
        color: var(--_muted);
        margin: 0.25rem 0;
      }
      .swatch {
        display: inline-block;
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 2px;
        vertical-align: -0.1rem;
        margin-inline-end: 0.3rem;
        background: var(--_accent);
      }
      .swatch.unanswered {
        background: var(--_danger);
      }
      .pages li {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 3rem;
        gap: 0.25rem 0.75rem;
        align-items: center;
        margin-bottom: 0.45rem;
      }
      .pages ol {
        list-style: none;
        padding: 0;
        margin: 0;
      }
      .pages svg {
        grid-column: 1 / -1;
        width: 100%;
        height: 0.5rem;
        display: block;
      }
      .track {
        fill: var(--_surface);
      }
      .fill {
        fill: var(--_accent);
      }
      .count {
        text-align: end;
        font-variant-numeric: tabular-nums;
      }
      .title {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      details {
        margin-top: 0.5rem;
      }
    `,
  ];

  constructor() {
    super();
    this.days = 30;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('projectId') || changed.has('days')) && this.projectId)
      void this.#stats.load(() =>
        this.api.get<AdminStats>(`${pid(this.projectId)}/stats`, { days: String(this.days) }),
      );
  }

  override render() {
    const stats = this.#stats.value;
    return html`<section aria-labelledby="overview-title">
      <div class="toolbar">
        <h2 id="overview-title">Overview</h2>
        <label
          >Period
          <select @change=${(e: Event) => (this.days = Number((e.target as HTMLSelectElement).value))}>
            ${[7, 30, 90].map(
              (d) => html`<option value=${d} ?selected=${d === this.days}>Last ${d} days</option>`,
            )}
          </select>
        </label>
      </div>
      ${this.#stats.error ? html`<p class="error" role="alert">${this.#stats.error}</p>` : nothing}
      ${stats ? this.#body(stats) : html`<p class="muted" role="status">Loading…</p>`}
    </section>`;
  }

  #body(stats: AdminStats) {
    return html`<div class="figures">
        <div class="card">
          <div class="muted">Questions</div>
          <div class="figure">${stats.questions}</div>
        </div>
        <div class="card">
          <div class="muted">Answered rate</div>
          <div class="figure">${percent(stats.answeredRate)}</div>
          <div class="muted">${stats.answered} of ${stats.questions} answered from the docs</div>
        </div>
      </div>
      <figure class="card" aria-labelledby="per-day-title">
        <h3 id="per-day-title">Questions per day</h3>
        <div class="legend" aria-hidden="true">
          <span><span class="swatch"></span>Answered</span>
          <span><span class="swatch unanswered"></span>Not answered</span>
        </div>
        ${this.#perDayChart(stats)}
        <details>
          <summary>Show as a table</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Questions</th>
                <th scope="col">Answered</th>
              </tr>
            </thead>
            <tbody>
              ${stats.perDay.map(
                (d) =>
                  html`<tr>
                    <td>${d.date}</td>
                    <td>${d.questions}</td>
                    <td>${d.answered}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </details>
      </figure>
      <section class="card pages" aria-labelledby="pages-title">
        <h3 id="pages-title">Most cited pages</h3>
        ${
          stats.topPages.length === 0
            ? html`<p class="muted">No page was cited in this period.</p>`
            : html`<ol>
                ${stats.topPages.map((p) => this.#pageRow(p, stats.topPages[0]!.citations))}
              </ol>`
        }
      </section>`;
  }

  #perDayChart(stats: AdminStats) {
    const max = Math.max(1, ...stats.perDay.map((d) => d.questions));
    const n = stats.perDay.length;
    const width = 700;
    const slot = width / n;
    const bar = Math.max(2, slot * 0.7);
    const y = (v: number) => (v / max) * CHART_HEIGHT;
    const labelEvery = Math.ceil(n / 8);
    const busiest = stats.perDay.reduce((a, b) => (b.questions > a.questions ? b : a), stats.perDay[0]!);
    const summary = `${stats.questions} questions in ${n} days; busiest day ${busiest.date} with ${busiest.questions}.`;
    return html`<svg
      class="chart"
      viewBox="0 0 ${width} ${CHART_HEIGHT + 24}"
      role="img"
      aria-label=${summary}
    >
      ${svg`<line class="gridline" x1="0" x2=${width} y1=${CHART_HEIGHT} y2=${CHART_HEIGHT}></line>`}
      ${stats.perDay.map((d, i) => {
        const x = i * slot + (slot - bar) / 2;
        const answered = y(d.answered);
        const rest = y(d.questions - d.answered);
        return svg`<g>
          <title>${d.date}: ${d.questions} questions, ${d.answered} answered</title>
          <rect class="answered" x=${x} width=${bar} y=${CHART_HEIGHT - answered} height=${answered}></rect>
          <rect class="unanswered" x=${x} width=${bar} y=${CHART_HEIGHT - answered - rest} height=${rest}></rect>
          ${i % labelEvery === 0 ? svg`<text class="axis" x=${x + bar / 2} y=${CHART_HEIGHT + 16} text-anchor="middle">${formatDay(d.date)}</text>` : nothing}
        </g>`;
      })}
    </svg>`;
  }

  #pageRow(page: AdminStats['topPages'][number], max: number) {
    const href = webUrl(page.url);
    const share = (page.citations / Math.max(1, max)) * 100;
    return html`<li>
      <span class="title"
        >${href ? html`<a href=${href} rel="noreferrer noopener" target="_blank">${page.title}</a>` : page.title}</span
      >
      <span class="count" aria-label="${page.citations} citations">${page.citations}</span>
      <svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true">
        <rect class="track" x="0" y="0" width="100" height="4"></rect>
        <rect class="fill" x="0" y="0" width=${share} height="4"></rect>
      </svg>
    </li>`;
  }
}
