import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { TwoslashShikiReturn } from '@shikijs/twoslash';
import type { CodeBlock } from '../../build-helpers/code-blocks/extract.mjs';
import { expectedErrors } from '../../build-helpers/code-blocks/extract.mjs';
import {
  blockCompilerOptions,
  blockFileName,
  docsCodeBlocks,
  projectConfig,
  projectDeclarations,
  virtualFiles,
} from '../../build-helpers/code-blocks/program.mjs';

type Node = TwoslashShikiReturn['nodes'][number];

/** The types of the docs' blocks and the examples, from one language service over the program the type check builds. */
export type BlockTypes = {
  /** Hover and expected-error nodes of a docs block, as Twoslash renders them; the code is the one shown. */
  ofBlock(block: Pick<CodeBlock, 'page' | 'line' | 'lang' | 'code' | 'fileName'>): TwoslashShikiReturn;
  /** The same for a file of the project, such as an example under src/examples. */
  ofFile(file: string): TwoslashShikiReturn;
};

/**
 * One program for every block of `docsDir` and every example: one type checker answers all of
 * them, which Twoslash's own runner (a checker per block) takes seconds a block to do.
 */
export function createBlockTypes({
  root,
  docsDir,
  examplesDir,
  configName,
}: {
  root: string;
  /** The docs whose blocks the program holds; none for a program of examples only. */
  docsDir?: string;
  /** Files whose types are asked for too, placed in the program from the start. */
  examplesDir?: string;
  /** The tsconfig the program follows, tsconfig.json unless said. */
  configName?: string;
}): BlockTypes {
  const project = projectConfig(root, configName);
  const options = blockCompilerOptions(project);
  const files = new Map<string, { code: string; version: number }>();
  for (const [file, block] of docsDir ? virtualFiles(docsCodeBlocks(docsDir), docsDir) : [])
    files.set(file, { code: block.code, version: 0 });
  // A file added later would make a new program, and its checker would check every type again.
  const examples = examplesDir ? readdirSync(examplesDir).filter((entry) => /\.tsx?$/.test(entry)) : [];
  for (const name of examples) {
    const file = path.join(examplesDir!, name);
    files.set(file, { code: ts.sys.readFile(file) ?? '', version: 0 });
  }
  // The client and the server bundle compile each page: the second asks for the same blocks.
  const answers = new Map<string, TwoslashShikiReturn>();
  const roots = () => [...files.keys(), ...projectDeclarations(project)];

  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: roots,
    getScriptVersion: (file) => String(files.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const text = files.get(file)?.code ?? ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file)?.code ?? ts.sys.readFile(file),
    directoryExists: (dir) =>
      [...files.keys()].some((file) => file.startsWith(dir + path.sep)) || ts.sys.directoryExists(dir),
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  /** Puts `code` in the program under `file` (a page edited under `npm run dev`, say). */
  function place(file: string, code: string) {
    const known = files.get(file);
    if (known?.code !== code) files.set(file, { code, version: (known?.version ?? 0) + 1 });
  }

  function nodesOf(file: string, code: string): TwoslashShikiReturn {
    const key = `${file}\0${code}`;
    if (!answers.has(key)) answers.set(key, computeNodes(file, code));
    return answers.get(key)!;
  }

  function computeNodes(file: string, code: string): TwoslashShikiReturn {
    const source = service.getProgram()?.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the code blocks' program`);
    // The `// @errors:` line says what the block shows; the reader sees the code without it.
    const expected = expectedErrors(code);
    const cut = expected.length > 0 ? code.indexOf('\n') + 1 : 0;
    const shown = code.slice(cut);
    const where = (start: number) => {
      const { line, character } = ts.getLineAndCharacterOfPosition(source, start);
      const firstLine = ts.getLineAndCharacterOfPosition(source, cut).line;
      return { start: start - cut, line: line - firstLine, character };
    };
    const nodes: Node[] = [];
    const visit = (node: ts.Node) => {
      // A closing tag repeats its opening tag's name, whose popup says the same.
      if ((ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) && !ts.isJsxClosingElement(node.parent)) {
        const start = node.getStart(source);
        const info = service.getQuickInfoAtPosition(file, start);
        const text = info && ts.displayPartsToString(info.displayParts);
        if (text && start >= cut) {
          nodes.push({
            type: 'hover',
            ...where(start),
            length: node.getWidth(source),
            target: node.text,
            text,
            docs: ts.displayPartsToString(info.documentation) || undefined,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    // Only a block that shows an error on purpose needs them; the type check reports every other.
    for (const diagnostic of expected.length > 0 ? service.getSemanticDiagnostics(file) : []) {
      if (!expected.includes(diagnostic.code) || diagnostic.start === undefined) continue;
      nodes.push({
        type: 'error',
        ...where(diagnostic.start),
        length: diagnostic.length ?? 0,
        code: diagnostic.code,
        level: 'error',
        id: `err-${diagnostic.code}-${diagnostic.start}`,
        text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        filename: path.basename(file),
      });
    }
    return { code: shown, nodes };
  }

  return {
    ofBlock(block) {
      if (!docsDir) throw new Error('This program holds no docs blocks');
      const { named, numbered } = blockFileName(block, docsDir);
      const file = named && files.get(named)?.code === block.code ? named : numbered;
      place(file, block.code);
      return nodesOf(file, block.code);
    },
    ofFile(file) {
      const code = ts.sys.readFile(file);
      if (code === undefined) throw new Error(`Cannot read ${file}`);
      if (!files.has(file)) files.set(file, { code, version: 0 });
      place(file, code);
      return nodesOf(file, code);
    },
  };
}
