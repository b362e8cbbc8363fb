// Runs a page's npm commands with `--package-lock-only`, in a scratch app folder, and reads what npm
// resolved from the lock file: the registry decides, as it does for a reader, and nothing is installed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Resolved {
  /** Installed path (`node_modules/moti/node_modules/react`) to version. */
  packages: Map<string, string>;
}

/** The npm commands a page may give that change the tree, each of which takes `--package-lock-only`. */
const NPM_VERBS = new Set(['install', 'uninstall', 'dedupe']);

// `npm run` and `npx` hand the repository's .npmrc to child processes as npm_config_* variables
// (legacy-peer-deps=true among them), which would keep npm from installing peers as a reader's npm
// does. Without them, npm reads only the machine's own npmrc files, as it does in a reader's app. How
// the machine reaches a registry (its address, proxy, certificates, cache) stays, however it was set.
const MACHINE_SETTINGS = /^npm_config_(registry|(https?_|no_)?proxy|cafile|ca|strict_ssl|cache)$/i;
const readerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || MACHINE_SETTINGS.test(name)),
);

/** Writes a package.json with `dependencies` into a fresh folder and runs each npm command in it. */
export async function resolveWithNpm(dependencies: Record<string, string>, commands: string[], step: string) {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'moti-recipe-npm-'));
  try {
    fs.writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'recipe-app', version: '1.0.0', private: true, dependencies }),
    );
    for (const command of commands) {
      const [npm, verb, ...rest] = command.split(/\s+/);
      if (npm !== 'npm' || !NPM_VERBS.has(verb))
        throw new Error(`${step}: not an npm ${[...NPM_VERBS].join(', ')}: ${command}`);
      await run('npm', [verb, ...rest, '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: app,
        env: readerEnv,
        maxBuffer: 1 << 24,
      }).catch((error: { stderr: string }) => {
        throw new Error(`${step}: \`${command}\` failed:\n${error.stderr.slice(0, 2000)}`);
      });
    }
    const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8'));
    const packages = new Map<string, string>();
    for (const [where, entry] of Object.entries<{ version?: string }>(lock.packages)) {
      if (where && entry.version) packages.set(where, entry.version);
    }
    return { packages } satisfies Resolved;
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

/** Every copy of `name` in the tree other than the top-level one, as `path@version`. */
export function nestedCopies({ packages }: Resolved, name: string) {
  return [...packages]
    .filter(([where]) => where.endsWith(`/node_modules/${name}`))
    .map(([where, v]) => `${where}@${v}`);
}

/** The lines of a command block, without comments and blank lines. */
export const commandLines = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
