import { describe, expect, it } from 'vitest';
import { compileExample } from './compile';

const react = { __esModule: true, createElement: () => null };
const jsx = { __esModule: true, jsx: (type: unknown, props: unknown) => ({ type, props }), jsxs: () => null };
const modules = { react, 'react/jsx-runtime': jsx, moti: { __esModule: true, MotiView: 'MotiView' } };

describe('compileExample', () => {
  it('runs TypeScript and JSX with the given modules and returns the default export', () => {
    const result = compileExample(
      "import { MotiView } from 'moti';\ntype P = { n: number };\nexport default function A({ n }: P) {\n  return <MotiView key={n} />;\n}\n",
      modules,
    );
    expect(result.problem).toBeUndefined();
    const Component = result.Component as unknown as (props: { n: number }) => { type: unknown };
    expect(Component({ n: 1 }).type).toBe('MotiView');
  });

  it('reports a syntax error with its line', () => {
    const result = compileExample(
      'export default function A() {\n  return (\n    <View>{a.b(}</View>\n  );\n}\n',
      modules,
    );
    expect(result.problem?.line).toBe(3);
    expect(result.problem?.message).toMatch(/Unexpected token/);
  });

  it('names the allowed modules when an import is unknown, at the line of the import', () => {
    const result = compileExample(
      "import React from 'react';\nimport _ from 'lodash';\nexport default () => _;\n",
      modules,
    );
    expect(result.problem).toEqual({
      message: '"lodash" cannot be imported here. The editor provides: react, moti.',
      line: 2,
    });
  });

  it('reports a throw at the top level with its line', () => {
    const result = compileExample("const a = 1;\nthrow new Error('boom');\nexport default () => null;\n", modules);
    expect(result.problem?.message).toBe('boom');
    expect(result.problem?.line).toBe(2);
  });

  it('asks for a default export', () => {
    expect(compileExample('export const A = 1;\n', modules).problem?.message).toMatch(/export a component as default/);
  });
});
