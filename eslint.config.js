import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/.data/', '**/drizzle/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The widget runs in browsers and the server in Node: neither may reach into the other.
    // The element runs in browsers and the proxy in any Web-standard runtime: neither reaches into the
    // platform or Node, nor into each other.
    files: ['packages/docs-assistant/src/widget/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/proxy/**', 'docs-assistant-platform*', 'node:*'] }],
    },
  },
  {
    files: ['packages/docs-assistant/src/proxy/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/widget/**', 'docs-assistant-platform*', 'node:*'] },
      ],
    },
  },
  {
    files: ['packages/docs-assistant/src/protocol/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/widget/**', '**/proxy/**', 'docs-assistant-platform*', 'node:*'] },
      ],
    },
  },
  {
    // The platform reaches the element package only through its published entries.
    files: ['packages/docs-assistant-platform/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['docs-assistant', 'docs-assistant/react'], patterns: ['**/docs-assistant/src/**'] },
      ],
    },
  },
  {
    files: ['packages/docs-assistant/src/widget/**', 'packages/docs-assistant/test/widget/**'],
    ...lit.configs['flat/recommended'],
  },
  {
    // chai assertions such as `expect(x).to.exist` are expressions.
    files: ['packages/docs-assistant/test/widget/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['packages/docs-assistant/test/widget/**/*.js', 'web-test-runner.config.js'],
    languageOptions: { globals: { URL: 'readonly', setTimeout: 'readonly', process: 'readonly' } },
  },
  {
    files: ['scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly' } },
  },
  {
    // The demo site's own page script.
    files: ['demo/static/**/*.js'],
    languageOptions: { globals: { document: 'readonly', localStorage: 'readonly', matchMedia: 'readonly' } },
  },
);
