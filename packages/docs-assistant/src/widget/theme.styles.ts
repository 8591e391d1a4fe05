import { css } from 'lit';

/**
 * Colours as private variables that fall back to the public `--docs-assistant-*` ones, so a
 * site can set any of them on the element or an ancestor.
 */
const light = css`
  --_bg: var(--docs-assistant-background, #ffffff);
  --_fg: var(--docs-assistant-color, #1f2328);
  --_muted: var(--docs-assistant-muted-color, #59636e);
  --_surface: var(--docs-assistant-surface, #f3f5f7);
  --_border: var(--docs-assistant-border-color, #d1d9e0);
  --_accent: var(--docs-assistant-accent, #2563eb);
  --_accent-fg: var(--docs-assistant-accent-contrast, #ffffff);
  --_code-bg: var(--docs-assistant-code-background, #f3f5f7);
  --_danger: var(--docs-assistant-danger, #b42318);
  --_shadow: var(--docs-assistant-shadow, 0 12px 40px rgb(15 23 42 / 0.18));
  color-scheme: light;
`;

const dark = css`
  --_bg: var(--docs-assistant-background, #15191f);
  --_fg: var(--docs-assistant-color, #e6edf3);
  --_muted: var(--docs-assistant-muted-color, #9aa4af);
  --_surface: var(--docs-assistant-surface, #1f252d);
  --_border: var(--docs-assistant-border-color, #39414b);
  --_accent: var(--docs-assistant-accent, #7cb3ff);
  --_accent-fg: var(--docs-assistant-accent-contrast, #0b1220);
  --_code-bg: var(--docs-assistant-code-background, #0d1117);
  --_danger: var(--docs-assistant-danger, #ff8a80);
  --_shadow: var(--docs-assistant-shadow, 0 12px 40px rgb(0 0 0 / 0.5));
  color-scheme: dark;
`;

export const themeStyles = css`
  :host {
    ${light}
    --_font: var(--docs-assistant-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-mono: var(--docs-assistant-font-mono, ui-monospace, SFMono-Regular, Menlo, Consolas, monospace);
    --_font-size: var(--docs-assistant-font-size, 0.9375rem);
    --_radius: var(--docs-assistant-radius, 0.75rem);
    --_space: var(--docs-assistant-spacing, 1rem);
    --_width: var(--docs-assistant-width, 26rem);
    --_height: var(--docs-assistant-height, 40rem);
    --_z: var(--docs-assistant-z-index, 2147483000);
  }
  :host([theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
    }
  }
`;
