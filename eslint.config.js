import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'drizzle/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The widget runs in browsers and the server in Node: neither may reach into the other.
    files: ['src/widget/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', 'node:*'] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/widget/**'] }] },
  },
  {
    files: ['src/protocol/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/widget/**', '**/server/**', 'node:*'] }] },
  },
  {
    files: ['src/widget/**', 'test/widget/**'],
    ...lit.configs['flat/recommended'],
  },
  {
    // chai assertions such as `expect(x).to.exist` are expressions.
    files: ['test/widget/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['test/widget/**/*.js', 'web-test-runner.config.js'],
    languageOptions: { globals: { URL: 'readonly', setTimeout: 'readonly', process: 'readonly' } },
  },
  {
    // The demo site's own page script.
    files: ['demo/static/**/*.js'],
    languageOptions: { globals: { document: 'readonly', localStorage: 'readonly', matchMedia: 'readonly' } },
  },
);
