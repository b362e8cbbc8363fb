// Does `npm test` pass on a fresh clone while another CPU-heavy job runs beside it? Clones the
// committed HEAD of this repository, runs `npm ci` once, then `npm test` RUNS times in a row while a
// load job loops beside it, and prints pass or fail and the time of each run.
//
//   node scripts/test-under-load.mjs [--runs 3] [--load "<shell command>"] [--busy 1] [--dir <folder>] [--keep]
//
// The default load is `npm run build` over and over in a second fresh clone. `--load` runs another
// command in a loop instead, from the first clone's folder (for example --load "npx tsc --noEmit").
// `--busy N` adds N processes that keep one core each busy, so that with the build loop both cores
// of a 2-core machine stay busy the whole time.
// The clones go to a new temporary folder unless --dir names one; --keep leaves them there.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatDuration as format } from './lib/format-duration.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    load: { type: 'string' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
    busy: { type: 'string', default: '0' },
  },
});
const busy = Number(options.busy);
if (!Number.isInteger(busy) || busy < 0) throw new Error(`--busy wants a whole number, not ${options.busy}`);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number, not ${options.runs}`);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = options.dir ? path.resolve(options.dir) : mkdtempSync(path.join(os.tmpdir(), 'moti-docs-load-'));
const suiteDir = path.join(work, 'suite');
const loadDir = path.join(work, 'load');

const seconds = (since) => (performance.now() - since) / 1000;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Runs a command to its end; its output goes to the terminal. Resolves with its exit code. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    spawn(command, args, { cwd, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
  });
}

function clone(dir) {
  execFileSync('git', ['clone', '--quiet', repo, dir], { stdio: 'inherit' });
}

console.log(`[load test] clones in ${work}; load average now ${load()}`);
clone(suiteDir);
const installs = [run('npm', ['ci'], suiteDir)];
if (!options.load) {
  clone(loadDir);
  installs.push(run('npm', ['ci'], loadDir));
}
if ((await Promise.all(installs)).some((code) => code !== 0)) throw new Error('npm ci failed');

// The load job loops in its own process group, so that stopping it stops its children too.
const loadCommand = options.load ?? 'npm run build > /dev/null 2>&1';
const loadJob = spawn('sh', ['-c', `while true; do ${loadCommand}; done`], {
  cwd: options.load ? suiteDir : loadDir,
  stdio: 'ignore',
  detached: true,
});
const busyJobs = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: true }),
);
console.log(`[load test] load job: ${loadCommand} (in a loop)${busy ? `, and ${busy} busy core loop(s)` : ''}`);

// The load jobs run detached: stopping this script must stop them too, or they outlive it.
const stopLoad = () => {
  for (const job of [loadJob, ...busyJobs]) {
    try {
      process.kill(-job.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopLoad();
    process.exit(1);
  });
}

const results = [];
try {
  for (let index = 1; index <= runs; index += 1) {
    console.log(`\n[load test] run ${index} of ${runs}: npm test (load average ${load()})`);
    const start = performance.now();
    const code = await run('npm', ['test'], suiteDir);
    results.push({ index, passed: code === 0, seconds: seconds(start), load: load() });
  }
} finally {
  stopLoad();
}

console.log(
  `\nrun  result  time        load average after (1, 5, 15 min)  — load job: ${loadCommand}${busy ? ` + ${busy} busy loop(s)` : ''}`,
);
for (const { index, passed, seconds: s, load: average } of results) {
  console.log(`${String(index).padEnd(4)} ${(passed ? 'pass' : 'FAIL').padEnd(7)} ${format(s).padEnd(11)} ${average}`);
}
if (!options.keep) {
  // Only what this script made: the clones, and the temporary folder when it chose it.
  for (const dir of options.dir ? [suiteDir, loadDir] : [work]) rmSync(dir, { recursive: true, force: true });
}
process.exitCode = results.every((result) => result.passed) ? 0 : 1;
