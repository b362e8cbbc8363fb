// `npm test`: every check of the site, stage by stage, stopping at the first failure, then a table of
// how long each took. Stages in one group run side by side, so that neither core of a 2-core machine
// waits: tsc and ESLint are one single-threaded process each and finish at different times, so the
// unit tests fill the gap; the HTML checker and the HTTP tests read the production build while the
// hosted-search build, which the browser tests also use, is made, and the integration tests build
// their fixture sites. Each stage is also its own npm script.
import { spawn } from 'node:child_process';
import { formatDuration as format } from './lib/format-duration.mjs';

/** @typedef {{ name: string, command: string[] }} Stage */

/** @type {Stage[][]} */
const groups = [
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  ],
  [{ name: 'build', command: ['npm', 'run', 'build'] }],
  [
    { name: 'html', command: ['npm', 'run', 'test:html'] },
    { name: 'http', command: ['npm', 'run', 'test:http'] },
    { name: 'integration', command: ['npm', 'run', 'test:integration'] },
    { name: 'hosted build', command: ['node', 'scripts/variant-builds.mjs'] },
  ],
  [{ name: 'e2e', command: ['npm', 'run', 'test:e2e'] }],
];

/**
 * Runs one stage; alone, its output streams through; beside others, it is held and printed in one
 * piece when the stage ends, so that the logs of two stages do not interleave.
 * @param {Stage} stage
 * @param {boolean} alone
 * @returns {Promise<{ name: string, ok: boolean, seconds: number }>}
 */
function run(stage, alone) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n── ${stage.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, ok: code === 0, seconds: (performance.now() - start) / 1000 });
    });
  });
}

/** @type {{ label: string, seconds: number, status: string }[]} */
const rows = [];
let failed = '';
const start = performance.now();
for (const group of groups) {
  const groupStart = performance.now();
  const done = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  for (const { name, ok, seconds } of done) {
    const others = group.filter((stage) => stage.name !== name).map((stage) => stage.name);
    rows.push({
      label: name,
      seconds,
      status: `${ok ? 'passed' : 'FAILED'}${others.length ? ` (beside ${others.join(', ')})` : ''}`,
    });
  }
  if (group.length > 1)
    rows.push({ label: '  together', seconds: (performance.now() - groupStart) / 1000, status: '' });
  failed = done.find((result) => !result.ok)?.name ?? '';
  if (failed) break;
}
rows.push({
  label: 'total',
  seconds: (performance.now() - start) / 1000,
  status: failed ? `stopped at ${failed}` : 'passed',
});

console.log(`\n${'stage'.padEnd(14)} ${'time'.padEnd(10)} result`);
for (const { label, seconds, status } of rows)
  console.log(`${label.padEnd(14)} ${format(seconds).padEnd(10)} ${status}`);
process.exitCode = failed ? 1 : 0;
