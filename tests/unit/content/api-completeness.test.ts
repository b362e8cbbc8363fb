// Every public export of moti 0.30 is documented and listed on /api/imports, and the docs
// name no Moti identifier that the package lacks. The package's own declarations are the truth.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTHER_IMPORT_PATHS, PUBLIC_ENTRY_POINTS, readPackageExports, type EntryExports } from '../lib/moti-exports';
import {
  findBadImports,
  findUndocumented,
  findUnknownIdentifiers,
  findUnlisted,
  readDocPages,
  type DocPage,
} from '../lib/doc-checks';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const packageDir = path.join(root, 'node_modules/moti');
const importsPageFile = path.join(root, 'docs/api/imports.mdx');

const everyPath = readPackageExports(packageDir, { ...PUBLIC_ENTRY_POINTS, ...OTHER_IMPORT_PATHS });
const publicEntries = Object.fromEntries(
  Object.keys(PUBLIC_ENTRY_POINTS).map((entry) => [entry, everyPath[entry]]),
) as Record<string, EntryExports>;
const publicValues = new Set(Object.values(publicEntries).flatMap((entry) => entry.values));
const knownNames = new Set(Object.values(everyPath).flatMap((entry) => [...entry.values, ...entry.types]));

// Real names that are not exports. Each must occur in the package's built code, so that the list
// cannot hide an invented name: `MotiSvg.` is the display name prefix that motifySvg gives.
const ALLOWED = { MotiSvg: 'build/svg/motify-svg.js' } as const;

const pages = readDocPages(path.join(root, 'docs'));
const importsPage = fs.readFileSync(importsPageFile, 'utf8');

describe('exports read from the installed moti', () => {
  it('finds the components, hooks and functions that readers look up most', () => {
    for (const name of ['MotiView', 'MotiProgressBar', 'AnimatePresence', 'motify', 'useMotify']) {
      expect(publicEntries.moti.values).toContain(name);
    }
    expect(publicEntries['moti/interactions'].values).toEqual(
      expect.arrayContaining(['MotiPressable', 'MotiHover', 'useMotiHover', 'mergeAnimateProp']),
    );
    expect(publicEntries['moti/skeleton'].values).toEqual(['Skeleton']);
    expect(publicEntries['moti/svg'].values).toEqual(['motifySvg']);
  });

  it('keeps type-only exports out of the value list', () => {
    expect(publicEntries.moti.values).not.toContain('MotiProgressBarProps');
    expect(publicEntries.moti.types).toContain('MotiProgressBarProps');
    expect(publicEntries['moti/interactions'].types).toContain('MotiPressableProps');
  });
});

describe('test 1: every public value export is documented', () => {
  it('is named on at least one docs page', () => {
    expect(findUndocumented(publicValues, pages)).toEqual([]);
  });

  it('is listed on /api/imports with its import line', () => {
    expect(findUnlisted(publicEntries, importsPage)).toEqual([]);
  });

  it('would fail if an export were missing from the docs', () => {
    const withoutPressable = pages.map((page) => ({
      ...page,
      text: page.text.replace(/\bMotiPressable\b/g, 'Pressable'),
    }));
    expect(findUndocumented(publicValues, withoutPressable)).toEqual(['MotiPressable']);

    const lineRemoved = importsPage.replaceAll("import { motifySvg } from 'moti/svg'", '');
    expect(findUnlisted(publicEntries, lineRemoved)).toEqual(["import { motifySvg } from 'moti/svg'"]);
  });
});

describe('test 2: the docs name no Moti identifier the package lacks', () => {
  it('allows only names that occur in the package', () => {
    for (const [name, file] of Object.entries(ALLOWED)) {
      expect(fs.readFileSync(path.join(packageDir, file), 'utf8')).toContain(name);
    }
  });

  it('finds no unknown Moti, useMoti, motify or use…Animation identifier', () => {
    expect(findUnknownIdentifiers(pages, knownNames, new Set(Object.keys(ALLOWED)))).toEqual([]);
  });

  it('finds no import of a name that its moti path does not export', () => {
    expect(findBadImports(pages, everyPath)).toEqual([]);
  });

  it('would fail on invented names and wrong import paths', () => {
    const invented: DocPage[] = [
      {
        file: 'invented.mdx',
        text: [
          'Use `MotiFlatList`, useMotiGesture() or useSpringAnimation. Motion is a word.',
          '```tsx',
          "import { MotiPressable } from 'moti';",
          "import Moti from 'moti/svg';",
          "import { Skeleton } from 'moti/skeletons';",
          'const MotiCard = motify(Card)();',
          '```',
          'Then render `MotiCard` and `useAnimationState`.',
        ].join('\n'),
      },
    ];
    expect(findUnknownIdentifiers(invented, knownNames)).toEqual([
      'invented.mdx: MotiFlatList',
      'invented.mdx: useMotiGesture',
      'invented.mdx: useSpringAnimation',
    ]);
    expect(findBadImports(invented, everyPath)).toEqual([
      "invented.mdx: 'MotiPressable' is not exported by 'moti'",
      "invented.mdx: default import from 'moti/svg'",
      "invented.mdx: unknown import path 'moti/skeletons'",
    ]);
  });
});
