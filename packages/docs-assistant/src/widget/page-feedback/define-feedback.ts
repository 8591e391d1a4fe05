/** Defines `<docs-feedback>` in a browser; on a server importing it does nothing. */
import { DocsFeedback } from './docs-feedback.js';

if (typeof window !== 'undefined' && window.customElements && !customElements.get('docs-feedback')) {
  customElements.define('docs-feedback', DocsFeedback);
}

export { DocsFeedback };

declare global {
  interface HTMLElementTagNameMap {
    'docs-feedback': DocsFeedback;
  }
}
