import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../../..');

// A reader of this repository has neither the specification nor the issue tracker it was built
// from: comments and guides say why in their own words. `docs/` is left out, where pages rightly
// cite Moti's public GitHub issues by number.
const OUTSIDE_REFERENCE = /§\s?\d|\bspec(?:ification)?\s+section\s+\d|\bissues?\s+#?\d/i;

describe('the repository stands alone', () => {
  it('has no comment or guide that cites a specification section or an issue number', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js', '*.css', '*.md', ':!docs/**'],
      { cwd: repo, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const citing = files.flatMap((file) =>
      readFileSync(path.join(repo, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
