// The production build (`npm run build`: Docusaurus, then scripts/post-build.mjs), timed: wall time and the peak resident memory of the build process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const docusaurus = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
const GNU_TIME = '/usr/bin/time';

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** `docusaurus clear` removes build/, .docusaurus/ and the bundler caches under node_modules/.cache. */
export const clearCaches = () => run(process.execPath, [docusaurus, 'clear']);

/**
 * Builds the site; with GNU time (Debian's `time` package) also measures the peak memory of the
 * build, its worker threads included (they share the process).
 * @returns {Promise<{ wallSeconds: number, peakMemoryMB: number | null }>}
 */
export async function timedBuild() {
  const started = process.hrtime.bigint();
  let peakMemoryMB = null;
  if (existsSync(GNU_TIME)) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
    const report = path.join(dir, 'time.txt');
    await run(GNU_TIME, ['-f', '%M', '-o', report, process.execPath, docusaurus, 'build']);
    peakMemoryMB = Math.round(Number(readFileSync(report, 'utf8').trim().split('\n').at(-1)) / 1024);
    rmSync(dir, { recursive: true });
  } else {
    await run(process.execPath, [docusaurus, 'build']);
  }
  // `npm run build` is both commands; the memory peak is the bundler's, compression needs far less.
  await run(process.execPath, ['scripts/post-build.mjs']);
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { wallSeconds: Math.round(wallSeconds * 10) / 10, peakMemoryMB };
}
