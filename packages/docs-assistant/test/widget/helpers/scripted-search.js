// Docs search and page content as the platform answers them (the wire contract in
// src/protocol/search.ts), over a few fixed sections. Plain JavaScript for web-test-runner's config
// and the screenshot script.

export const SEARCH_SECTIONS = [
  {
    path: '/docs/install',
    title: 'Install the assistant',
    section: null,
    anchor: null,
    content: 'Add the docs-assistant element to any page of your site and point it at your proxy.',
  },
  {
    path: '/docs/install',
    title: 'Install the assistant',
    section: 'Install with npm',
    anchor: 'install-with-npm',
    content:
      'Run npm install docs-assistant, then import it once in your app. The element registers itself and loads the panel when a reader first shows interest.',
  },
  {
    path: '/docs/proxy',
    title: 'Run the proxy',
    section: 'Install the proxy',
    anchor: 'install-the-proxy',
    content:
      'The reference proxy keeps the assistant key on your server. Install it next to your site and mount it at /api/assistant.',
  },
  {
    path: '/docs/theming',
    title: 'Theming',
    section: 'Dark mode',
    anchor: 'dark-mode',
    content: 'The element follows prefers-color-scheme; set theme="dark" or theme="light" to force one.',
  },
];

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/** Every query word must start a word of the section. */
function search(query, pageSize) {
  const wanted = words(query);
  return SEARCH_SECTIONS.filter((s) => {
    const have = words(`${s.title} ${s.section ?? ''} ${s.content}`);
    return wanted.every((w) => have.some((h) => h.startsWith(w)));
  })
    .slice(0, pageSize)
    .map((s, i) => ({
      content: s.content,
      path: s.path,
      metadata: {
        title: s.title,
        section: s.section,
        headings: s.section ? [s.section] : [],
        anchor: s.anchor,
        href: s.anchor ? `${s.path}#${s.anchor}` : s.path,
        score: 1 - i * 0.1,
        version: null,
        language: 'en',
        groups: [],
      },
    }));
}

/**
 * `POST /api/assistant/search?session=S&scenario=X` (X: `429`, `slow`) and
 * `GET /api/search-requests?session=S` (the bodies received). Resolves `true` when it handled the request.
 */
export function createScriptedSearch() {
  const requests = new Map();
  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const session = url.searchParams.get('session') ?? 'default';
    if (req.method === 'GET' && url.pathname === '/api/search-requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests.get(session) ?? []));
      return true;
    }
    if (req.method !== 'POST' || url.pathname !== '/api/assistant/search') return false;
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    requests.set(session, [...(requests.get(session) ?? []), body]);
    const scenario = url.searchParams.get('scenario');
    if (scenario === '429') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      res.end(JSON.stringify({ error: 'Rate limit exceeded', details: [] }));
      return true;
    }
    if (scenario === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(search(body.query, body.pageSize ?? 10)));
    return true;
  };
}
