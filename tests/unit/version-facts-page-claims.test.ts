import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import compatibility from '../../src/data/compatibility.json';
import { factsOf, packageVersions } from '../../src/version-facts/facts';
import { reanimatedVersions } from '../../src/data/reanimated-versions';
import { readDocPages } from './lib/doc-checks';

// Sentences of issue 45's list that a page writes out in prose instead of rendering a fact: each is
// held here to the package, the registry read (src/data/compatibility.json) or the packed template it
// was checked against, so that a new release that changes one fails with the sentence.
const repo = path.resolve(__dirname, '../..');
const pages = readDocPages(path.join(repo, 'docs'));
/** A page's text with its line breaks folded, so that a sentence can be matched whole. */
const page = (file: string) => pages.find((candidate) => candidate.file === file)!.text.replace(/\s+/g, ' ');
const json = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));

/** Reanimated 4.8.0's `compatibility.json`: the New Architecture lines, newest first. */
const fabric: Record<string, { 'react-native': string[]; 'react-native-worklets'?: string[] }> = json(
  'node_modules/react-native-reanimated/compatibility.json',
).fabric;
const reanimated4Lines = Object.entries(fabric).filter(([line]) => /^4\.\d+\.x$/.test(line));
const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');
const words = ['zero', 'one', 'two', 'three', 'four', 'five'];

describe('/installation', () => {
  it('counts the Worklets lines each Reanimated 4 line accepts as its compatibility.json does', () => {
    const sentence =
      /accepts one to (\w+) `react-native-worklets` lines: (\S+) accepts (\w+), ([\d., and]+?) (\w+) each, and the other lines (\w+)/.exec(
        page('installation.mdx'),
      );
    expect(sentence, 'the sentence on the Worklets lines per Reanimated line').not.toBeNull();
    const [, most, oneLine, oneCount, lines, linesCount, others] = sentence!;
    const counts = new Map(
      reanimated4Lines.map(([line, entry]) => [minorOf(line), entry['react-native-worklets']!.length]),
    );
    const named = [oneLine, ...lines.split(/, | and /)];
    expect(counts.get(oneLine)).toBe(words.indexOf(oneCount));
    for (const line of lines.split(/, | and /)) expect(counts.get(line), line).toBe(words.indexOf(linesCount));
    for (const [line, count] of counts) if (!named.includes(line)) expect(count, line).toBe(words.indexOf(others));
    expect(words.indexOf(most)).toBe(Math.max(...counts.values()));
  });

  it("names, for React Native 0.84, the newest Reanimated line that lists it and that line's newest Worklets", () => {
    const text = page('installation.mdx');
    const sentence =
      /On React Native (\S+), for example, Reanimated (\S+) is the newest line that fits, with Worklets (\S+?):/.exec(
        text,
      );
    expect(sentence).not.toBeNull();
    const [, reactNative, reanimated, worklets] = sentence!;
    const [line, entry] = reanimated4Lines.find(([, candidate]) => candidate['react-native'].includes(reactNative))!;
    expect(reanimated).toBe(minorOf(line));
    expect(worklets).toBe(entry['react-native-worklets']!.at(-1)!.replace(/\.x$/, ''));
    expect(text).toContain(`npm install react-native-reanimated@${reanimated} react-native-worklets@${worklets} moti`);
  });

  it('pins react-dom at the react of the React Native 0.84 template', () => {
    // @react-native-community/template 0.84.0 (the fixture) and 0.84.1 (npm pack) both list react 19.2.3.
    const template = json('tests/unit/fixtures/version-checker/react-native-template-0.84.json');
    const text = page('installation.mdx');
    expect(text).toContain(`(${template.dependencies.react} in the React Native 0.84 template`);
    expect(text).toContain(`npm install --save-exact react-dom@${template.dependencies.react}`);
  });

  it('says npm picks the newest Reanimated on the registry, with the Worklets and React Native it asks for', () => {
    const text = page('installation.mdx');
    const { latest, published, reactNativePeer, workletsPeer } = compatibility.reanimated;
    const day = new Date(`${published}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(text).toContain(`Reanimated ${latest} since ${day}`);
    expect(text).toContain(`Since ${day} the newest is ${latest}`);
    // The installed alias is that release, so the facts the page renders beside it are its own.
    expect(factsOf(4).version).toBe(latest);
    const picks = /Today npm picks (\S+) and Worklets (\S+), which need React Native (\S+) or later/.exec(text);
    expect(picks?.slice(1)).toEqual([latest, packageVersions['react-native-worklets'], reactNativePeer.split(' ')[0]]);
    expect(workletsPeer).toBe(`${minorOf(packageVersions['react-native-worklets'])}.x`);
  });

  it("names the newest SDK where a page tells create-expo which SDK's template to take", () => {
    const newest = compatibility.expoSdks.at(-1)!.sdk;
    for (const file of ['installation.mdx', 'starter.mdx']) {
      const named = [...page(file).matchAll(/--template default@(\d+)/g)].map((match) => Number(match[1]));
      expect(named.length, file).toBeGreaterThan(0);
      expect(new Set(named), file).toEqual(new Set([newest]));
    }
  });

  it('says the SDK 58 template lags behind the versions its SDK pins', () => {
    const template = json('tests/unit/fixtures/version-checker/expo-template-default-58.json');
    const sdk = compatibility.expoSdks.find((entry) => entry.sdk === 58)!;
    const text = page('installation.mdx');
    const deps = template.dependencies;
    expect(text).toContain(
      `\`expo-template-default\` 58.0.5 lists React Native ${deps['react-native']}, Reanimated ${deps['react-native-reanimated']} and Worklets ${deps['react-native-worklets']}, while SDK 58 pins ${sdk.reactNative}, ${sdk.reanimated.replace(/^~/, '')} and ${sdk.worklets} (\`bundledNativeModules.json\` of \`expo\` ${sdk.expo})`,
    );
    expect(deps['react-native-reanimated']).not.toBe(sdk.reanimated.replace(/^~/, ''));
    expect(deps['react-native']).not.toBe(sdk.reactNative);
    // The page's remedy moves every package the SDK knows, React Native included, not only Reanimated's pair.
    expect(text).toContain('npx expo install --fix');
  });
});

