/**
 * Defines `<docs-assistant>` in a browser. On a server (SSR in Next.js, VitePress, Astro...)
 * importing this module does nothing, so pages that import the element still render there.
 */
import { DocsAssistant } from './docs-assistant.js';

// `window`, not `globalThis`: lit's Node build installs a `customElements` shim on `globalThis`,
// and the element belongs in a browser's registry only.
if (typeof window !== 'undefined' && window.customElements && !customElements.get('docs-assistant')) {
  customElements.define('docs-assistant', DocsAssistant);
}
