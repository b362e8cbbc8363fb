import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

const pkg = JSON.parse(read('package.json')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

// Module names that the bundler resolves, not packages: Docusaurus's own and the aliases of our plugins.
const tsconfig = ts.parseConfigFileTextToJson('tsconfig.json', read('tsconfig.json')).config as {
  compilerOptions: { paths: Record<string, string[]> };
};
const aliasPrefixes = [
  '@theme/',
  '@theme-original/',
  '@theme-init/',
  '@generated/',
  ...Object.keys(tsconfig.compilerOptions.paths).map((alias) => alias.replace(/\*$/, '')),
];
const isDocusaurusClientApi = (name: string) =>
  existsSync(
    path.join(repo, 'node_modules/@docusaurus/core/lib/client/exports', `${name.slice('@docusaurus/'.length)}.js`),
  );
// The live-examples plugin resolves `react-native` to `react-native-web`.
const aliases = new Set(['react-native']);

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Module specifiers a file loads at run time (`import type` is left out: it is gone once compiled). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) found.push(textOf(node.moduleSpecifier));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(textOf(node.moduleSpecifier));
    } else if (ts.isCallExpression(node) && isLoader(node.expression) && node.arguments[0]) {
      found.push(textOf(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(Boolean);
}

// import('x'), require('x') and require.resolve('x'); specifiers built at run time are not ours to check.
const isLoader = (callee: ts.Expression) =>
  callee.kind === ts.SyntaxKind.ImportKeyword ||
  (ts.isIdentifier(callee) && callee.text === 'require') ||
  (ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'require' &&
    callee.name.text === 'resolve');
const textOf = (node: ts.Node) => (ts.isStringLiteralLike(node) ? node.text : '');

function isProvided(specifier: string) {
  if (specifier.startsWith('.') || specifier.startsWith('!') || specifier.startsWith('node:')) return true;
  if (aliasPrefixes.some((prefix) => specifier.startsWith(prefix)) || aliases.has(specifier)) return true;
  const name = packageName(specifier);
  if (builtinModules.includes(name)) return true;
  return specifier.startsWith('@docusaurus/') && isDocusaurusClientApi(specifier);
}

describe('package.json', () => {
  it('declares every package that our code loads at run time', () => {
    const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], {
      cwd: repo,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.endsWith('.d.ts'));
    const undeclared = files.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => !isProvided(specifier) && !declared.has(packageName(specifier)))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('pins every version, so that a fresh install gets what was tested', () => {
    const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      // An npm alias (a second Reanimated beside the first) is pinned too: `npm:<package>@<exact version>`.
      ([, version]) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+$/.test(version),
    );
    expect(ranges).toEqual([]);
  });
});
