// @ts-check
// Type-checks every ```ts and ```tsx block of docs/, as the React Native website's `lint-examples` does. It runs in
// `npm run typecheck`, right after `tsc`, so that a broken sample shows up where type errors are looked for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const CHECKED_LANGUAGES = new Set(['ts', 'tsx']);
// Next.js is not installed (its package and compiler binary weigh about 300 MB), so its samples cannot be checked.
const NOT_INSTALLED = /^next(\/|$)/;
// A sample that stands for a file of its own names it on its first line, as in `// app/page.tsx`.
const FILE_NAME_COMMENT = /^\/\/ ([\w.@/-]+\.[a-z]+)\s*$/;

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

/**
 * @typedef {object} CodeBlock
 * @property {string} page path of the page, relative to the docs folder
 * @property {number} line 1-based line of the opening fence in the page
 * @property {number} indent columns of indentation of the fence (inside a list item, say)
 * @property {string} lang
 * @property {string} code
 * @property {string | undefined} fileName from a first-line comment such as `// app/page.tsx`
 * @property {'fragment' | 'imports next' | undefined} skip why the block is not checked, if it is not
 */

/**
 * The words of a code block's meta, leaving out key=value pairs such as title="a fragment" and {1,3}.
 * @param {string | null | undefined} meta
 */
export function metaWords(meta) {
  return (meta ?? '')
    .replace(/[\w-]+=(?:"[^"]*"|'[^']*'|\S*)|\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * @param {string} code
 * @param {string | null | undefined} meta
 * @returns {CodeBlock['skip']}
 */
function skipReason(code, meta) {
  if (metaWords(meta).includes('fragment')) return 'fragment';
  const imports = ts.preProcessFile(code).importedFiles.map((file) => file.fileName);
  return imports.some((name) => NOT_INSTALLED.test(name)) ? 'imports next' : undefined;
}

/**
 * The ts and tsx code blocks of one Markdown or MDX page, found by the MDX parser Docusaurus uses.
 * @param {string} page
 * @param {string} text
 * @returns {CodeBlock[]}
 */
export function extractCodeBlocks(page, text) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  visit(markdown.parse(text), 'code', (node) => {
    if (!node.lang || !CHECKED_LANGUAGES.has(node.lang) || !node.position) return;
    const { line, column } = node.position.start;
    blocks.push({
      page,
      line,
      indent: column - 1,
      lang: node.lang,
      code: node.value,
      fileName: node.value.split('\n', 1)[0].match(FILE_NAME_COMMENT)?.[1],
      skip: skipReason(node.value, node.meta),
    });
  });
  return blocks;
}

/**
 * tsconfig.json's compiler options and files, as `tsc --noEmit` reads them.
 * @param {string} root
 */
function projectConfig(root) {
  const configPath = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
}

/**
 * Where each block lives in the program. The blocks of a page share a folder, so that `./fade-in-card`
 * finds the block named `// app/fade-in-card.tsx` from the one named `// app/page.tsx`.
 * @param {CodeBlock[]} blocks
 * @param {string} docsDir
 */
function virtualFiles(blocks, docsDir) {
  /** @type {Map<string, CodeBlock>} */
  const files = new Map();
  for (const block of blocks) {
    const folder = path.join(docsDir, `${block.page}.blocks`);
    const named = block.fileName && /\.tsx?$/.test(block.fileName) && path.join(folder, block.fileName);
    files.set(named && !files.has(named) ? named : path.join(folder, `${block.line}.${block.lang}`), block);
  }
  return files;
}

/**
 * `dir` and its parents, up to and including `top`.
 * @param {string} dir
 * @param {string} top
 */
function ancestors(dir, top) {
  /** @type {string[]} */
  const list = [];
  for (let current = dir; current.startsWith(top); current = path.dirname(current)) list.push(current);
  return list;
}

/**
 * Type-checks the blocks in one program, with the site's compiler options.
 * @param {CodeBlock[]} blocks all of them: the skipped ones are compiled too, since checked ones may import them
 * @param {{ root: string; docsDir: string }} where
 * @returns {string[]} one line per problem, starting `path/to/page.mdx:line:column`
 */
export function typeCheckBlocks(blocks, { root, docsDir }) {
  const project = projectConfig(root);
  // Each block is a module of its own, so that two samples may both declare `App`.
  const options = { ...project.options, moduleDetection: ts.ModuleDetectionKind.Force };
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
  // src/types declares what Moti's types need from React Native; the samples need it as much as src/examples.
  const declarations = project.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram([...files.keys(), ...declarations], options, host);

  const problems = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
  for (const [file, block] of files) {
    const page = path.relative(root, path.join(docsDir, block.page));
    if (block.fileName && !/\.tsx?$/.test(block.fileName)) {
      problems.push(
        `${page}:${block.line + 1}:${block.indent + 1} ${block.fileName} is not TypeScript: fence it as js`,
      );
    }
    if (block.skip) continue;
    const source = /** @type {ts.SourceFile} */ (program.getSourceFile(file));
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
      problems.push(
        `${page}:${block.line + 1 + line}:${block.indent + character + 1} TS${diagnostic.code}: ${message}`,
      );
    }
  }
  return problems;
}

/**
 * Extracts and type-checks the ts and tsx blocks of every page under `docsDir`.
 * @param {{ root: string; docsDir: string }} where
 */
export function checkCodeBlocks({ root, docsDir }) {
  const pages = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  const blocks = pages
    .sort()
    .flatMap((page) => extractCodeBlocks(page, readFileSync(path.join(docsDir, page), 'utf8')));
  /** @type {Record<string, number>} */
  const skipped = {};
  for (const { skip } of blocks) if (skip) skipped[skip] = (skipped[skip] ?? 0) + 1;
  const checked = blocks.filter((block) => !block.skip).length;
  return { checked, skipped, problems: typeCheckBlocks(blocks, { root, docsDir }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = path.resolve(fileURLToPath(import.meta.url), '../..');
  const { checked, skipped, problems } = checkCodeBlocks({ root, docsDir: path.join(root, 'docs') });
  for (const problem of problems) console.error(problem);
  const skips = Object.entries(skipped).map(([reason, count]) => `${count} (${reason})`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Code blocks in docs/: ${checked} type-checked, ${skips.join(' + ') || 'none'} skipped, ` +
      `${problems.length} problem(s), ${seconds} s.`,
  );
  if (problems.length > 0) process.exitCode = 1;
}
