import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-algolia/',
      'build-plain/',
      '.docusaurus/',
      '.docusaurus-*/',
      'node_modules/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Playwright fixtures take an empty destructuring pattern by design.
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A test that skips itself passes in silence once its condition goes stale: it fails instead.
    files: ['tests/**', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['test', 'it', 'describe'].flatMap((object) =>
          ['skip', 'skipIf', 'fixme'].map((property) => ({ object, property, message: 'Let the test fail instead.' })),
        ),
      ],
    },
  },
);
