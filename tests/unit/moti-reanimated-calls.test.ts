// /reanimated says that Moti 0.30 calls the same Reanimated functions on both lines and that
// Reanimated 4 still exports every one of them, so what that page says applies to both. This reads the
// imports from Moti's published build and the exports from the declarations of both installed
// Reanimated versions: a Moti or Reanimated release that drops one fails here with its name.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { reanimatedRuntimes } from '../../src/data/reanimated-versions';
import { readPackageExports } from './lib/moti-exports';

const repo = path.resolve(__dirname, '../..');
const modules = path.join(repo, 'node_modules');

/** Every JavaScript file of Moti's build. */
const motiFiles = (fs.readdirSync(path.join(modules, 'moti/build'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.js'))
  .map((file) => fs.readFileSync(path.join(modules, 'moti/build', file), 'utf8'));

/** What Moti's build imports from Reanimated: named values, and the members it reads off the default export. */
function motiImports() {
  const named = new Set<string>();
  const members = new Set<string>();
  for (const text of motiFiles) {
    const source = ts.createSourceFile('moti.js', text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (statement.moduleSpecifier.text !== 'react-native-reanimated') continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) named.add((element.propertyName ?? element.name).text);
      if (clause.name) {
        const local = clause.name.text;
        for (const [, member] of text.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) members.add(member);
      }
    }
  }
  return { named: [...named].sort(), members: [...members].sort() };
}

/** The value exports of an installed Reanimated, and the properties of its default export. */
const reanimatedExports = (folder: string) =>
  readPackageExports(path.join(modules, folder), { index: 'lib/typescript/index.d.ts' }).index;

describe('the Reanimated functions Moti 0.30 calls', () => {
  const { named, members } = motiImports();

  it('are read from its build', () => {
    // useAnimatedStyle, withSpring, runOnJS… and Animated.createAnimatedComponent, today.
    expect(named).toEqual(expect.arrayContaining(['useAnimatedStyle', 'useSharedValue', 'withSpring', 'runOnJS']));
    expect(members).toContain('createAnimatedComponent');
  });

  for (const [line, { packageName }] of Object.entries(reanimatedRuntimes)) {
    it(`are all exported by the installed Reanimated ${line}`, () => {
      const { values, defaultMembers } = reanimatedExports(packageName);
      expect(named.filter((name) => !values.includes(name))).toEqual([]);
      expect(members.filter((name) => !defaultMembers.includes(name))).toEqual([]);
    });
  }

  it('include each one /reanimated names', () => {
    const page = fs.readFileSync(path.join(repo, 'docs/reanimated.mdx'), 'utf8').replace(/\s+/g, ' ');
    const sentence = /Moti 0\.30 calls the same Reanimated functions on both lines \(([^)]*)\)/.exec(page);
    expect(sentence, 'the sentence on the functions Moti calls').not.toBeNull();
    const listed = [...sentence![1].matchAll(/`(\w+)`/g)].map(([, name]) => name);
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.filter((name) => !named.includes(name))).toEqual([]);
  });
});
