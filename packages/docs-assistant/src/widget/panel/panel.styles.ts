import { css } from 'lit';

/**
 * Styles of the chat panel, adopted into the element's shadow root when the panel loads.
 * (No comments inside the CSS: they would ship.) Notes on choices below:
 * - the panel leaves `--_keyboard-inset` free at the bottom, so the composer sits above an
 *   on-screen keyboard;
 * - `.messages` turns the browser's scroll anchoring off: the panel follows the answer itself;
 * - code reads left to right inside right-to-left text, and long lines wrap in the narrow panel
 *   so no line hides its end;
 * - token colours follow the theme's colour-scheme through `light-dark()`;
 * - inputs are at least 16px (phones do not zoom on focus) and, on touch or narrow screens,
 *   every control is at least 44px square;
 * - a text selection reads as the prose it is, quoted; a cursor ends an answer while it streams;
 * - a citation marker is an inline box, not an inline block: a long answer has hundreds, and each
 *   inline block is a layout of its own (about a sixth of such an answer's main-thread time); its
 *   44px hit area hangs from the marker, not its link, which as a plain inline box would lose taps
 *   above the first line of a block;
 * - a group of an answer's blocks far from the end skips its rendering (`content-visibility`)
 *   at the size it last had: groups keep their blocks' margins inside (flow-root), so that size
 *   is the same skipped or not, and blocks have no top margins (headings are spaced by padding),
 *   so margins that do not collapse across groups look the same as those that do; every group
 *   is contained, skipped or not (its layout and paint are its own, so the blocks added after
 *   it leave it be: about a tenth of a long answer's main-thread time), and its paint
 *   containment leaves room for focus rings and the 44px hit areas of citation markers at its
 *   edges;
 * - the renderer's warm-up sample is laid out (its fonts are looked up) but never seen, and takes
 *   no room.
 */
