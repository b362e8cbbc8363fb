// `npm run bench`: every benchmark in turn. bench:quality builds cold first, so the others measure
// that same fresh build. Each prints its own table and writes bench/results/<name>.json; this
// runner passes `--routes=…` on to bench:quality and exits non-zero if any budget was missed.
import { spawnSync } from 'node:child_process';

const benchmarks = [
  'bench:quality',
  'bench:examples',
  'bench:editor',
  'bench:designer',
  'bench:search',
  'bench:serve',
  'bench:security',
];
const forwarded = process.argv.slice(2);
const failed = [];

for (const name of benchmarks) {
  console.log(`\n=== npm run ${name}`);
  const args = ['run', name, ...(name === 'bench:quality' && forwarded.length ? ['--', ...forwarded] : [])];
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}

console.log(failed.length ? `\nOver budget or failed: ${failed.join(', ')}` : '\nEvery benchmark within budget.');
process.exit(failed.length ? 1 : 0);
