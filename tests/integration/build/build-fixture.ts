import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const cli = path.join(repo, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
export const fixturesDir = path.join(repo, 'tests/fixtures');

export type BuildResult = { code: number; output: string };

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Two builds at a time: each takes a core, and the machine runs other work too. */
const slots = Math.max(1, Math.min(2, os.availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export type BuiltFixture = BuildResult & { outDir: string; generatedDir: string };

/**
 * `docusaurus build` of one fixture site (a folder of tests/fixtures) into a temporary folder.
 * `inspect` reads the build and Docusaurus's generated files before both are removed; `minify`
 * builds as production does (off by default: the build-error fixtures need only the messages);
 * `env` adds environment variables, the site's settings among them.
 */
export function buildFixture<T = BuildResult>(
  name: string,
  {
    minify = false,
    env = {},
    inspect,
  }: { minify?: boolean; env?: Record<string, string>; inspect?: (built: BuiltFixture) => Promise<T> } = {},
): Promise<T> {
  return inSlot(async () => {
    const siteDir = path.join(fixturesDir, name);
    const generatedDir = path.join(siteDir, '.docusaurus');
    const outDir = await mkdtemp(path.join(os.tmpdir(), `fixture-${path.basename(name)}-`));
    try {
      const result = await new Promise<BuildResult>((resolve) => {
        execFile(
          process.execPath,
          [cli, 'build', siteDir, '--out-dir', outDir, ...(minify ? [] : ['--no-minify'])],
          { cwd: repo, env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, output: stripAnsi(`${stdout}\n${stderr}`) });
          },
        );
      });
      return inspect ? await inspect({ ...result, outDir, generatedDir }) : (result as T);
    } finally {
      await rm(outDir, { recursive: true, force: true });
      await rm(generatedDir, { recursive: true, force: true });
    }
  });
}
