import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SNACK_URL_LIMIT,
  importedModules,
  snackDependencies,
  snackUrl,
  snackVersions,
  withAbsolutePictures,
} from './snack-url';

const site = 'https://snack.expo.dev/';
const versions = { moti: '0.30.0', 'react-native-reanimated': '3.19.5', 'expo-linear-gradient': '' };
const settings = {
  site,
  versions: { moti: '0.30.0', 'expo-linear-gradient': '' },
  reanimated: {
    3: { 'react-native-reanimated': '3.19.5' },
    4: { 'react-native-reanimated': '4.8.0', 'react-native-worklets': '0.14.0' },
  },
};
const examplesDir = path.join('src', 'examples');

describe('Open in Snack', () => {
  it('reads static imports, on one line or several', () => {
    const code =
      "import { useState } from 'react'\nimport {\n  MotiView,\n} from \"moti\";\nimport 'expo-linear-gradient'\nexport default function A() { return 'moti' }\n";
    expect(importedModules(code)).toEqual(['react', 'moti', 'expo-linear-gradient']);
  });

  it('asks for Moti with Reanimated, and for the gradient only with the skeleton', () => {
    expect(snackDependencies("import { MotiView } from 'moti'", versions)).toBe(
      'moti@0.30.0,react-native-reanimated@3.19.5',
    );
    expect(snackDependencies("import { Skeleton } from 'moti/skeleton'", versions)).toBe(
      'expo-linear-gradient,moti@0.30.0,react-native-reanimated@3.19.5',
    );
    expect(snackDependencies("import { View } from 'react-native'", versions)).toBe('');
  });

  it('puts the code, as App.tsx, and its dependencies in the address', () => {
    const code = "import { MotiView } from 'moti'\nexport default () => <MotiView animate={{ opacity: 0.5 }} />\n";
    const url = new URL(snackUrl(code, 'hello-world', site, versions) ?? '');
    expect(url.origin).toBe('https://snack.expo.dev');
    expect(url.searchParams.get('platform')).toBe('web');
    expect(url.searchParams.get('name')).toBe('Moti: hello-world');
    expect(url.searchParams.get('dependencies')).toBe('moti@0.30.0,react-native-reanimated@3.19.5');
    expect(JSON.parse(url.searchParams.get('files') ?? '')).toEqual({ 'App.tsx': { type: 'CODE', contents: code } });
    expect(url.search).not.toContain('+');
  });

  it('asks for the Reanimated line the example runs on, and for Worklets beside 4', () => {
    const code = "import { MotiView } from 'moti'\nexport default () => <MotiView />\n";
    const dependencies = (version: 3 | 4) =>
      new URL(snackUrl(code, 'hello-world', site, snackVersions(settings, version)) ?? '').searchParams.get(
        'dependencies',
      );
    expect(dependencies(3)).toBe('moti@0.30.0,react-native-reanimated@3.19.5');
    expect(dependencies(4)).toBe('moti@0.30.0,react-native-reanimated@4.8.0,react-native-worklets@0.14.0');
    const css = readFileSync(path.join(examplesDir, 'css-pulse.tsx'), 'utf8');
    expect(snackDependencies(css, snackVersions(settings, 4))).toBe(
      'react-native-reanimated@4.8.0,react-native-worklets@0.14.0',
    );
  });

  it("gives Snack the example pictures' absolute addresses, and leaves other strings alone", () => {
    const gallery = readFileSync(path.join(examplesDir, 'image-gallery.tsx'), 'utf8');
    expect(gallery).toContain("uri: '/img/examples/gallery-dunes.svg'");
    const sent = withAbsolutePictures(gallery, 'https://docs.example/');
    expect(sent).toContain("uri: 'https://docs.example/img/examples/gallery-dunes.svg'");
    expect(sent).not.toMatch(/['"`]\/img\//);
    expect(sent.replaceAll('https://docs.example/img/examples/', '/img/examples/')).toBe(gallery);
    const other = "const a = '/img/logo.svg'; const b = 'see /img/examples/ below'";
    expect(withAbsolutePictures(other, 'https://docs.example')).toBe(other);
  });

  it('fits every example in one address, and gives up on code too long for one', () => {
    for (const file of readdirSync(examplesDir).filter((name) => name.endsWith('.tsx'))) {
      const code = readFileSync(path.join(examplesDir, file), 'utf8');
      expect(snackUrl(code, file, site, snackVersions(settings, 4)), file).not.toBeNull();
    }
    expect(snackUrl('x'.repeat(SNACK_URL_LIMIT), 'long', site, versions)).toBeNull();
  });
});
