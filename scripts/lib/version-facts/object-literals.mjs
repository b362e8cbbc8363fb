// Reads the default-config object literals that Reanimated writes inside its animation functions
// (`const defaultConfig = { ...GentleSpringConfig, damping: 10, … }`) from the package's TypeScript
// source, following a spread of an imported constant into the file that exports it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** `x as const`, `x satisfies T` and parentheses hide the literal itself. */
function unwrap(node) {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** Every node of a file, depth first. */
function* nodesOf(node) {
  yield node;
  for (const child of node.getChildren()) yield* nodesOf(child);
}

function findVariable(source, name) {
  for (const node of nodesOf(source)) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      return unwrap(node.initializer);
    }
  }
  return undefined;
}

/** The file an imported name comes from, resolved as the package's own relative imports are. */
function importedFrom(source, name) {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || !named.elements.some((element) => element.name.text === name)) continue;
    const base = path.resolve(path.dirname(source.fileName), statement.moduleSpecifier.text);
    const file = [`${base}.ts`, path.join(base, 'index.ts')].find(existsSync);
    if (file) return file;
  }
  throw new Error(`${source.fileName}: cannot tell where ${name} is imported from`);
}

/**
 * A literal's value: numbers, booleans and `undefined` (as null: "no default") are values; any other
 * expression (a call such as `Easing.inOut(Easing.quad)`) is kept as its source text.
 */
function valueOf(node) {
  node = unwrap(node);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return -valueOf(node.operand);
  if (ts.isStringLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isIdentifier(node) && node.text === 'undefined') return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(valueOf);
  return { expression: node.getText() };
}

function objectOf(literal, source) {
  if (!ts.isObjectLiteralExpression(literal)) throw new Error(`${source.fileName}: not an object literal`);
  const result = {};
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      const name = unwrap(property.expression).getText();
      const file = importedFrom(source, name);
      const target = parse(file);
      const spread = findVariable(target, name);
      if (!spread) throw new Error(`${file}: no constant ${name}`);
      Object.assign(result, objectOf(spread, target));
    } else if (ts.isPropertyAssignment(property)) {
      result[property.name.getText()] = valueOf(property.initializer);
    } else {
      throw new Error(`${source.fileName}: cannot read ${property.getText()}`);
    }
  }
  return result;
}

/** The object literal assigned to `variable` in `file`, with imported spreads resolved. */
export function readObjectLiteral(file, variable) {
  const source = parse(file);
  const literal = findVariable(source, variable);
  if (!literal) throw new Error(`${file}: no variable ${variable}`);
  return objectOf(literal, source);
}

/** The literal value (an array of names, say) assigned to `variable` in `file`. */
export function readLiteral(file, variable) {
  const literal = findVariable(parse(file), variable);
  if (!literal) throw new Error(`${file}: no variable ${variable}`);
  return valueOf(literal);
}

/** A numeric constant (`const perceptualCoefficient = 1.5`), or null when the file has none. */
export function readNumberConstant(file, variable) {
  const literal = findVariable(parse(file), variable);
  return literal && ts.isNumericLiteral(literal) ? Number(literal.text) : null;
}
