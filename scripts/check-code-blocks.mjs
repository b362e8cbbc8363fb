// @ts-check
// Type-checks every ```ts and ```tsx block of docs/, as the React Native website's `lint-examples` does. It runs in
// `npm run typecheck`, right after `tsc`, so that a broken sample shows up where type errors are looked for.
// What a block is and how it compiles lives in src/build-helpers/code-blocks, which the highlighter's type popups share.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expectedErrors } from '../src/build-helpers/code-blocks/extract.mjs';
import {
  ancestors,
  blockCompilerOptions,
  docsCodeBlocks,
  LINE_CONFIGS,
  projectConfig,
  projectDeclarations,
  virtualFiles,
} from '../src/build-helpers/code-blocks/program.mjs';

export { extractCodeBlocks, metaWords } from '../src/build-helpers/code-blocks/extract.mjs';

/** @typedef {import('../src/build-helpers/code-blocks/extract.mjs').CodeBlock} CodeBlock */
/** @typedef {import('../src/build-helpers/code-blocks/extract.mjs').ReanimatedLine} ReanimatedLine */

/**
 * Type-checks the blocks of each Reanimated line in a program of that line's tsconfig
 * (src/build-helpers/code-blocks/program.mjs, LINE_CONFIGS).
 * @param {CodeBlock[]} blocks all of them: the skipped ones are compiled too, since checked ones may import them
 * @param {{ root: string; docsDir: string }} where
 * @returns {string[]} one line per problem, starting `path/to/page.mdx:line:column`
 */
export function typeCheckBlocks(blocks, where) {
  const problems = blocks
    .filter((block) => block.fileName && !/\.tsx?$/.test(block.fileName))
    .map(
      (block) =>
        `${path.relative(where.root, path.join(where.docsDir, block.page))}:${block.line + 1}:${block.indent + 1} ` +
        `${block.fileName} is not TypeScript: fence it as js`,
    );
  const lines = /** @type {ReanimatedLine[]} */ ([4, 3]);
  for (const line of lines.filter((wanted) => blocks.some((block) => block.reanimated === wanted)))
    problems.push(...typeCheckLine(blocks, line, where));
  return problems.sort(byPlace);
}

/** Page order: by page, then line and column (`page.mdx:12:3 …`); a problem of no block first. */
function byPlace(/** @type {string} */ a, /** @type {string} */ b) {
  const place = (/** @type {string} */ problem) => /^(.+?):(\d+):(\d+) /.exec(problem) ?? ['', '', '0', '0'];
  const [, pageA, lineA, columnA] = place(a);
  const [, pageB, lineB, columnB] = place(b);
  return pageA.localeCompare(pageB) || Number(lineA) - Number(lineB) || Number(columnA) - Number(columnB);
}

/**
 * Type-checks one line's blocks in one program, with that line's compiler options.
 * @param {CodeBlock[]} blocks all of them, so that a block finds the blocks of its page that it imports
 * @param {ReanimatedLine} line
 * @param {{ root: string; docsDir: string }} where
 */
function typeCheckLine(blocks, line, { root, docsDir }) {
  const project = projectConfig(root, LINE_CONFIGS[line]);
  const options = blockCompilerOptions(project);
  const files = virtualFiles(blocks, docsDir);
  const folders = new Set([...files.keys()].flatMap((file) => ancestors(path.dirname(file), docsDir)));

  const host = ts.createCompilerHost(options, true);
  const real = { ...host };
  host.fileExists = (file) => files.has(file) || real.fileExists(file);
  host.directoryExists = (dir) => folders.has(dir) || (real.directoryExists?.(dir) ?? false);
  host.readFile = (file) => files.get(file)?.code ?? real.readFile(file);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    const block = files.get(file);
    if (!block) return real.getSourceFile(file, languageVersion, ...rest);
    return ts.createSourceFile(file, block.code, languageVersion, true);
  };
  const program = ts.createProgram([...files.keys(), ...projectDeclarations(project)], options, host);

  const problems = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
  for (const [file, block] of files) {
    const page = path.relative(root, path.join(docsDir, block.page));
    if (block.skip || block.reanimated !== line) continue;
    const source = /** @type {ts.SourceFile} */ (program.getSourceFile(file));
    const expected = expectedErrors(block.code);
    const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of found.filter(({ code }) => !expected.includes(code))) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      problems.push(
        `${page}:${block.line + 1 + line}:${block.indent + character + 1} TS${diagnostic.code}: ${message}`,
      );
    }
    // A block that promises an error must still show it, or its prose describes nothing.
    for (const code of expected.filter((wanted) => !found.some((diagnostic) => diagnostic.code === wanted))) {
      problems.push(`${page}:${block.line + 1}:${block.indent + 1} expects TS${code}, which the block no longer has`);
    }
  }
  return problems;
}

/**
 * Extracts and type-checks the ts and tsx blocks of every page under `docsDir`.
 * @param {{ root: string; docsDir: string }} where
 */
export function checkCodeBlocks({ root, docsDir }) {
  const blocks = docsCodeBlocks(docsDir);
  /** @type {Record<string, number>} */
  const skipped = {};
  for (const { skip } of blocks) if (skip) skipped[skip] = (skipped[skip] ?? 0) + 1;
  /** @type {Record<string, number>} */
  const checked = {};
  for (const { skip, reanimated } of blocks)
    if (!skip) checked[`Reanimated ${reanimated}`] = (checked[`Reanimated ${reanimated}`] ?? 0) + 1;
  return { checked, skipped, problems: typeCheckBlocks(blocks, { root, docsDir }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = path.resolve(fileURLToPath(import.meta.url), '../..');
  const { checked, skipped, problems } = checkCodeBlocks({ root, docsDir: path.join(root, 'docs') });
  for (const problem of problems) console.error(problem);
  const skips = Object.entries(skipped).map(([reason, count]) => `${count} (${reason})`);
  const lines = Object.entries(checked).map(([line, count]) => `${count} against ${line}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Code blocks in docs/: ${lines.join(' + ') || 'none'} type-checked, ${skips.join(' + ') || 'none'} skipped, ` +
      `${problems.length} problem(s), ${seconds} s.`,
  );
  if (problems.length > 0) process.exitCode = 1;
}
