// /interactions/eslint's configs, taken from the page, lint the page's own Tab component with the
// site's ESLint and eslint-plugin-react-hooks: the missing dependency is reported in the page's words,
// and the same code with the dependency listed passes. Both forms the page gives run: the flat
// eslint.config.js and the legacy .eslintrc.json.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import { LegacyESLint } from 'eslint/use-at-your-own-risk';
import { describe, expect, test } from 'vitest';
import { pageBlocks } from './lib/page-recipes';

const route = '/interactions/eslint';
// The parser that the site's typescript-eslint brings, for the legacy form, which names a parser by path.
const typescriptParser = createRequire(createRequire(import.meta.url).resolve('typescript-eslint')).resolve(
  '@typescript-eslint/parser',
);
const apps = path.join(import.meta.dirname, 'eslint', 'apps');

function block(what: string, match: (code: string, lang: string) => boolean) {
  const found = pageBlocks(route).filter((candidate) => match(candidate.code, candidate.lang));
  if (found.length !== 1) throw new Error(`${route}: expected one ${what} block, found ${found.length}`);
  return found[0].code;
}

const flatConfig = block(
  'eslint.config.js',
  (code) => code.includes('export default [') && code.includes('additionalHooks'),
);
const legacyConfig = block('.eslintrc.json', (_, lang) => lang === 'json');
const tab = block('Tab', (code) => code.includes('export function Tab'));
const warning = /\/\/ warning: (.*)$/m.exec(tab)?.[1];
// The page's fix: the dependency the warning names goes into the array.
const fixedTab = tab.replace('}, []) //', '}, [active]) //');

// The page leaves the parser to "your existing setup": here typescript-eslint's, for the .tsx file.
const parserEntry = `import tseslint from 'typescript-eslint'\n`;
const withParser = (config: string) =>
  parserEntry +
  config.replace(
    'export default [',
    "export default [\n  { files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser } },",
  );

function writeApp(name: string, files: Record<string, string>) {
  const app = path.join(apps, name);
  fs.rmSync(app, { recursive: true, force: true });
  fs.mkdirSync(app, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(app, file), text);
  return app;
}

type Lint = (app: string) => Promise<{ file: string; messages: string[] }[]>;

const flat: Lint = async (app) => {
  const eslint = new ESLint({ cwd: app, overrideConfigFile: path.join(app, 'eslint.config.mjs') });
  return (await eslint.lintFiles(['Tab.tsx', 'FixedTab.tsx'])).map((result) => ({
    file: path.basename(result.filePath),
    messages: result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  }));
};

const legacy: Lint = async (app) => {
  const eslint = new LegacyESLint({
    cwd: app,
    useEslintrc: true,
    overrideConfig: { parser: typescriptParser, root: true },
  });
  return (await eslint.lintFiles(['Tab.tsx', 'FixedTab.tsx'])).map((result) => ({
    file: path.basename(result.filePath),
    messages: result.messages.map((message) => `${message.ruleId}: ${message.message}`),
  }));
};

describe.each<{ form: string; lint: Lint; config: Record<string, string> }>([
  { form: 'eslint.config.js', lint: flat, config: { 'eslint.config.mjs': withParser(flatConfig) } },
  { form: '.eslintrc.json', lint: legacy, config: { '.eslintrc.json': legacyConfig } },
])(`${route}, the $form form`, ({ form, lint, config }) => {
  test("reports the Tab's missing dependency as the page says, and passes once it is listed", async () => {
    expect(warning, `${route}: the Tab block's warning comment is gone`).toBeTruthy();
    expect(fixedTab, `${route}: the Tab block's empty array is gone`).not.toBe(tab);
    const app = writeApp(form.replace(/\W/g, ''), { ...config, 'Tab.tsx': tab, 'FixedTab.tsx': fixedTab });
    const results = (await lint(app)).sort((a, b) => a.file.localeCompare(b.file));
    expect(results, `${route}, ${form}`).toEqual([
      { file: 'FixedTab.tsx', messages: [] },
      { file: 'Tab.tsx', messages: [expect.stringContaining(`react-hooks/exhaustive-deps: ${warning}`)] },
    ]);
  });
});
