// Asks TypeScript, over the package's own type declarations, which spring options may be combined:
// Reanimated types `withSpring`'s config as a union, each member allowing one group of options and
// typing the other group's as `never`.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../../..');

const options = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  types: [],
};

/**
 * Type-checks `code`, a module written in the repository's root (so that it resolves the installed
 * packages), and returns its program and its diagnostics, each with its line (1-based). One program
 * reads React Native's and both Reanimated's declarations, seconds on a busy machine: check several
 * things in one module rather than one module each.
 */
export function checkModule(code) {
  const file = path.join(root, '__version-facts-check__.ts');
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.fileExists = (name) => name === file || fileExists(name);
  host.getSourceFile = (name, version) =>
    name === file ? ts.createSourceFile(name, code, version, true) : getSourceFile(name, version);
  const program = ts.createProgram([file], options, host);
  const source = program.getSourceFile(file);
  const errors = ts.getPreEmitDiagnostics(program, source).map((diagnostic) => ({
    line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
    text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
  return { program, source, errors };
}

/** The options a member of the config union accepts: those not typed `never`. */
function allowedOptions(checker, type, node) {
  return checker
    .getPropertiesOfType(type)
    .filter(
      (symbol) =>
        !(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, node)).flags & ts.TypeFlags.Never),
    )
    .map((symbol) => symbol.name);
}

/**
 * The spring options of each package in groups: `shared` combine with anything; each of `exclusive`
 * excludes the others. Keyed by package name.
 */
export function springOptionGroups(packageNames) {
  const code = packageNames
    .map(
      (name, index) =>
        `import type { WithSpringConfig as Config${index} } from '${name}';\nexport declare const config${index}: Config${index};\n`,
    )
    .join('');
  const { program, source, errors } = checkModule(code);
  if (errors.length > 0) throw new Error(errors.map((error) => `line ${error.line}: ${error.text}`).join('; '));
  const checker = program.getTypeChecker();
  const declarations = source.statements
    .filter((statement) => ts.isVariableStatement(statement))
    .map((statement) => statement.declarationList.declarations[0]);
  return Object.fromEntries(
    packageNames.map((name, index) => {
      const declaration = declarations[index];
      const type = checker.getTypeAtLocation(declaration);
      const members = type.isUnion() ? type.types : [type];
      const allowed = members.map((member) => allowedOptions(checker, member, declaration));
      const everywhere = (option) => allowed.every((names) => names.includes(option));
      const shared = allowed[0].filter(everywhere);
      const exclusive = allowed.map((names) => names.filter((option) => !everywhere(option)));
      return [name, { shared: shared.sort(), exclusive: exclusive.map((names) => names.sort()) }];
    }),
  );
}
