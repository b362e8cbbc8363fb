import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import { lineOfError } from './error-line';
import { LOOP_GUARD, createLoopGuard, guardLoops } from './loop-guard';

/** What went wrong with edited code, for the reader: the message and, when known, its line. */
type Problem = { message: string; line?: number };

export type CompileResult =
  { Component: ComponentType; problem?: undefined } | { Component?: undefined; problem: Problem };

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

class UnknownImport extends Error {}

/**
 * Transpiles an example (TypeScript and JSX) and runs it as a module whose imports come from
 * `modules` only. Any other import, a syntax error or a throw at the top level is a `problem`. Its
 * loops are guarded: one that keeps the page busy for a second throws.
 */
export function compileExample(code: string, modules: Record<string, unknown>): CompileResult {
  let output: string;
  try {
    output = transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: 'example.tsx',
    }).code;
    // The code runs on the page's thread: a loop that never ends would freeze the tab.
    output = guardLoops(output);
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number } };
    return { problem: { message: message.replace(/^Error transforming [^:]+: /, ''), line: loc?.line } };
  }
  const allowed = Object.keys(modules).filter((name) => !name.includes('jsx-runtime'));
  const require = (name: string) => {
    if (name in modules) return modules[name];
    throw new UnknownImport(`"${name}" cannot be imported here. The editor provides: ${allowed.join(', ')}.`);
  };
  const module = { exports: {} as { default?: unknown } };
  try {
    new Function('require', 'exports', 'module', LOOP_GUARD, output)(
      require,
      module.exports,
      module,
      createLoopGuard(),
    );
  } catch (error) {
    if (error instanceof UnknownImport) {
      const specifier = /"([^"]+)"/.exec(error.message)?.[1] ?? '';
      const at = code.search(new RegExp(`from\\s+['"]${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`));
      return { problem: { message: error.message, line: at >= 0 ? lineOf(code, at) : undefined } };
    }
    return { problem: { message: String((error as Error)?.message ?? error), line: lineOfError(error) } };
  }
  const Component = module.exports.default;
  if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) {
    return {
      problem: { message: 'The code must export a component as default: export default function Example() {…}' },
    };
  }
  return { Component: Component as ComponentType };
}
