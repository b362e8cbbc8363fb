import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../vitest.config';

const repo = path.resolve(__dirname, '../../..');
// Git's `:(glob)` pathspecs read `*` and `**` as Vitest does, and list only the files of the repository.
const tracked = (...pathspecs: string[]) =>
  execFileSync('git', ['ls-files', '--', ...pathspecs], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const include = config.test?.include ?? [];

describe('vitest.config.ts', () => {
  it.each(include)('%s matches at least one test file', (pattern) => {
    expect(tracked(`:(glob)${pattern}`)).not.toEqual([]);
  });

  it('runs every unit test file of the repository', () => {
    const included = new Set(tracked(...include.map((pattern) => `:(glob)${pattern}`)));
    const unitTests = tracked('*.test.*').filter((file) => !file.includes('/fixtures/'));
    expect(unitTests.filter((file) => !included.has(file))).toEqual([]);
  });
});
