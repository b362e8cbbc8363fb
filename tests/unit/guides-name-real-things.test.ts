import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and ARCHITECTURE.md are the files a newcomer reads first and the ones that drift most:
// every file, folder and npm script they name in backticks must exist.
const repo = path.resolve(__dirname, '../..');
const guides = ['README.md', 'ARCHITECTURE.md'];
const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
const trackedPaths = new Set(
  tracked.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
);
const basenames = new Set(tracked.map((file) => path.basename(file)));
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

/** Backticked spans of a Markdown file, code blocks included. */
const spans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span.trim());
// Placeholders, globs, routes and addresses are not files of the repository.
const isPattern = (span: string) => /[<>*…{}$ ]|^https?:|^\/|^\.|^#/.test(span);
const SOURCE_FILE = /^[\w.@+-]+\.(ts|tsx|mjs|cjs|css|md|patch)$/;

describe.each(guides)('%s', (guide) => {
  const text = readFileSync(path.join(repo, guide), 'utf8');

  it('names only files and folders that exist', () => {
    const missing = spans(text).filter((span) => {
      if (isPattern(span)) return false;
      if (span.includes('/')) {
        // Build output and installed packages are not in the repository.
        if (/^(build|node_modules|bench\/results|test-results|text|application)\//.test(span) || span.startsWith('@')) {
          return false;
        }
        // A swizzle is named by its theme path, a plugin's file often without its extension.
        const candidates = ['', 'src/theme/', 'src/plugins/'].flatMap((folder) =>
          ['', '.ts', '.tsx'].map((extension) => folder + span.replace(/\/$/, '') + extension),
        );
        return !candidates.some((candidate) => trackedPaths.has(candidate));
      }
      return SOURCE_FILE.test(span) && !basenames.has(span);
    });
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
