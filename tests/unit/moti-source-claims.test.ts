// Two pages state what Moti 0.30's source does; these tests read that source in node_modules/moti, so a
// Moti release that changes it fails here, naming the page to update:
// - /skeleton gives the shimmer's default transition (its table, and "fades out over N ms");
// - /api/props says which Reanimated calls Moti hands `reduceMotion` to.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readLiteral } from '../../scripts/lib/version-facts/object-literals.mjs';

const repo = path.resolve(__dirname, '../..');
const parse = (file: string) =>
  ts.createSourceFile(
    file,
    fs.readFileSync(path.join(repo, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
const page = (file: string) => fs.readFileSync(path.join(repo, 'docs', file), 'utf8');

function* nodesOf(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of node.getChildren()) yield* nodesOf(child);
}

/** A property's value of an object literal, as a number or its source text. */
function literalOf(object: ts.ObjectLiteralExpression): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const value = property.initializer;
    out[property.name.text] = ts.isNumericLiteral(value) ? Number(value.text) : value.getText();
  }
  return out;
}

describe("/skeleton: the shimmer's default transition", () => {
  // The `transition` attribute of the skeleton's gradient (the one that sets `translateX`), in Moti's source.
  const source = parse('node_modules/moti/src/skeleton/skeleton-new.tsx');
  const objects = [...nodesOf(source)]
    .filter((node): node is ts.JsxAttribute => ts.isJsxAttribute(node) && node.name.getText() === 'transition')
    .flatMap((attribute) => [...nodesOf(attribute)].filter(ts.isObjectLiteralExpression).slice(0, 1));
  const keysOf = (object: ts.ObjectLiteralExpression) =>
    Object.fromEntries(
      object.properties.flatMap((property) =>
        ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)
          ? [[property.name.getText(), literalOf(property.initializer)]]
          : [],
      ),
    );
  const keys = keysOf(
    objects.find((object) => 'translateX' in keysOf(object)) ?? ts.factory.createObjectLiteralExpression(),
  );

  it('is read from the source', () => {
    expect(Object.keys(keys)).toEqual(['translateX', 'opacity']);
  });

  it('is what the table says', () => {
    const text = page('skeleton.mdx');
    const { translateX, opacity } = keys;
    expect(text).toContain(
      `| \`translateX\` | \`timing\`, ${translateX.duration} ms, ${translateX.delay} ms delay, loops while the skeleton shows |`,
    );
    expect(translateX).toMatchObject({ type: "'timing'", loop: 'show' });
    expect(opacity).toMatchObject({ type: "'timing'", delay: 0 });
    expect(text).toContain(`| \`opacity\` | \`timing\`, ${opacity.duration} ms, no delay |`);
  });

  it('gives the fade its duration wherever the page says how long the fade takes', () => {
    const text = page('skeleton.mdx').replace(/\s+/g, ' ');
    const stated = [...text.matchAll(/fades? (?:out|in) over (\d+) ms/g)].map(([, ms]) => Number(ms));
    expect(stated.length).toBeGreaterThanOrEqual(2);
    expect(stated.filter((ms) => ms !== keys.opacity.duration)).toEqual([]);
  });
});

describe('/api/props: where Moti passes reduceMotion', () => {
  const source = parse('node_modules/moti/src/core/use-motify.ts');
  const calls = (name: string) =>
    [...nodesOf(source)].filter(
      (node): node is ts.CallExpression => ts.isCallExpression(node) && node.expression.getText() === name,
    );
  // `reduceMotion`, or a sequence step's own (`stepReduceMotion`).
  const passes = (call: ts.CallExpression) =>
    call.arguments.some((argument) => ts.isIdentifier(argument) && /reduceMotion$/i.test(argument.text));

  it('to every withDelay and withRepeat it adds, and to no withSequence', () => {
    for (const name of ['withDelay', 'withRepeat']) {
      expect(calls(name).length, name).toBeGreaterThan(0);
      expect(
        calls(name)
          .filter((call) => !passes(call))
          .map((call) => call.getText()),
        name,
      ).toEqual([]);
    }
    expect(calls('withSequence').length).toBeGreaterThan(0);
    expect(
      calls('withSequence')
        .filter(passes)
        .map((call) => call.getText()),
    ).toEqual([]);
  });

  it("among the spring's config keys, which Moti copies from `transition`", () => {
    const keys: string[] = readLiteral('node_modules/moti/src/core/use-motify.ts', 'withSpringConfigKeys');
    expect(keys).toContain('reduceMotion');
  });

  it('is what the page says', () => {
    const text = page('api/props.mdx').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Moti 0.30 passes it to the animation and to the `withDelay` and `withRepeat` it adds for `delay` and repeats; it does not pass it to `withSequence`.',
    );
  });
});
