import fs from 'node:fs';
import path from 'node:path';
import type { EntryExports } from './moti-exports';

export type DocPage = { file: string; text: string };

/** Every Markdown and MDX page under `dir`, with its path relative to `dir`. */
export function readDocPages(dir: string): DocPage[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

// What counts as an API name in the docs. `Moti` must be followed by a capital so that the word "Motion" is not an
// identifier; every Moti-prefixed export continues with one.
export const IDENTIFIER = /\b(?:Moti[A-Z]\w*|useMoti\w+|motify\w*|use\w*Animation\w*)\b/g;

const CODE_BLOCK = /^```[^\n]*\n([\s\S]*?)^```/gm;
const DECLARATION = /\b(?:const|let|var|function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;

const containsWord = (text: string, word: string) =>
  new RegExp(`(?<![\\w$])${word.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);

/** Names that a page's own code samples declare, such as `const MotiCard = motify(Card)()`. */
export function declaredInCode(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, code] of text.matchAll(CODE_BLOCK)) {
    for (const [, name] of code.matchAll(DECLARATION)) names.add(name);
  }
  return names;
}

/** Exports that no page mentions as a whole word. */
export function findUndocumented(names: Iterable<string>, pages: DocPage[]): string[] {
  return [...names].filter((name) => !pages.some((page) => containsWord(page.text, name)));
}

/** Exports whose exact import line is missing from the imports page. */
export function findUnlisted(exportsByEntry: Record<string, EntryExports>, importsPage: string): string[] {
  return Object.entries(exportsByEntry).flatMap(([entry, { values }]) =>
    values.map((name) => `import { ${name} } from '${entry}'`).filter((line) => !importsPage.includes(line)),
  );
}

/** Moti-like identifiers, in prose or code, that are neither exported, declared on the page, nor allowed. */
export function findUnknownIdentifiers(
  pages: DocPage[],
  known: ReadonlySet<string>,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  return pages.flatMap((page) => {
    const declared = declaredInCode(page.text);
    const names = new Set(page.text.match(IDENTIFIER) ?? []);
    return [...names]
      .filter((name) => !known.has(name) && !declared.has(name) && !allowed.has(name))
      .map((name) => `${page.file}: ${name}`);
  });
}

const IMPORT = /\bimport\s+(type\s+)?([^'";]*?)\s*from\s*['"](moti(?:\/[\w./-]+)?)['"]/g;

/** Import statements in code samples that name something their `moti` path does not export. */
export function findBadImports(pages: DocPage[], exportsByPath: Record<string, EntryExports>): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const [, code] of page.text.matchAll(CODE_BLOCK)) {
      for (const [, , clause, from] of code.matchAll(IMPORT)) {
        const available = exportsByPath[from];
        if (!available) {
          problems.push(`${page.file}: unknown import path '${from}'`);
          continue;
        }
        const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
        const outside = clause.replace(/\{[^}]*\}/, '').replace(/\*\s+as\s+[\w$]+/, '');
        if (/[\w$]/.test(outside)) problems.push(`${page.file}: default import from '${from}'`);
        for (const part of named.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !available.values.includes(name) && !available.types.includes(name)) {
            problems.push(`${page.file}: '${name}' is not exported by '${from}'`);
          }
        }
      }
    }
  }
  return problems;
}

/**
 * Words of running text on a page: front matter, imports, code blocks and JSX elements (such as
 * `<LiveExample … />`) left out; inline code and link labels count, as a reader reads them.
 */
export function proseWords(text: string): number {
  const prose = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(CODE_BLOCK, '')
    .replace(/^(?:import|export)\s.*$/gm, '')
    .replace(/^<[A-Z][\s\S]*?\/>$/gm, '')
    .replace(/\]\([^)]*\)/g, ']');
  return (prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}
