/**
 * The script-tag build: `<script type="module" src=".../docs-assistant.js" data-api="/api/assistant">`.
 * It defines the element and, when the page has none, adds one configured from the
 * script's `data-*` attributes (`data-api`, `data-mode`, `data-suggestions`, ...).
 */
import './zod-jitless.js';
import './define.js';

function ownScript(): HTMLScriptElement | undefined {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src]');
  return [...scripts].find((script) => script.src === import.meta.url);
}

function mount() {
  if (document.querySelector('docs-assistant')) return;
  const element = document.createElement('docs-assistant');
  for (const [name, value] of Object.entries(ownScript()?.dataset ?? {})) {
    element.setAttribute(
      name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      value ?? '',
    );
  }
  document.body.append(element);
}

// On a server (SSR) importing the file mounts nothing.
if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true });
  else mount();
}
