import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SNACK_URL_LIMIT, importedModules, snackDependencies, snackUrl, withAbsolutePictures } from './snack-url';

const versions = { moti: '0.30.0', 'react-native-reanimated': '3.19.5', 'expo-linear-gradient': '' };
const settings = { site: 'https://snack.expo.dev/', versions };
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
    const url = new URL(snackUrl(code, 'hello-world', settings) ?? '');
    expect(url.origin).toBe('https://snack.expo.dev');
    expect(url.searchParams.get('platform')).toBe('web');
    expect(url.searchParams.get('name')).toBe('Moti: hello-world');
    expect(url.searchParams.get('dependencies')).toBe('moti@0.30.0,react-native-reanimated@3.19.5');
    expect(JSON.parse(url.searchParams.get('files') ?? '')).toEqual({ 'App.tsx': { type: 'CODE', contents: code } });
    expect(url.search).not.toContain('+');
  });

  it('asks for Reanimated 4 and Worklets, as the page runs them, for an example written with the CSS API', () => {
    const reanimated4Versions = { 'react-native-reanimated': '4.8.0', 'react-native-worklets': '0.14.0' };
    const site = { ...settings, reanimated4Versions };
    const code = readFileSync(path.join(examplesDir, 'css-pulse.tsx'), 'utf8');
    const dependencies = (name: string) => new URL(snackUrl(code, name, site) ?? '').searchParams.get('dependencies');
    expect(dependencies('css-pulse')).toBe('react-native-reanimated@4.8.0,react-native-worklets@0.14.0');
    expect(dependencies('moti-pulse')).toBe('react-native-reanimated@3.19.5');
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
      expect(snackUrl(code, file, settings), file).not.toBeNull();
    }
    expect(snackUrl('x'.repeat(SNACK_URL_LIMIT), 'long', settings)).toBeNull();
  });
});
