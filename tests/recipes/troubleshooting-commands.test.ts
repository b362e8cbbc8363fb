// /troubleshooting's commands that need no device, Metro or Expo app, taken from the page and run as a
// reader runs them: `npm ls` of the versions that matter, and the `tsc` trace that shows which
// declarations TypeScript loads for `react-native`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { commandBlock, repositoryRoot } from './lib/page-recipes';

/** Runs a page's command block with sh in `cwd`; npx may only run what is installed, never download. */
function run(code: string, cwd: string) {
  const result = spawnSync('sh', ['-c', code], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NPM_CONFIG_YES: 'false' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('/troubleshooting', () => {
  test('`npm ls` lists each package it names with its installed version', () => {
    const block = commandBlock('/troubleshooting', 'npm ls moti');
    const names = block.code.trim().split(/\s+/).slice(2);
    // This repository's own install holds all of them: Moti, Reanimated, Worklets, React and framer-motion.
    const { status, stdout, stderr } = run(block.code, repositoryRoot);
    expect(status, stderr).toBe(0);
    const versionOf = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
    for (const name of names) expect(stdout, name).toContain(`${name}@${versionOf(name)}`);
  });

  test("the `tsc` trace prints the file and the version of the declarations of 'react-native'", () => {
    const block = commandBlock('/troubleshooting', 'npx tsc --noEmit --traceResolution');
    // A Moti app's TypeScript project; react-native's types, moti and TypeScript resolve from the repository.
    const app = path.join(repositoryRoot, 'tests/recipes/commands/apps/types');
    fs.rmSync(app, { recursive: true, force: true });
    fs.mkdirSync(app, { recursive: true });
    fs.writeFileSync(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'bundler',
          types: [],
          skipLibCheck: true,
        },
        files: ['app.tsx'],
      }),
    );
    fs.writeFileSync(
      path.join(app, 'app.tsx'),
      "import { MotiView } from 'moti'\nimport { Text } from 'react-native'\n\n" +
        'export const App = () => (\n  <MotiView from={{ opacity: 0 }} animate={{ opacity: 1 }}>\n    <Text>Hi</Text>\n  </MotiView>\n)\n',
    );
    const { status, stdout, stderr } = run(block.code, app);
    expect(status, stderr).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    const version = JSON.parse(
      fs.readFileSync(path.join(repositoryRoot, 'node_modules/@types/react-native/package.json'), 'utf8'),
    ).version;
    for (const line of lines) {
      expect(line).toMatch(/resolved to '[^']+\.d\.ts' with Package ID '[^']+@\d+\.\d+\.\d+'/);
      expect(line).toContain(`@types/react-native/index.d.ts@${version}`);
    }
  });
});
