// The messages a JavaScript or TypeScript file prints: the text given to an error's constructor, a
// console or logger call, or a package's own warn helper. Parsed with TypeScript's parser, so that a
// message split over lines, joined with `+` or written as a template reads as one text, each
// interpolated value written `{name}`.
import ts from 'typescript';

/** Constructors whose first argument is the message (the packages' own error classes included). */
const ERROR_CLASSES = new Set(['Error', 'TypeError', 'RangeError', 'ReanimatedError', 'WorkletsError']);
/** Calls that print their first argument: `console.warn`, `logger.error`, a bare `warn(…)`. */
const PRINTING_METHODS = new Set(['warn', 'error']);
const PRINTING_OBJECTS = new Set(['console', 'logger']);

/** The text an expression stands for, with each value it does not spell out written `{name}`. */
function textOf(node, file) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans.map((span) => `{${placeholderName(span.expression, file)}}` + span.literal.text).join('')
    );
  }
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression, file);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textOf(node.left, file);
    const right = textOf(node.right, file);
    if (left === null && right === null) return null;
    return (left ?? `{${placeholderName(node.left, file)}}`) + (right ?? `{${placeholderName(node.right, file)}}`);
  }
  return null;
}

/** A short name for an interpolated value: the identifier or property it reads, else `value`. */
function placeholderName(node, file) {
  const source = node.getText(file);
  const last = source.match(/([A-Za-z_$][\w$]*)\W*$/);
  return /^[\w$.]+$/.test(source) ? source.split('.').at(-1) : (last?.[1] ?? 'value');
}

/** How a call or `new` expression prints, or null when it prints nothing. */
function printingKind(node) {
  const callee = node.expression;
  if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
    if (ts.isIdentifier(callee) && ERROR_CLASSES.has(callee.text)) return 'error';
    if (ts.isCallExpression(node) && ts.isIdentifier(callee) && PRINTING_METHODS.has(callee.text)) return 'warn';
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(callee) &&
      PRINTING_METHODS.has(callee.name.text) &&
      ts.isIdentifier(callee.expression) &&
      PRINTING_OBJECTS.has(callee.expression.text)
    ) {
      return callee.name.text === 'warn' ? 'warn' : 'error';
    }
  }
  return null;
}

/**
 * Every message `source` prints, with its line: `{ kind: 'error' | 'warn', text, line, call }`.
 * A call whose message is only a variable (`console.error(error)`) is left out: it prints a text
 * written somewhere else, which is read where it is written.
 */
export function scriptMessages(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    // A check's result (`{ ok: false, message: '…' }`) that a build script or the app prints.
    const resultMessage =
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'message' &&
      /scripts\//.test(fileName);
    const kind = resultMessage ? 'error' : printingKind(node);
    const first = resultMessage ? node.initializer : node.arguments?.[0];
    if (kind && first) {
      const text = textOf(first, file);
      if (text !== null && /[A-Za-z]{2}/.test(text.replace(/\{\w+\}/g, ''))) {
        found.push({
          kind,
          text,
          line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
          call: resultMessage ? 'message:' : node.expression.getText(file),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
