import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HALVES, QUERY_SETS, readQuerySet } from '../../bench/lib/query-sets.mjs';

const repo = path.resolve(__dirname, '../..');
type Row = { query: string; routes: string[]; half: string; issue?: number | string };

// Titles of these issues are kept for an independent check of search: a development set that used
// them would tune the engine on its own exam.
const HELD_OUT = new Set(
  (
    '14 19 21 31 35 36 39 40 45 47 50 51 55 67 68 70 73 80 86 98 104 117 120 132 150 153 159 168 186 193 199 ' +
    '201 202 204 211 222 225 243 269 281 282 304 305 317 323 329 333 337 349 356 357 362 363 366 385 386 391'
  )
    .split(' ')
    .map(Number),
);

const docOf = (route: string) => (route === '/' ? 'docs/welcome.mdx' : path.join('docs', `${route.slice(1)}.mdx`));

describe('the development query sets of bench:search', () => {
  const sets = (QUERY_SETS as { name: string; file: string }[]).map((set) => ({
    ...set,
    rows: readQuerySet(set.file) as Row[],
  }));

  it('name only routes that are pages of docs/', () => {
    const missing = sets.flatMap(({ name, rows }) =>
      rows.flatMap(({ query, routes }) =>
        routes
          .filter((route) => !existsSync(path.join(repo, docOf(route))))
          .map((route) => `${name}: ${query} → ${route}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('hold real issue titles, each once, none of them held out', () => {
    const issues = sets.find((set) => set.name === 'issues')!.rows;
    expect(issues.length).toBeGreaterThan(0);
    // Each row names its issue: Moti's by number, another tracker's (Expo's, Reanimated's) as owner/name#number.
    expect(issues.filter((row) => row.issue === undefined).map((row) => row.query)).toEqual([]);
    expect(issues.filter((row) => HELD_OUT.has(row.issue as number)).map((row) => row.issue)).toEqual([]);
    expect(new Set(issues.map((row) => row.issue)).size).toBe(issues.length);
  });

  it('split every set into a tuning half and a check half, neither of them small', () => {
    for (const { name, rows } of sets) {
      for (const half of HALVES as string[])
        expect(rows.filter((row) => row.half === half).length, `${name}: ${half}`).toBeGreaterThan(rows.length / 4);
    }
  });

  it('live in the repository: no script or guide reads them from beside the checkout', () => {
    const files = execFileSync('git', ['ls-files', '--', 'bench', 'src/search', 'README.md', 'ARCHITECTURE.md'], {
      cwd: repo,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const outside = files.filter((file) => readFileSync(path.join(repo, file), 'utf8').includes('shared/search'));
    expect(outside).toEqual([]);
  });
});
