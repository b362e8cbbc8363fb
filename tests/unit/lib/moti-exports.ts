import path from 'node:path';
import ts from 'typescript';

// moti's four public entry points, mapped to the declaration files their `types` name.
export const PUBLIC_ENTRY_POINTS = {
  moti: 'index.d.ts',
  'moti/interactions': 'interactions/index.d.ts',
  'moti/skeleton': 'skeleton/index.d.ts',
  'moti/svg': 'svg/index.d.ts',
} as const;

// Other import paths that exist in the package: `moti/author` is in its exports map, and the
// react-native-linear-gradient skeleton ships as a plain file with declarations under build/.
export const OTHER_IMPORT_PATHS = {
  'moti/author': 'author/index.d.ts',
  'moti/skeleton/react-native-linear-gradient': 'build/skeleton/native.d.ts',
} as const;

export type EntryExports = {
  values: string[];
  types: string[];
  /** The properties of the default export's type, when there is one (`Animated.createAnimatedComponent`). */
  defaultMembers: string[];
};

function isTypeOnlyDeclaration(declaration: ts.Declaration): boolean {
  if (ts.isExportSpecifier(declaration)) {
    return declaration.isTypeOnly || declaration.parent.parent.isTypeOnly;
  }
  return ts.isImportSpecifier(declaration) && declaration.isTypeOnly;
}

// Follows `export { a as b } from` and `export *` chains one hop at a time, so that a value
// re-exported with `export type` still counts as a type.
function classify(checker: ts.TypeChecker, exported: ts.Symbol): 'value' | 'type' {
  let symbol = exported;
  let typeOnly = false;
  for (let hops = 0; symbol.flags & ts.SymbolFlags.Alias; hops++) {
    if (hops > 50) throw new Error(`alias chain too long for ${exported.name}`);
    typeOnly ||= (symbol.declarations ?? []).some(isTypeOnlyDeclaration);
    const next = checker.getImmediateAliasedSymbol(symbol);
    if (!next) throw new Error(`cannot resolve the export ${exported.name}`);
    symbol = next;
  }
  if (symbol.flags === ts.SymbolFlags.None || !symbol.declarations?.length) {
    throw new Error(`the export ${exported.name} resolves to nothing; is a dependency missing?`);
  }
  return !typeOnly && symbol.flags & ts.SymbolFlags.Value ? 'value' : 'type';
}

/** Reads the exported names of each entry point from the package's own declaration files. */
export function readPackageExports(
  packageDir: string,
  entries: Readonly<Record<string, string>>,
): Record<string, EntryExports> {
  const files = Object.fromEntries(
    Object.entries(entries).map(([entry, file]) => [entry, path.join(packageDir, file)]),
  );
  const program = ts.createProgram(Object.values(files), {
    noEmit: true,
    skipLibCheck: true,
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const result: Record<string, EntryExports> = {};
  for (const [entry, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry}: no module at ${file}`);
    const found: EntryExports = { values: [], types: [], defaultMembers: [] };
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const kind = classify(checker, symbol);
      (kind === 'value' ? found.values : found.types).push(symbol.name);
      if (symbol.name === 'default' && kind === 'value') {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const type = checker.getTypeOfSymbol(target);
        found.defaultMembers = checker.getPropertiesOfType(type).map((property) => property.name);
      }
    }
    found.values.sort();
    found.types.sort();
    result[entry] = found;
  }
  return result;
}
