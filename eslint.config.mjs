import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A config block that forbids `files` to import from the top-level folders `banned`. */
function importsOnlyFrom(files, banned) {
  const patterns = banned.map((folder) => ({
    regex: `^(?:\\.\\.?/)+(?:\\.\\./)*${folder}/|^@site/${folder}/`,
    message: `Imports run one way: nothing under ${files.join(', ')} imports from ${folder}/.`,
  }));
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-algolia/',
      '.docusaurus/',
      '.docusaurus-*/',
      'node_modules/',
      'test-results/',
      'bench/results/',
      // The bench's bare Docusaurus site: what it builds, and the Markdown copies it is given.
      'bench/reference-site/build/',
      'bench/reference-site/.docusaurus/',
      'bench/reference-site/docs/',
      'tests/recipes/*/apps/',
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
  // Imports run one way: the site needs nothing from scripts, benchmarks or tests, and scripts and
  // benchmarks need nothing from tests. A helper two sides share lives where both may import it.
  importsOnlyFrom(['src/**', 'server/**', 'docusaurus.config.ts', 'sidebars.ts'], ['scripts', 'bench', 'tests']),
  importsOnlyFrom(['scripts/**', 'bench/**'], ['tests']),
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
