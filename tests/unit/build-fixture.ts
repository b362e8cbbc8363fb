import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const cli = path.join(repo, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
export const fixturesDir = path.join(repo, 'tests/fixtures/build-errors');

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

/** `docusaurus build` of one fixture site into a temporary folder, which is then removed. */
export function buildFixture(name: string): Promise<BuildResult> {
  return inSlot(async () => {
    const siteDir = path.join(fixturesDir, name);
    const outDir = await mkdtemp(path.join(os.tmpdir(), `build-error-${name}-`));
    try {
      return await new Promise<BuildResult>((resolve) => {
        execFile(
          process.execPath,
          [cli, 'build', siteDir, '--out-dir', outDir, '--no-minify'],
          { cwd: repo, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ code, output: stripAnsi(`${stdout}\n${stderr}`) });
          },
        );
      });
    } finally {
      await rm(outDir, { recursive: true, force: true });
      await rm(path.join(siteDir, '.docusaurus'), { recursive: true, force: true });
    }
  });
}
