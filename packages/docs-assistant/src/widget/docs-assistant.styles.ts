import { css } from 'lit';

/** Styles of what is on the page before the panel loads: the launcher and the selection button. */
export const hostStyles = css`
  :host {
    font: var(--_font-size) / 1.5 var(--_font);
    color: var(--_fg);
  }
  :host([hidden]) {
    display: none;
  }
  :host([mode='inline']) {
    display: block;
  }
  button {
    font: inherit;
  }
  .launcher {
    position: fixed;
    inset-block-end: var(--docs-assistant-launcher-offset, 1.25rem);
    inset-inline-end: var(--docs-assistant-launcher-offset, 1.25rem);
    z-index: var(--_z);
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
    min-height: 44px;
    padding: 0.7em 1.1em;
    border: 0;
    border-radius: 999px;
    background: var(--_accent);
    color: var(--_accent-fg);
    font-weight: 600;
    box-shadow: var(--_shadow);
    cursor: pointer;
  }
  .launcher:hover {
    filter: brightness(1.08);
  }
  .launcher.failed {
    background: var(--_danger);
  }
  .load-failed {
    color: var(--_danger);
  }
  :host([open]:not([mode='modal'])) .launcher {
    visibility: hidden;
  }
  .launcher svg,
  ::slotted([slot='launcher-icon']) {
    width: 1.15em;
    height: 1.15em;
    flex: none;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .selection-action {
    position: fixed;
    top: var(--_selection-top);
    left: var(--_selection-left);
    z-index: var(--_z);
    min-height: 44px;
    padding: 0.35em 0.9em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: var(--_shadow);
    font-size: 0.8125rem;
    font-weight: 600;
    cursor: pointer;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: no-preference) {
    .launcher {
      transition: filter 120ms;
    }
  }
`;
