import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
);