describe('/reanimated-4', () => {
  it("gives the span of the Old Architecture list of Reanimated 4.8.0's compatibility.json", () => {
    const paper = Object.keys(json('node_modules/react-native-reanimated/compatibility.json').paper);
    const lines = paper.flatMap((key) => key.split(' - ')).map(minorOf);
    const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
    const [oldest, newest] = [lines.sort(byVersion)[0], lines.at(-1)];
    expect(lines.some((line) => line.startsWith('4.'))).toBe(false);
    expect(page('reanimated-4.mdx')).toContain(
      `lists no 4.x line for the Old Architecture: that list runs from ${oldest} to ${newest}.`,
    );
  });
});

describe('/next', () => {
  it('installs the installed Reanimated 4 line with the Worklets line its compatibility.json pairs with it', () => {
    const { line, worklets } = factsOf(4).reactNative;
    const [reanimated, newestWorklets] = [line, worklets!.at(-1)!].map((range) => range.replace(/\.x$/, ''));
    const text = page('next.mdx');
    expect(text).toContain(
      `npm install moti react-native-reanimated@${reanimated} react-native-worklets@${newestWorklets} react-native-web`,
    );
    expect(text).toContain(`Reanimated ${reanimated} and Worklets ${newestWorklets} ask for`);
  });
});

describe('/compatibility', () => {
  it('lets a development build change Reanimated line only where the last 3.x line lists the SDK', () => {
    const reanimated3 = factsOf(3).reactNative.newArchitecture!;
    const last3 = reanimated3.at(-1)!;
    const sdks = compatibility.expoSdks.filter((entry) => entry.sdk >= 54);
    const with3 = sdks.filter((entry) => reanimated3.includes(minorOf(entry.reactNative))).map((entry) => entry.sdk);
    const only4 = sdks.filter((entry) => !with3.includes(entry.sdk)).map((entry) => entry.sdk);
    const text = page('compatibility.mdx');
    expect(with3).toEqual([54]);
    const sdk54 = sdks.find((entry) => entry.sdk === 54)!;
    expect(text).toContain(
      `On SDK 54 (React Native ${minorOf(sdk54.reactNative)}) that includes ${factsOf(3).reactNative.line.replace(/\.x$/, '')}.`,
    );
    expect(text).toContain(`On SDK ${only4[0]} to ${only4.at(-1)} it is another 4.x line only`);
    expect(text).toContain(`stops at React Native ${last3}.`);
  });
});

describe('every page', () => {
  it('names only the Babel plugins the installed Reanimated versions name', () => {
    const known = new Set(
      reanimatedVersions.flatMap((version) => {
        const { name, alsoWorksAs } = factsOf(version).babelPlugin;
        return alsoWorksAs ? [name, alsoWorksAs] : [name];
      }),
    );
    const named = pages.flatMap((candidate) =>
      [...candidate.text.matchAll(/react-native-[\w-]+\/plugin\b/g)].map(([name]) => ({ name, file: candidate.file })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ name }) => !known.has(name)).map(({ name, file }) => `docs/${file}: ${name}`)).toEqual([]);
  });
});
