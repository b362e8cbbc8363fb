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

/**
 * Each row's half, fixed once: the tuning half is what you look at while you change ranking, the check
 * half is the figure that counts, kept apart so that ranking cannot learn its phrasing. A row's half
 * is a hash of its query text and this seed alone, so a row appended later falls into a half without
 * moving any other, and the files need no column for it.
 */
const SPLIT_SEED = 'moti-search-split-2026-11-28';

/** FNV-1a, 32 bits: a stable hash of a string, the same in every Node.js release. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/** The half of the split a query falls into: `'tuning'` or `'check'`. */
function halfOf(query) {
  return fnv1a(`${SPLIT_SEED}\n${query}`) % 2 === 0 ? 'tuning' : 'check';
}

export const HALVES = ['tuning', 'check'];

/** An issue's cell: Moti's issue number, or `owner/name#number` for another tracker's. */
const ISSUE = /^(?:\d+|[\w.-]+\/[\w.-]+#\d+)$/;

/**
 * The label an issue's author puts before its title to say what kind of post it is ("RFC:", "Idea:",
 * "Question/Feature Request:", "[RFC]"): a tracker's convention, which a reader typing into search
 * does not type, so the issue-title set searches the title without it. A tag that names a topic
 * (`[Next.js]`) stays.
 */
const LABEL = String.raw`(?:rfc|idea|question|feature request)`;
const TITLE_LABEL = new RegExp(String.raw`^\s*(?:\[${LABEL}\]|${LABEL}(?:\s*/\s*${LABEL})*\s*:)\s*`, 'i');

/**
 * The rows of a set: `{ query, routes, half, issue? }`; `issue` is a number for Moti's tracker, else its
 * `owner/name#number`, and its `query` is the title without its label (TITLE_LABEL); `half` is the
 * row's half of the split (halfOf).
 */
export function readQuerySet(file) {
  return readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const cells = line.split('\t');
      const cell = ISSUE.test(cells[0]) ? cells.shift() : undefined;
      const issue = cell && (/^\d+$/.test(cell) ? Number(cell) : cell);
      const [title, routes] = cells;
      return {
        query: issue ? title.replace(TITLE_LABEL, '') : title,
        routes: routes.split(',').map((route) => route.trim()),
        // Of the row as written, so that how a title is read never moves a row to the other half.
        half: halfOf(title),
        ...(issue && { issue }),
      };
    });
}