export const panelStyles = css`
  .panel {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    border: 1px solid var(--_border);
    background: var(--_bg);
    color: var(--_fg);
    font: var(--_font-size) / 1.55 var(--_font);
    overflow: hidden;
  }
  dialog.panel {
    position: fixed;
    z-index: var(--_z);
    max-width: none;
    max-height: none;
    box-shadow: var(--_shadow);
  }
  dialog.sidebar {
    inset-block: 0 var(--_keyboard-inset, 0px);
    inset-inline: auto 0;
    width: min(var(--_width), 100vw);
    height: auto;
    border-width: 0;
    border-inline-start-width: 1px;
  }
  dialog.modal {
    inset: 0;
    margin: auto;
    width: min(calc(var(--_width) * 1.5), calc(100vw - 2rem));
    height: min(var(--_height), calc(100vh - 4rem));
    border-radius: var(--_radius);
  }
  dialog.modal::backdrop {
    background: rgb(15 23 42 / 0.45);
  }
  .panel.inline {
    width: 100%;
    height: var(--_height);
    border-radius: var(--_radius);
  }
  @media (max-width: 640px) {
    dialog.panel {
      inset: 0 0 var(--_keyboard-inset, 0px);
      width: 100vw;
      height: auto;
      border: 0;
      border-radius: 0;
    }
  }
  .header {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: calc(var(--_space) * 0.75) var(--_space);
    border-block-end: 1px solid var(--_border);
  }
  .title {
    flex: 1;
    margin: 0;
    font-size: 1.05em;
    font-weight: 650;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button.quiet {
    border: 1px solid transparent;
    background: transparent;
    border-radius: calc(var(--_radius) * 0.6);
    padding: 0.3em 0.6em;
    color: var(--_muted);
    font-size: 0.875em;
  }
  button.quiet:hover {
    background: var(--_surface);
    color: var(--_fg);
  }
  button.icon {
    display: inline-grid;
    place-items: center;
    padding: 0.35em;
  }
  button svg {
    width: 1.15em;
    height: 1.15em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  button[aria-pressed='true'] {
    color: var(--_accent);
  }
  button[aria-pressed='true'] svg {
    fill: currentColor;
  }
  button.primary,
  .error button,
  .suggestion {
    border: 1px solid var(--_accent);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_accent);
    color: var(--_accent-fg);
    padding: 0.45em 0.8em;
    font-weight: 600;
  }
  .suggestion,
  ::slotted([slot='suggestions']) {
    background: transparent;
    color: var(--_fg);
    border-color: var(--_border);
    font-weight: 500;
    text-align: start;
  }
  .suggestion:hover {
    border-color: var(--_accent);
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .messages {
    flex: 1;
    overflow-y: auto;
    overscroll-behavior: contain;
    overflow-anchor: none;
    padding: var(--_space);
    display: flex;
    flex-direction: column;
    gap: var(--_space);
  }
  .empty {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    padding-block: 0.5rem;
    color: var(--_muted);
  }
  .empty p {
    margin: 0;
  }
  .empty-icon {
    width: 1.75rem;
    height: 1.75rem;
    fill: none;
    stroke: var(--_accent);
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .suggestions {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.5rem;
  }
  .message {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  .message.user {
    align-self: flex-end;
    max-width: 85%;
    background: var(--_surface);
    border-radius: var(--_radius);
    padding: 0.5em 0.85em;
  }
  .question {
    margin: 0;
    white-space: pre-wrap;
  }
  .blocks {
    display: flow-root;
    contain: content;
    overflow-clip-margin: 22px;
    contain-intrinsic-size: auto 1000px;
  }
  .blocks.far {
    content-visibility: auto;
  }
  .markdown > :first-child,
  .markdown > .blocks:first-child > :first-child {
    margin-block-start: 0;
    padding-block-start: 0;
  }
  .markdown p,
  .markdown ul,
  .markdown ol,
  .markdown blockquote {
    margin-block: 0 0.75em;
  }
  .markdown ul,
  .markdown ol {
    padding-inline-start: 1.4em;
  }
  .heading {
    font-weight: 650;
    margin-block: 0 0.4em;
    padding-block-start: 0.4em;
  }
  .h1 {
    font-size: 1.25em;
  }
  .h2 {
    font-size: 1.15em;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 0.8em;
    border-inline-start: 3px solid var(--_border);
    color: var(--_muted);
  }
  a {
    color: var(--_accent);
  }
  code {
    direction: ltr;
    unicode-bidi: isolate;
    font-family: var(--_font-mono);
    font-size: 0.9em;
    background: var(--_code-bg);
    border-radius: 0.3em;
    padding: 0.1em 0.3em;
  }
  .markdown img,
  .file-image {
    max-width: 100%;
    border-radius: calc(var(--_radius) * 0.5);
  }
  .code-block {
    margin: 0 0 0.75em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    overflow: hidden;
    background: var(--_code-bg);
  }
  .code-block figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0.15em 0.3em 0.15em 0.75em;
    border-block-end: 1px solid var(--_border);
    color: var(--_muted);
    font-size: 0.8em;
  }
  .code-block {
    text-align: left;
  }
  .code-block pre {
    margin: 0;
    padding: 0.75em;
    overflow-x: auto;
    font-size: 0.85em;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .panel {
    --_tok-kwd: light-dark(#cf222e, #ff7b72);
    --_tok-str: light-dark(#0a3069, #a5d6ff);
    --_tok-cmnt: light-dark(#59636e, #9aa4af);
    --_tok-num: light-dark(#0550ae, #79c0ff);
    --_tok-func: light-dark(#6639ba, #d2a8ff);
    --_tok-type: light-dark(#953800, #ffa657);
    --_tok-var: light-dark(#116329, #7ee787);
  }
  .tok-kwd,
  .tok-deleted,
  .tok-err {
    color: var(--_tok-kwd);
  }
  .tok-str,
  .tok-esc {
    color: var(--_tok-str);
  }
  .tok-cmnt {
    color: var(--_tok-cmnt);
    font-style: italic;
  }
  .tok-num,
  .tok-bool,
  .tok-oper {
    color: var(--_tok-num);
  }
  .tok-func,
  .tok-class {
    color: var(--_tok-func);
  }
  .tok-type,
  .tok-section {
    color: var(--_tok-type);
  }
  .tok-var,
  .tok-insert {
    color: var(--_tok-var);
  }
  a[part='citation'] {
    text-decoration: none;
  }
  .cite-marker {
    margin-inline: 0.1em;
    padding: 0.15em 0.55em;
    white-space: nowrap;
    border-radius: 999px;
    background: var(--_surface);
    border: 1px solid var(--_border);
    color: var(--_accent);
    font-size: 0.72em;
    font-weight: 600;
    line-height: 1.5;
    vertical-align: 0.35em;
  }
  a:hover .cite-marker,
  a:focus-visible .cite-marker {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-fg);
  }
  .caret {
    display: inline-block;
    width: 0.45em;
    height: 1em;
    margin-inline-start: 0.15em;
    vertical-align: -0.15em;
    background: var(--_accent);
    border-radius: 1px;
  }
  .warm-up {
    position: fixed;
    inset-block-start: 0;
    inset-inline-start: 0;
    inline-size: min(var(--_width), 100vw);
    block-size: 0;
    overflow: hidden;
    visibility: hidden;
    pointer-events: none;
    contain: strict;
  }
  .stopped {
    margin: 0.25em 0 0;
    color: var(--_muted);
    font-size: 0.85em;
    font-style: italic;
  }
  .support {
    margin: 0.5em 0 0;
    font-size: 0.875em;
  }
  .feedback-reason {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.5rem;
    margin-block-start: 0.4em;
    font-size: 0.875em;
  }
  .feedback-reason label {
    display: flex;
    flex-direction: column;
    flex: 1 1 12em;
    gap: 0.25em;
    color: var(--_muted);
  }
  .feedback-reason input {
    font: inherit;
    font-size: max(16px, 1em);
    padding: 0.35em 0.6em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_bg);
    color: var(--_fg);
  }
  .code-block pre code {
    background: none;
    padding: 0;
    font-size: inherit;
  }
  .table-scroll {
    overflow-x: auto;
    margin-block-end: 0.75em;
  }
  table {
    border-collapse: collapse;
    font-size: 0.9em;
  }
  th,
  td {
    border: 1px solid var(--_border);
    padding: 0.3em 0.6em;
  }
  .align-center {
    text-align: center;
  }
  .align-right {
    text-align: end;
  }
  hr {
    border: 0;
    border-block-start: 1px solid var(--_border);
    margin-block: 0 0.5em;
  }
  hr.step {
    border-block-start-style: dashed;
    margin-block: 0.5em;
  }
  .reasoning {
    margin-block-end: 0.5em;
    color: var(--_muted);
    font-size: 0.8em;
  }
  .reasoning summary {
    cursor: pointer;
    width: fit-content;
  }
  .reasoning-steps {
    margin: 0.3em 0 0;
    padding-inline-start: 0.8em;
    list-style: none;
    border-inline-start: 2px solid var(--_border);
  }
  .reasoning a {
    color: inherit;
  }
  .citations {
    margin-block-start: 0.5em;
    font-size: 0.875em;
  }
  .citations-title {
    margin: 0 0 0.25em;
    color: var(--_muted);
    font-weight: 600;
  }
  .citations ol,
  .citations ul {
    margin: 0;
    padding-inline-start: 1.6em;
  }
  .answer-actions {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    margin-block-start: 0.4em;
  }
  .thanks {
    color: var(--_muted);
    font-size: 0.8em;
  }
  .thinking {
    margin: 0;
    color: var(--_muted);
  }
  .error {
    border: 1px solid var(--_danger);
    border-radius: calc(var(--_radius) * 0.6);
    padding: 0.6em 0.8em;
  }
  .error p {
    margin: 0 0 0.5em;
    color: var(--_danger);
  }
  .composer {
    border-block-start: 1px solid var(--_border);
    padding: calc(var(--_space) * 0.75) var(--_space);
  }
  .input-row {
    display: flex;
    align-items: flex-end;
    gap: 0.5rem;
  }
  textarea {
    flex: 1;
    box-sizing: border-box;
    resize: none;
    min-height: 2.6em;
    max-height: 10em;
    padding: 0.5em 0.7em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
    font-size: max(16px, 1em);
  }
  .send:dir(rtl) svg {
    transform: scaleX(-1);
  }
  @media (max-width: 640px), (pointer: coarse) {
    button.quiet,
    button.primary,
    .error button,
    .suggestion,
    .chip-remove {
      min-height: 44px;
      min-width: 44px;
    }
    .citations li {
      padding-block: 0.35em;
    }
    /* A 44px hit area centred on each small [n] marker, out of the flow: the text stays as laid out. */
    .cite-marker {
      position: relative;
    }
    .cite-marker::after {
      content: '';
      position: absolute;
      inset: 50% auto auto 50%;
      width: 44px;
      height: 44px;
      translate: -50% -50%;
    }
  }
  textarea::placeholder {
    color: var(--_muted);
  }
  .context-list {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0 0 0.5rem;
    padding: 0;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    max-width: 100%;
    padding: 0.15em 0.25em 0.15em 0.6em;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_surface);
    font-size: 0.8em;
  }
  .chip-kind {
    font-weight: 600;
  }
  .chip-value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 14em;
  }
  .chip.code .chip-value {
    font-family: var(--_font-mono);
  }
  .chip.textSelection .chip-value {
    font-style: italic;
  }
  .chip.textSelection .chip-value::before {
    content: '“';
  }
  .chip.textSelection .chip-value::after {
    content: '”';
  }
  .chip-remove {
    border: 0;
    background: transparent;
    color: var(--_muted);
    padding: 0 0.35em;
    border-radius: 999px;
  }
  .chip-remove:hover {
    color: var(--_fg);
  }
`;
