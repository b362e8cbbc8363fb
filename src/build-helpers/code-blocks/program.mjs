// @ts-check
// The one TypeScript setting of the docs' code blocks: tsconfig.json's options, each block a module of
// its own in a folder of its page. The type check and the highlighter's type popups both build on it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks } from './extract.mjs';

/** @typedef {import('./extract.mjs').CodeBlock} CodeBlock */
/** @typedef {import('./extract.mjs').ReanimatedLine} ReanimatedLine */

/**
 * The tsconfig a line's blocks compile with: tsconfig.json resolves `react-native-reanimated` to 4.x,
 * the package readers install; tsconfig.reanimated-3.json resolves it to 3.x, installed under an alias.
 * @type {Record<ReanimatedLine, string>}
 */
export const LINE_CONFIGS = { 4: 'tsconfig.json', 3: 'tsconfig.reanimated-3.json' };

/**
 * tsconfig.json's compiler options and files, as `tsc --noEmit` reads them, or another config's.
 * @param {string} root
 * @param {string} [configName] another line's, such as tsconfig.reanimated-3.json
 */
export function projectConfig(root, configName = 'tsconfig.json') {
  const configPath = path.join(root, configName);
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
}

/**
 * The options blocks compile with: the site's, and each block a module of its own, so that two
 * samples may both declare `App`.
 * @param {ts.ParsedCommandLine} project
 * @returns {ts.CompilerOptions}
 */
export function blockCompilerOptions(project) {
  return { ...project.options, moduleDetection: ts.ModuleDetectionKind.Force };
}

/**
 * The declaration files of the project: src/types declares what Moti's types need from React Native,
 * and the samples need it as much as src/examples.
 * @param {ts.ParsedCommandLine} project
 */
export function projectDeclarations(project) {
  return project.fileNames.filter((file) => file.endsWith('.d.ts'));
}

/**
 * The file a block stands for in the program. The blocks of a page share a folder, so that
 * `./fade-in-card` finds the block named `// app/fade-in-card.tsx` from the one named `// app/page.tsx`.
 * @param {Pick<CodeBlock, 'page' | 'line' | 'lang' | 'fileName'>} block
 * @param {string} docsDir
 */
export function blockFileName(block, docsDir) {
  const folder = path.join(docsDir, `${block.page}.blocks`);
  const named = block.fileName && /\.tsx?$/.test(block.fileName) ? path.join(folder, block.fileName) : undefined;
  return { named, numbered: path.join(folder, `${block.line}.${block.lang}`) };
}

/**
 * Where each block lives in the program: its named file, or its line's when the name is taken.
 * @param {CodeBlock[]} blocks
 * @param {string} docsDir
 */
export function virtualFiles(blocks, docsDir) {
  /** @type {Map<string, CodeBlock>} */
  const files = new Map();
  for (const block of blocks) {
    const { named, numbered } = blockFileName(block, docsDir);
    files.set(named && !files.has(named) ? named : numbered, block);
  }
  return files;
}

/**
 * Every ts and tsx block of the pages under `docsDir`, in page order.
 * @param {string} docsDir
 */
export function docsCodeBlocks(docsDir) {
  const pages = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  return pages.sort().flatMap((page) => extractCodeBlocks(page, readFileSync(path.join(docsDir, page), 'utf8')));
}

/**
 * `dir` and its parents, up to and including `top`.
 * @param {string} dir
 * @param {string} top
 */
export function ancestors(dir, top) {
  /** @type {string[]} */
  const list = [];
  for (let current = dir; current.startsWith(top); current = path.dirname(current)) list.push(current);
  return list;
}
