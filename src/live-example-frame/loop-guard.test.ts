import { describe, expect, it } from 'vitest';
import { transform } from 'sucrase';
import { LOOP_GUARD, LOOP_LIMIT_MS, LoopTooLong, createLoopGuard, guardLoops } from './loop-guard';
import { compileExample } from './compile';

const g = `${LOOP_GUARD}()`;

describe('guardLoops', () => {
  it('asks the guard before each test of a loop condition', () => {
    expect(guardLoops('while (a < 3) a++;')).toBe(`while (${g} && (a < 3)) a++;`);
    expect(guardLoops('do { a++ } while (a < 3)')).toBe(`do { a++ } while (${g} && (a < 3))`);
    expect(guardLoops('for (let i = 0; i < n; i++) {}')).toBe(`for (let i = 0;${g} && ( i < n); i++) {}`);
    expect(guardLoops('for (;;) {}')).toBe(`for (;${g};) {}`);
  });

  it('finds the header semicolons past nested functions, and leaves for…in, for…of and names alone', () => {
    const nested = 'for (let f = () => { return 1; }; f(); ) {}';
    expect(guardLoops(nested)).toBe(`for (let f = () => { return 1; };${g} && ( f()); ) {}`);
    const untouched = 'for (const k in o) {} for (const x of xs) {} o.while = 1; const p = { for: 1, while() {} };';
    expect(guardLoops(untouched)).toBe(untouched);
    expect(guardLoops('const s = `while (true) ${"for (;;)"}`; // while (1)')).toBe(
      'const s = `while (true) ${"for (;;)"}`; // while (1)',
    );
  });

  it('guards nested loops and keeps every line where it was', () => {
    const code = 'while (a) {\n  for (;;) {\n    do {} while (b)\n  }\n}\nthrow new Error("x")';
    const guarded = guardLoops(code);
    expect(guarded.split('\n')).toHaveLength(6);
    expect(guarded.match(new RegExp(LOOP_GUARD, 'g'))).toHaveLength(3);
    expect(guarded.split('\n')[5]).toBe('throw new Error("x")');
  });

  it('reads the code sucrase writes for an example', () => {
    const example =
      'export default function A() {\n  let n = 0;\n  while (n < 3) n++;\n  return <View>{n}</View>;\n}\n';
    const output = transform(example, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    }).code;
    expect(guardLoops(output)).toContain(`while (${g} && (n < 3))`);
  });
});

describe('createLoopGuard', () => {
  it('stops a task that keeps looping past the limit, and starts each task from zero', () => {
    let time = 0;
    const resets: Array<() => void> = [];
    const guard = createLoopGuard(
      () => time,
      (reset) => resets.push(reset),
    );
    expect(guard()).toBe(true);
    time = LOOP_LIMIT_MS;
    expect(guard()).toBe(true);
    time = LOOP_LIMIT_MS + 1;
    expect(() => guard()).toThrow(LoopTooLong);
    expect(() => guard()).toThrow(/ran for more than 1 second/);
    resets.forEach((reset) => reset());
    time += 5_000;
    expect(guard()).toBe(true);
  });
});

describe('compileExample with a loop that never ends', () => {
  const modules = { react: { __esModule: true }, 'react/jsx-runtime': { __esModule: true } };

  it('reports it at the line of the loop instead of freezing', () => {
    const started = Date.now();
    const result = compileExample('let a = 1;\nwhile (true) {\n  a++;\n}\nexport default () => null;\n', modules);
    expect(result.problem?.message).toMatch(/A loop ran for more than 1 second/);
    expect(result.problem?.line).toBe(2);
    expect(Date.now() - started).toBeLessThan(LOOP_LIMIT_MS * 5);
  });

  it('lets a loop that ends run', () => {
    const result = compileExample(
      'let total = 0;\nfor (let i = 0; i < 1e5; i++) total += i;\nexport default () => total;\n',
      modules,
    );
    expect(result.problem).toBeUndefined();
    expect((result.Component as unknown as () => number)()).toBe(4999950000);
  });
});
