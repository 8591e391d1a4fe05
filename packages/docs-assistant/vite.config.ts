import { defineConfig, type UserConfig } from 'vite';
import { aiChatOnly } from './build/ai-chat-only.js';
import { minifyCssLiterals } from './build/minify-css-literals.js';

/** Dependencies stay imports in the npm build: the app's bundler dedupes them. */
const EXTERNAL = [
  /^lit($|\/)/,
  /^@lit\//,
  /^ai($|\/)/,
  /^zod($|\/)/,
  /^marked($|\/)/,
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^hono($|\/)/,
];

/**
 * Two builds into `dist/`, picked by mode:
 * - `lib`: ES modules for bundler users and servers (`docs-assistant`, `docs-assistant/react`,
 *   `docs-assistant/server`, `docs-assistant/server/hono`, `docs-assistant/protocol`).
 * - `feedback`: `docs-feedback.js`, the small self-contained page-rating element for a script tag.
 * - `embed`: one self-contained `docs-assistant.js` for a script tag. The launcher loads eagerly;
 *   the panel, chat engine and markdown renderer are a chunk fetched on intent.
 */
export default defineConfig(({ mode }): UserConfig => {
  const embed = mode === 'embed' || mode === 'feedback';
  const entry: Record<string, string> =
    mode === 'feedback'
      ? { 'docs-feedback': 'src/widget/page-feedback/define-feedback.ts' }
      : embed
        ? { 'docs-assistant': 'src/widget/embed.ts' }
        : {
            'widget/index': 'src/widget/index.ts',
            'widget/react': 'src/widget/react.ts',
            'proxy/index': 'src/proxy/index.ts',
            'proxy/hono-route': 'src/proxy/hono-route.ts',
            'protocol/index': 'src/protocol/index.ts',
          };
  return {
    plugins: embed ? [aiChatOnly(), minifyCssLiterals()] : [],
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { conditions: ['browser', 'production', 'module', 'import', 'default'] },
    build: {
      outDir: 'dist',
      emptyOutDir: !embed,
      target: 'es2022',
      sourcemap: true,
      lib: { entry, formats: ['es'] },
      rolldownOptions: embed
        ? {
            // Lets the eager entry hold the modules it shares with the panel: the launcher is one request.
            preserveEntrySignatures: 'allow-extension',
            output: {
              minify: true,
              // A name to document: `docs-assistant-panel.js` is served beside `docs-assistant.js`.
              chunkFileNames: (chunk) =>
                chunk.name === 'panel-chunk' ? 'docs-assistant-panel.js' : 'docs-assistant-[name]-[hash].js',
            },
          }
        : {
            external: EXTERNAL,
            // `'use client'` in react.ts stays: each module is its own file in this build.
            onLog(level, log, handler) {
              if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
            },
            // One file per source module at a stable path: `sideEffects` can name the module that
            // defines the element, and apps' bundlers tree-shake what they do not use.
            output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
          },
    },
  };
});
