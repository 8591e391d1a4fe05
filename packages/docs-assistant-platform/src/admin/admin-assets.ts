import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package's root, from `src/admin` and from `dist/admin` alike. */
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where `npm run build` writes the dashboard's bundle (vite.admin.config.ts). */
export const ADMIN_BUNDLE = `${PACKAGE_ROOT}dist/admin-ui/admin.js`;

/**
 * The dashboard's page: no inline script or style, so that it runs under the strict CSP below.
 * Everything it shows comes from the admin API and is rendered as text by the bundle.
 */
export const ADMIN_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>docs-assistant admin</title>
<link rel="icon" href="/admin/assets/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/admin/assets/admin.css">
<script type="module" src="/admin/assets/admin.js"></script>
</head>
<body>
<da-admin-app><noscript>The dashboard needs JavaScript.</noscript></da-admin-app>
</body>
</html>
`;

export const ADMIN_CSS = `html { color-scheme: light dark; }
body { margin: 0; background: #ffffff; }
@media (prefers-color-scheme: dark) { body { background: #15191f; } }
body.theme-light { background: #ffffff; }
body.theme-dark { background: #15191f; }
`;

export const ADMIN_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#2563eb"/><path d="M4 11V5h3a3 3 0 0 1 0 6z" fill="#fff"/></svg>`;

/** Only our own files, no inline code, nothing from another host, and never in a frame. */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

let cached: { mtimeMs: number; body: string } | undefined;

/** The built bundle, read again when the build changes it; null when it has not been built. */
export function adminBundle(): string | null {
  try {
    const { mtimeMs } = statSync(ADMIN_BUNDLE);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, body: readFileSync(ADMIN_BUNDLE, 'utf8') };
    return cached.body;
  } catch {
    return null;
  }
}
