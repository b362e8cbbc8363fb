// The development query sets of `npm run bench:search`, kept in bench/fixtures/. A line is a query, a tab and
// the routes that answer it (comma-separated); in the issue-title set the line starts with the issue's
// number (Moti's tracker) or `owner/name#number` (another tracker) and a tab. `#` starts a comment line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** The sets, each with its file in bench/fixtures/ and the key of its budget in SEARCH_BUDGETS.relevance. */
export const QUERY_SETS = [
  { name: 'keywords', file: 'dev-queries.tsv' },
  { name: 'symptoms', file: 'dev-symptom-queries.tsv' },
  { name: 'issues', file: 'dev-issue-queries.tsv' },
];

/** An issue's cell: Moti's issue number, or `owner/name#number` for another tracker's. */
const ISSUE = /^(?:\d+|[\w.-]+\/[\w.-]+#\d+)$/;

/** The rows of a set: `{ query, routes, issue? }`; `issue` is a number for Moti's tracker, else its `owner/name#number`. */
export function readQuerySet(file) {
  return readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const cells = line.split('\t');
      const cell = ISSUE.test(cells[0]) ? cells.shift() : undefined;
      const issue = cell && (/^\d+$/.test(cell) ? Number(cell) : cell);
      const [query, routes] = cells;
      return { query, routes: routes.split(',').map((route) => route.trim()), ...(issue && { issue }) };
    });
}
