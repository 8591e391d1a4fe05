import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources, so tests never need a build.
  ssr: {
    resolve: {
      conditions: [
        'docs-assistant-source',
        'import',
        ...defaultServerConditions.filter((c) => c !== 'module'),
      ],
    },
  },
  test: {
    environment: 'node',
    include: ['packages/*/test/**/*.test.ts', 'demo/test/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
    globalSetup: ['packages/docs-assistant-platform/test/helpers/global-setup.ts'],
    // Opening a PGlite database takes seconds on these machines.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
