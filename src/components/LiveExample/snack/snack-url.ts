import { EXAMPLE_PICTURES_PREFIX } from '../../../site-settings/example-pictures.mjs';
import type { ReanimatedVersion } from '../../../data/reanimated-versions';

/** What the build tells the browser about Open in Snack (customFields.snack), or null when it is left out. */
export type SnackSettings = {
  /** Snack's site, e.g. `https://snack.expo.dev/`. */
  site: string;
  /** The versions to ask for, by package; an empty version lets Snack pick the one of its Expo SDK. */
  versions: Record<string, string>;
  /** For each Reanimated line the examples run on, its version and the packages it needs beside it. */
  reanimated: Record<ReanimatedVersion, Record<string, string>>;
};

/** The versions Snack gets for an example that runs on Reanimated `version` here. */
export function snackVersions(settings: SnackSettings, version: ReanimatedVersion): Record<string, string> {
  return { ...settings.versions, ...settings.reanimated[version] };
}

// The packages an example may import that Snack must add, keyed by what brings each in. Moti needs
// Reanimated beside it, and its skeleton draws with expo-linear-gradient.
const needs: Array<[RegExp, string[]]> = [
  [/^moti\/skeleton$/, ['moti', 'react-native-reanimated', 'expo-linear-gradient']],
  [/^moti(\/|$)/, ['moti', 'react-native-reanimated']],
  [/^react-native-reanimated$/, ['react-native-reanimated']],
  [/^expo-linear-gradient$/, ['expo-linear-gradient']],
];

/** The module names the code imports (static `import … from` and bare `import '…'`). */
export function importedModules(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/^\s*(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"]+)['"]/gm)) {
    names.add(match[1]);
  }
  return [...names];
}

/** The dependencies Snack must install for `code`, as its `dependencies` parameter wants them. */
export function snackDependencies(code: string, versions: Record<string, string>): string {
  const wanted = new Set<string>();
  for (const name of importedModules(code)) {
    for (const [pattern, packages] of needs) {
      if (pattern.test(name)) packages.forEach((pkg) => wanted.add(pkg));
    }
  }
  // Reanimated 4 needs Worklets beside it: the versions name Worklets only for an example on 4.
  if (wanted.has('react-native-reanimated') && versions['react-native-worklets']) wanted.add('react-native-worklets');
  return [...wanted]
    .sort()
    .map((pkg) => (versions[pkg] ? `${pkg}@${versions[pkg]}` : pkg))
    .join(',');
}

/**
 * Snack's query parameters for `code`. `files` rather than `code`: only `files` can name the file
 * `App.tsx`, and the examples are TypeScript.
 */
export function snackParameters(code: string, name: string, versions: Record<string, string>) {
  return {
    name: `Moti: ${name}`,
    platform: 'web',
    dependencies: snackDependencies(code, versions),
    files: JSON.stringify({ 'App.tsx': { type: 'CODE', contents: code } }),
  };
}

/**
 * The code as Snack should get it: the example pictures' addresses, written from this site's root,
 * made absolute on `siteUrl`, since Snack runs the code on its own site or on a phone. The pictures
 * may be loaded from any site (server/host-rules.mjs, EXAMPLE_PICTURES).
 */
export function withAbsolutePictures(code: string, siteUrl: string): string {
  const quoted = new RegExp(`(['"\`])${EXAMPLE_PICTURES_PREFIX}`, 'g');
  return code.replace(quoted, `$1${siteUrl.replace(/\/+$/, '')}${EXAMPLE_PICTURES_PREFIX}`);
}

// A longer address risks a refusal (414) on the way to Snack: proxies in front of web servers
// commonly cap the request line near 8 KB. Longer code is posted as a form instead, which Snack's
// server reads the same way as query parameters.
export const SNACK_URL_LIMIT = 7_000;

/** The address on Snack's `site` that opens `code` with `versions`, or null when it would be too long to send as one. */
export function snackUrl(code: string, name: string, site: string, versions: Record<string, string>): string | null {
  // encodeURIComponent, as Snack's documentation asks (URLSearchParams would write spaces as `+`).
  const query = Object.entries(snackParameters(code, name, versions))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  const href = `${site}?${query}`;
  return href.length <= SNACK_URL_LIMIT ? href : null;
}
