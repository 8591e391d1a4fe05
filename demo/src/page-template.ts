import type { DocsPage } from './docs-pages.js';

export interface PageOptions {
  page: DocsPage;
  pages: DocsPage[];
  /** Layout of the assistant: sidebar, modal or inline. */
  mode: string;
  language: string;
  version: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MODES = ['sidebar', 'modal', 'inline'];
const LANGUAGES = [
  ['en', 'English'],
  ['fr', 'Français'],
];
const VERSIONS = ['v1', 'v0'];

/**
 * One demo docs page. No inline script or style: it works under
 * `script-src 'self'; style-src 'self'`.
 */
export function renderPage({ page, pages, mode, language, version }: PageOptions): string {
  const query = (patch: Record<string, string>) =>
    '?' + new URLSearchParams({ mode, lang: language, version, ...patch }).toString();
  const translated = pages.filter((p) => p.language === language);
  const nav = (translated.length ? translated : pages.filter((p) => p.language === 'en'))
    .map(
      (p) =>
        `<a href="${p.path}${query({})}"${p.path === page.path ? ' aria-current="page"' : ''}>${escape(p.title)}</a>`,
    )
    .join('\n');
  const options = (items: string[][], current: string, key: string) =>
    items
      .map(
        ([value, label]) =>
          `<a href="${query({ [key]: value! })}"${value === current ? ' aria-current="true"' : ''}>${escape(label!)}</a>`,
      )
      .join(' ');
  const suggestions = 'How do I install it?|How do I deploy to production?|Which keys are there?';
  // Inline, the panel's own header is the section's one heading.
  const inline =
    mode === 'inline'
      ? `<div class="inline-assistant"><docs-assistant api="/api/assistant" mode="inline" scope="auto" suggestions="${suggestions}"></docs-assistant></div>`
      : '';
  const element =
    mode === 'inline'
      ? ''
      : `<docs-assistant api="/api/assistant" mode="${escape(mode)}" scope="auto" suggestions="${suggestions}"></docs-assistant>`;
  return `<!doctype html>
<html lang="${escape(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="docsearch:version" content="${escape(version)}">
<meta name="docsearch:language" content="${escape(language)}">
<title>${escape(page.title)} · docs-assistant</title>
<link rel="stylesheet" href="/demo/demo.css">
<script type="module" src="/demo/demo.js"></script>
<script type="module" src="/assets/docs-assistant.js"></script>
<script type="module" src="/assets/docs-feedback.js"></script>
</head>
<body>
<header class="top">
  <a class="brand" href="/${query({})}">docs-assistant</a>
  <nav class="switches" aria-label="Demo settings">
    <span>Layout: ${options(
      MODES.map((m) => [m, m]),
      mode,
      'mode',
    )}</span>
    <span>Language: ${options(LANGUAGES, language, 'lang')}</span>
    <span>Version: ${options(
      VERSIONS.map((v) => [v, v]),
      version,
      'version',
    )}</span>
    <button type="button" id="theme-toggle">Toggle theme</button>
  </nav>
</header>
<div class="layout">
  <nav class="sidebar" aria-label="Pages">
${nav}
  <a href="/reference${query({})}">API reference</a>
  </nav>
  <main id="content">
    <article>
      <h1>${escape(page.title)}</h1>
      ${page.description ? `<p class="lead">${escape(page.description)}</p>` : ''}
      ${page.html}
    </article>
    <footer class="page-feedback"><docs-feedback api="/api/assistant" code-selector="pre"></docs-feedback></footer>
    ${inline}
  </main>
</div>
${element}
</body>
</html>`;
}
