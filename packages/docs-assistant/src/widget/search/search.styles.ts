import { css } from 'lit';

export const searchStyles = css`
  :host {
    font: var(--_font-size) / 1.5 var(--_font);
    color: var(--_fg);
  }
  dialog {
    box-sizing: border-box;
    width: min(40rem, calc(100vw - 2rem));
    max-height: min(36rem, calc(100dvh - 6rem));
    margin: 12dvh auto auto;
    padding: 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: var(--_shadow);
    overflow: hidden;
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: rgb(15 23 42 / 0.45);
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 0.6em;
    padding: 0.75em var(--_space);
    border-block-end: 1px solid var(--_border);
  }
  .bar svg {
    width: 1.2em;
    height: 1.2em;
    flex: none;
    color: var(--_muted);
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.1em;
  }
  input::-webkit-search-cancel-button {
    appearance: none;
  }
  input::placeholder {
    color: var(--_muted);
  }
  button.close {
    padding: 0.15em 0.5em;
    border: 1px solid var(--_border);
    border-radius: 0.35em;
    background: var(--_surface);
    color: var(--_muted);
    font: inherit;
    font-size: 0.8em;
    cursor: pointer;
  }
  [role='listbox'] {
    flex: 1;
    padding: 0.4em;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [role='listbox']:empty {
    display: none;
  }
  .row {
    display: block;
    padding: 0.55em 0.75em;
    border-radius: calc(var(--_radius) * 0.6);
    color: inherit;
    text-decoration: none;
    cursor: pointer;
    scroll-margin: 0.4em;
  }
  .row[aria-selected='true'] {
    background: var(--_surface);
    box-shadow: inset 3px 0 0 var(--_accent);
  }
  .ask {
    display: flex;
    gap: 0.4em;
    align-items: baseline;
    font-weight: 600;
  }
  .ask .label {
    color: var(--_accent);
    flex: none;
  }
  .ask .query {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .title {
    display: block;
    font-weight: 600;
  }
  .section {
    color: var(--_muted);
    font-weight: 400;
  }
  .snippet {
    display: block;
    margin-block-start: 0.15em;
    color: var(--_muted);
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  mark {
    border-radius: 0.2em;
    background: color-mix(in srgb, var(--_accent) 16%, transparent);
    color: var(--_fg);
    font-weight: 600;
  }
  .message {
    margin: 0;
    padding: 1em var(--_space);
    color: var(--_muted);
  }
  footer {
    display: flex;
    gap: 1em;
    padding: 0.5em var(--_space);
    border-block-start: 1px solid var(--_border);
    color: var(--_muted);
    font-size: 0.8em;
  }
  kbd {
    padding: 0 0.35em;
    border: 1px solid var(--_border);
    border-radius: 0.3em;
    background: var(--_surface);
    font: inherit;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (max-width: 640px) {
    dialog {
      width: 100vw;
      max-width: 100vw;
      height: 100dvh;
      max-height: 100dvh;
      margin: 0;
      border: 0;
      border-radius: 0;
    }
    footer {
      display: none;
    }
  }
`;
