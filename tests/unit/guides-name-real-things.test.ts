import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The guides are what a newcomer reads first, and they drift as the code moves: every file, folder
// and npm script they name must exist, and every link between them must reach a file and a heading.
const repo = path.resolve(__dirname, '../..');
const guides = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'bench/README.md',
  'patches/README.md',
  'server/README.md',
  'src/search/README.md',
];
const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
const withFolders = (files: string[]) =>
  new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const trackedPaths = withFolders(tracked);
const basenames = new Set(tracked.map((file) => path.basename(file)));
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

// patches/README names the files of a package that a patch changes, as the package lays them out.
const patchedPaths = withFolders(
  tracked
    .filter((file) => file.startsWith('patches/') && file.endsWith('.patch'))
    .flatMap((file) => [...readFileSync(path.join(repo, file), 'utf8').matchAll(/^diff --git a\/(\S+)/gm)])
    .map(([, file]) => file.replace(/^node_modules\/(@[^/]+\/)?[^/]+\//, '')),
);

/** Backticked spans of a Markdown file, code blocks included. */
const spans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span.trim());
// Placeholders, globs, routes, issue references, options and addresses are not files of the repository.
const isPattern = (span: string) => /[<>*…{}$ #]|^https?:|^\/|^\.|^-/.test(span);
const SOURCE_FILE = /^[\w.@+-]+\.(ts|tsx|mjs|cjs|css|md|patch)$/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s/g, '-');
const anchorsOf = (text: string) =>
  new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading.replace(/`/g, ''))));

/** Relative links of a Markdown file outside code: `[text](target)`. */
const links = (text: string) =>
  [
    ...text
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g),
  ]
    .map(([, target]) => target)
    .filter((target) => !/^(https?:|mailto:|\/)/.test(target));

/** The spans of `text` that name no file or folder of the repository (or, in patches/, of a patch). */
function missingNames(text: string, guide: string): string[] {
  const folder = path.dirname(guide) === '.' ? '' : `${path.dirname(guide)}/`;
  return spans(text).filter((span) => {
    if (isPattern(span)) return false;
    if (span.includes('/')) {
      // Build output and installed packages are not in the repository.
      if (/^(build|node_modules|bench\/results|test-results|text|application)\//.test(span) || span.startsWith('@')) {
        return false;
      }
      const bare = span.replace(/\/$/, '');
      if (guide === 'patches/README.md' && patchedPaths.has(bare)) return false;
      // A swizzle is named by its theme path, a plugin's file often without its extension, a part's
      // own file from its folder.
      const prefixes = ['', folder, 'src/theme/', 'src/plugins/', 'tests/unit/', 'tests/e2e/'];
      // Words joined by a slash (a query such as `memory/performance`) name no file: no extension,
      // and no folder of that name where a path could start.
      const first = bare.split('/')[0];
      if (!/\.\w+$/.test(bare) && !prefixes.some((prefix) => trackedPaths.has(prefix + first))) return false;
      const candidates = prefixes.flatMap((prefix) =>
        ['', '.ts', '.tsx', '.test.ts', '.spec.ts'].map((extension) => prefix + bare + extension),
      );
      return !candidates.some((candidate) => trackedPaths.has(candidate));
    }
    return SOURCE_FILE.test(span) && !basenames.has(span);
  });
}

/** The npm scripts `text` runs with `npm run x` that package.json lacks. */
const missingScripts = (text: string) =>
  [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name).filter((name) => !scripts.includes(name));

/** Links of `text` whose file, or heading in a Markdown file, does not exist. */
function brokenLinks(text: string, guide: string): string[] {
  return links(text).filter((target) => {
    const [file, anchor] = target.split('#');
    const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(guide), file)) : guide;
    if (!trackedPaths.has(resolved.replace(/\/$/, ''))) return true;
    if (!anchor || !resolved.endsWith('.md')) return false;
    return !anchorsOf(readFileSync(path.join(repo, resolved), 'utf8')).has(anchor);
  });
}

describe.each(guides)('%s', (guide) => {
  const text = readFileSync(path.join(repo, guide), 'utf8');

  it('names only files and folders that exist', () => {
    expect(missingNames(text, guide)).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    expect(missingScripts(text)).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    expect(brokenLinks(text, guide)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('catch a file, a script and a link that do not exist', () => {
    expect(
      missingNames(
        'Read `scripts/no-such-step.mjs`, `ghost.ts`, `ghost/step.mjs` and `scripts/gone/`.',
        'CONTRIBUTING.md',
      ),
    ).toEqual(['scripts/no-such-step.mjs', 'ghost.ts', 'ghost/step.mjs', 'scripts/gone/']);
    expect(missingNames('Read `engine/gone.ts` and `engine/missing`.', 'src/search/README.md')).toEqual([
      'engine/gone.ts',
      'engine/missing',
    ]);
    expect(missingNames('The patch changes `lib/client/nowhere.js`.', 'patches/README.md')).toEqual([
      'lib/client/nowhere.js',
    ]);
    expect(missingScripts('Run `npm run bench:nothing`.')).toEqual(['bench:nothing']);
    expect(
      brokenLinks('See [budgets](lib/nope.mjs) and [stages](../ARCHITECTURE.md#no-such-part).', 'bench/README.md'),
    ).toEqual(['lib/nope.mjs', '../ARCHITECTURE.md#no-such-part']);
  });

  it('accept what exists', () => {
    expect(missingNames('`lib/budgets.mjs`, `server/host-rules.mjs`', 'bench/README.md')).toEqual([]);
    expect(missingNames('`engine/query.ts`, `records/`, a query `memory/performance`', 'src/search/README.md')).toEqual(
      [],
    );
    expect(missingNames('`lib/theme/Tabs/index.js`', 'patches/README.md')).toEqual([]);
    expect(brokenLinks('[stages](../ARCHITECTURE.md#tests-and-benchmarks)', 'bench/README.md')).toEqual([]);
  });
});
