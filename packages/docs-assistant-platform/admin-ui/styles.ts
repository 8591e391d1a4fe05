import { css } from 'lit';

/**
 * What every view shares. The colours are the element's own variables (`--_fg`, `--_accent`…),
 * set once on the app by the element's theme and inherited by every view inside it.
 */
export const viewStyles = css`
  :host {
    display: block;
    color: var(--_fg);
    font: var(--_font-size) / 1.5 var(--_font);
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0.25rem 0;
  }
  a {
    color: var(--_accent);
  }
  button,
  select,
  input {
    font: inherit;
    color: var(--_fg);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: 6px;
    padding: 0.3rem 0.7rem;
  }
  button {
    cursor: pointer;
  }
  button.primary {
    background: var(--_accent);
    color: var(--_accent-fg);
    border-color: var(--_accent);
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  a:focus-visible,
  summary:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .muted {
    color: var(--_muted);
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: end;
    margin-bottom: 1rem;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: 6px;
    margin: 0;
    padding: 0.25rem 0.6rem 0.4rem;
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
  legend {
    color: var(--_muted);
    font-size: 0.875rem;
  }
  fieldset label {
    flex-direction: row;
    align-items: center;
    color: var(--_fg);
  }
  .card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    padding: 0.9rem 1rem;
    margin-bottom: 0.75rem;
  }
  .reader-text {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  pre {
    font: 0.85rem/1.45 var(--_font-mono);
    background: var(--_code-bg);
    border: 1px solid var(--_border);
    border-radius: 6px;
    padding: 0.6rem;
    overflow-x: auto;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .badge {
    display: inline-block;
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0 0.55rem;
    font-size: 0.8rem;
    color: var(--_fg);
    background: var(--_surface);
  }
  .badge.bad {
    color: var(--_danger);
    border-color: currentColor;
  }
  .error {
    color: var(--_danger);
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.9rem;
    align-items: center;
    font-size: 0.875rem;
    color: var(--_muted);
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: start;
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid var(--_border);
    vertical-align: top;
  }
  th {
    color: var(--_muted);
    font-weight: 600;
    font-size: 0.875rem;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
