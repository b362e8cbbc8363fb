import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  blockCompilerOptions,
  docsCodeBlocks,
  projectConfig,
  projectDeclarations,
} from '../../src/build-helpers/code-blocks/program.mjs';

// /troubleshooting says that Moti's `transition` types break on React Native types that lack
// `PerspectiveTransform` (the installed @types/react-native 0.72.8 spells it `PerpectiveTransform`), and
// that its declaration fixes them. Both halves are checked here with tsc on the installed packages.

const root = path.resolve(__dirname, '../..');
const DECLARATION = 'types/react-native-perspective.d.ts';

// The three transitions quoted in moti#343.
const PROBE = `import { MotiView } from 'moti'

export function Rows({ index }: { index: number }) {
  return (
    <>
      <MotiView from={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 300 }} />
      <MotiView from={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ type: 'timing', duration: 1000 }} />
      <MotiView
        from={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        transition={{ type: 'timing', duration: 1000, delay: index * 1000 }}
      />
    </>
  )
}
`;

/** The problems tsc finds in the probe, compiled with the site's options and the given extra files. */
function probeProblems(extra: Map<string, string>): string[] {
  const project = projectConfig(root);
  // The site's own declaration of the name is what is under test: leave it out.
  const declarations = projectDeclarations(project).filter((file) => !file.endsWith('react-native.d.ts'));
  const probe = path.join(root, 'tests/unit/transition-probe.tsx');
  const files = new Map([[probe, PROBE], ...extra]);
  const host = ts.createCompilerHost(blockCompilerOptions(project), true);
  const real = { ...host };
  host.fileExists = (file) => files.has(file) || real.fileExists(file);
  host.readFile = (file) => files.get(file) ?? real.readFile(file);
  host.getSourceFile = (file, version, ...rest) => {
    const code = files.get(file);
    return code === undefined
      ? real.getSourceFile(file, version, ...rest)
      : ts.createSourceFile(file, code, version, true);
  };
  const program = ts.createProgram([...files.keys(), ...declarations], blockCompilerOptions(project), host);
  const source = program.getSourceFile(probe)!;
  return ts
    .getPreEmitDiagnostics(program, source)
    .map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
}

// The lines of the message the page quotes, as tsc prints them deeper in its chain.
const QUOTED_LINES = [
  "Property 'type' is incompatible with index signature.",
  `Type '"timing"' is not assignable to type 'TransitionConfig | undefined'.`,
];

// Compiled once for the two tests that read it: each program takes seconds.
let withoutDeclaration: string[] | undefined;
const problemsWithoutDeclaration = () => (withoutDeclaration ??= probeProblems(new Map()));

describe('the transition type error of /troubleshooting', () => {
  it('appears when React Native types lack PerspectiveTransform', () => {
    const problems = problemsWithoutDeclaration();
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^TS2322: .*MotiTransitionProp/);
  });

  it('ends with the lines the page quotes', () => {
    const page = readFileSync(path.join(root, 'docs/troubleshooting.mdx'), 'utf8').replace(/\s+/g, ' ');
    const problems = problemsWithoutDeclaration();
    for (const line of QUOTED_LINES) {
      expect(page).toContain(`\`${line}\``);
      expect(
        problems.some((problem) => problem.includes(line)),
        line,
      ).toBe(true);
    }
  });

  it('goes away with the declaration the page gives', () => {
    const block = docsCodeBlocks(path.join(root, 'docs')).find(
      ({ page, fileName }) => page === 'troubleshooting.mdx' && fileName === DECLARATION,
    );
    expect(block, `a block named ${DECLARATION} on /troubleshooting`).toBeDefined();
    expect(probeProblems(new Map([[path.join(root, 'tests/unit', DECLARATION), block!.code]]))).toEqual([]);
  });
});
