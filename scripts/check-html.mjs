// `npm run test:html`: every built page through the Nu HTML Checker (the W3C validator's engine, npm
// `vnu-jar`) in one process of the system's Java (scripts/ensure-java.mjs); prints the errors of each
// page and fails on any.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
// The run is short: the quick compiler alone halves it (its deeper frames need a larger stack); 512 MB is plenty.
const javaOptions = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-Xmx512m'];
const MESSAGES_SHOWN_PER_PAGE = 5;
// The checker's CSS profile predates `line-clamp` (CSS Overflow 4), which the theme's CSS sets beside
// `-webkit-line-clamp`, and container queries (CSS Containment 3), with which a table in a narrow
// doc column reflows as cards (src/css/fit-the-screen.css); pages carry that CSS inline, so the
// checker reads it.
const KNOWN_CHECKER_GAPS = [
  '.*Property “line-clamp” doesn.t exist.*',
  '.*Property “container” doesn.t exist.*',
  '.*Unrecognized at-rule “@container”.*',
];

/** The HTML files under `dir`, as sorted absolute paths. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * The checker's report on `files`: its version and its messages (errors only).
 * @param {string[]} files
 * @returns {{ version: string, messages: VnuMessage[] }}
 */
export function checkFiles(files) {
  const run = spawnSync(
    'java',
    [
      ...javaOptions,
      '-jar',
      vnuJar,
      '--errors-only',
      ...KNOWN_CHECKER_GAPS.flatMap((pattern) => ['--filterpattern', pattern]),
      '--format',
      'json',
      ...files,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (run.error) throw run.error;
  // The JSON report goes to stderr; anything else there is the checker failing to run.
  try {
    return JSON.parse(run.stderr);
  } catch {
    throw new Error(`The Nu HTML Checker did not report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
}

/** @typedef {{ type: string, subType?: string, url?: string, message: string, firstLine?: number, lastLine?: number, firstColumn?: number }} VnuMessage */

/**
 * The errors of each file (every file listed, most with none); an error not tied to a file goes under ''.
 * @param {string[]} files
 * @param {VnuMessage[]} messages
 * @returns {Map<string, VnuMessage[]>}
 */
export function errorsPerPage(files, messages) {
  const pages = new Map(files.map((file) => [file, []]));
  for (const message of messages) {
    if (message.type !== 'error' && message.type !== 'non-document-error') continue;
    const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : '';
    if (!pages.has(file)) pages.set(file, []);
    pages.get(file).push(message);
  }
  return pages;
}

function main() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No built site in ${buildDir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const files = htmlFiles(buildDir);
  const report = checkFiles(files);
  const pages = errorsPerPage(files, report.messages);
  const name = (file) => (file ? path.relative(buildDir, file) : '(checker)');
  const shownDir = path.relative('.', buildDir).startsWith('..') ? buildDir : path.relative('.', buildDir) || '.';
  console.log(`Nu HTML Checker ${report.version}: errors per page of ${shownDir}/`);
  for (const [file, errors] of pages) console.log(`${String(errors.length).padStart(6)}  ${name(file)}`);
  let total = 0;
  for (const [file, errors] of pages) {
    total += errors.length;
    for (const error of errors.slice(0, MESSAGES_SHOWN_PER_PAGE)) {
      console.error(
        `${name(file)}:${error.firstLine ?? error.lastLine ?? '?'}:${error.firstColumn ?? '?'} ${error.message}`,
      );
    }
    if (errors.length > MESSAGES_SHOWN_PER_PAGE) {
      console.error(`${name(file)}: ${errors.length - MESSAGES_SHOWN_PER_PAGE} more`);
    }
  }
  const failing = [...pages.values()].filter((errors) => errors.length > 0).length;
  console.log(`${total} errors on ${files.length} pages${total ? ` (${failing} pages with errors)` : ''}.`);
  if (total > 0) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
