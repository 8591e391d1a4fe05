import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.browser.test.ts', 'node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Opening a PGlite database takes seconds on these machines.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
