// `npm test`: every check of the site, then a table of how long each took. A stage starts as soon as
// the stages it needs have passed, so that neither core of a 2-core machine waits: the production
// build starts at once, beside the checks that need no build, and the browser tests start the moment
// it is done. They are the longest stage and spend much of their time waiting for animations and
// page loads, which the type-check, lint, unit, integration, HTML and HTTP checks fill. The first
// failure stops every stage still running. Each stage is also its own npm script.
import { spawn } from 'node:child_process';
import { formatDuration as format } from './lib/format-duration.mjs';

/** @typedef {{ name: string, command: string[], needs?: string[], streams?: boolean }} Stage */

/** @type {Stage[]} */
const stages = [
  { name: 'build', command: ['npm', 'run', 'build'] },
  // Its output streams through: it is the one a reader waits for. The others print theirs in one
  // piece when they end, so that the logs of two stages do not interleave.
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], needs: ['build'], streams: true },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'integration', command: ['npm', 'run', 'test:integration'] },
  { name: 'html', command: ['npm', 'run', 'test:html'], needs: ['build'] },
  { name: 'http', command: ['npm', 'run', 'test:http'], needs: ['build'] },
  // The pages' setups on fixture apps: bundlers, Chromium, Jest and npm against the registry.
  { name: 'recipes', command: ['npm', 'run', 'test:recipes'] },
];

const start = performance.now();
const since = (/** @type {number} */ time) => (performance.now() - time) / 1000;

/** @type {Map<string, { seconds: number, status: string }>} */
const results = new Map();
/** @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();
let failed = '';

/**
 * Runs one stage in a process group of its own, so that a failure elsewhere can stop it with its
 * children (a browser, a Java checker, a bundler's workers).
 * @param {Stage} stage
 * @returns {Promise<void>}
 */
function run(stage) {
  const began = performance.now();
  const child = spawn(stage.command[0], stage.command.slice(1), {
    stdio: stage.streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(stage.name, child);
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(stage.name);
      if (!stage.streams) {
        console.log(`\n── ${stage.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      const stopped = failed !== '' && code !== 0 && failed !== stage.name;
      const status = code === 0 ? 'passed' : stopped ? `stopped (${failed} failed)` : 'FAILED';
      results.set(stage.name, { seconds: since(began), status });
      if (code !== 0 && !failed) stopAll(stage.name);
      resolve();
    });
  });
}

/** Stops every stage still running once `name` has failed. */
function stopAll(/** @type {string} */ name) {
  failed = name;
  for (const child of running.values()) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** @type {Map<string, Promise<void>>} */
const done = new Map();
/** Starts a stage once every stage it needs has passed; never, if one of them failed. */
function schedule(/** @type {Stage} */ stage) {
  if (!done.has(stage.name)) {
    const needs = (stage.needs ?? []).map((name) =>
      schedule(/** @type {Stage} */ (stages.find((s) => s.name === name))),
    );
    done.set(
      stage.name,
      Promise.all(needs).then(() => (failed ? undefined : run(stage))),
    );
  }
  return /** @type {Promise<void>} */ (done.get(stage.name));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll('interrupted');
    process.exit(1);
  });
}
await Promise.all(stages.map(schedule));

console.log(`\n${'stage'.padEnd(14)} ${'time'.padEnd(10)} result`);
for (const { name, needs } of stages) {
  const result = results.get(name);
  const after = needs ? ` (after ${needs.join(', ')})` : '';
  console.log(
    `${name.padEnd(14)} ${(result ? format(result.seconds) : '').padEnd(10)} ${result?.status ?? 'not run'}${result ? after : ''}`,
  );
}
console.log(`${'total'.padEnd(14)} ${format(since(start)).padEnd(10)} ${failed ? `stopped at ${failed}` : 'passed'}`);
process.exitCode = failed ? 1 : 0;
