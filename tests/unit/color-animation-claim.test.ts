import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../src/version-facts/facts';
import { reanimatedVersions, type ReanimatedVersion } from '../../src/data/reanimated-versions';

// "How a color animates" on /animations (moti#87) says how Reanimated moves a color: in linear light,
// channel by channel, clamped, on both versions; and how each version stops a spring. Each sentence is
// held here to the source of the installed packages, the color math run from the packages' own code.
// tests/e2e/color-claims.spec.ts sees the same in the browser.

const repo = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const page = read('docs/animations.mdx').replace(/\s+/g, ' ');
const section = page.slice(page.indexOf('### How a color animates'), page.indexOf('### Timing options'));
/** The item of the page's closing note that names the files "How a color animates" rests on. */
const colorSources =
  /- How a color animates: (.*?)(?: - |<\/details>)/.exec(
    page.slice(page.indexOf('<details className="provenance">')),
  )?.[1] ?? '';
const packageDir = (version: ReanimatedVersion) => `node_modules/${factsOf(version).package}`;

/** The file of each version that animates a color, as the page names it. */
const colorAnimationFile: Record<ReanimatedVersion, string> = {
  3: 'src/animation/util.ts',
  4: 'src/animation/utilCommon.ts',
};

/** The text of the function or arrow-function constant `name` in a TypeScript source. */
function declarationText(source: string, name: string): string {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) && node.name?.getText() === name) {
      found ??= node;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`no declaration of ${name}`);
  return found.getText();
}

type Channels = [number, number, number, number];
type ColorMath = {
  toLinearSpace: (rgba: Channels) => Channels;
  toGammaSpace: (rgba: Channels) => Channels;
  clampRGBA: (rgba: Channels) => void;
  rgbaArrayToRGBAColor: (rgba: Channels) => string;
};

/** The four color functions of a version's `src/Colors.ts`, compiled from its source and run here. */
function colorMath(version: ReanimatedVersion): ColorMath {
  const source = read(`${packageDir(version)}/src/Colors.ts`);
  const names = ['toLinearSpace', 'toGammaSpace', 'clampRGBA', 'rgbaArrayToRGBAColor'] as const;
  // Each without its `export`, to run as plain functions in one scope.
  const code = names.map((name) => declarationText(source, name).replace(/^export\s+/, '')).join('\n');
  const js = ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  return new Function(`${js}\nreturn { ${names.join(', ')} };`)() as ColorMath;
}

/** What Reanimated shows at `progress` between two colors of 0-to-1 channels, as its color frame does. */
function mix(math: ColorMath, from: Channels, to: Channels, progress: number): string {
  const [start, end] = [math.toLinearSpace(from), math.toLinearSpace(to)];
  const current = start.map((channel, index) => channel + (end[index] - channel) * progress) as Channels;
  math.clampRGBA(current);
  return math.rgbaArrayToRGBAColor(math.toGammaSpace(current));
}

describe.each(reanimatedVersions)('a color on Reanimated %s', (version) => {
  const math = colorMath(version);
  const animation = read(`${packageDir(version)}/${colorAnimationFile[version]}`);

  it('is animated by the file the page names, channel by channel, from linear light back to gamma', () => {
    expect(colorSources).toMatch(
      new RegExp(
        String.raw`in \x60${factsOf(version).package.replace(/-[34]$/, '')}\x60 ${factsOf(version).version.replace(/\./g, '\\.')} source \([^)]*\x60${colorAnimationFile[version]}\x60`,
      ),
    );
    const onStart = declarationText(animation, 'colorOnStart');
    expect(onStart).toMatch(/RGBACurrent = toLinearSpace\(convertToRGBA\(animation\.current\)\)/);
    expect(onStart).toMatch(/RGBAValue = toLinearSpace\(convertToRGBA\(value\)\)/);
    // One copy of the transition for each of R, G, B and A, started on that channel alone.
    expect(animation).toMatch(/const tab = \['R', 'G', 'B', 'A'\];/);
    expect(onStart).toMatch(/animation\[i\]\.onStart\(\s*animation\[i\],\s*RGBAValue\[index\]/);
    const onFrame = declarationText(animation, 'colorOnFrame');
    expect(onFrame).toMatch(/clampRGBA\(res[^)]*\);[\s\S]*rgbaArrayToRGBAColor\(\s*toGammaSpace\(res/);
  });

  it('goes to linear light with the power the page gives, and leaves alpha alone', () => {
    const gamma = Number(/raises red, green and blue to the power ([\d.]+)/.exec(section)![1]);
    expect(math.toLinearSpace([0.5, 0.25, 1, 0.3])).toEqual([0.5 ** gamma, 0.25 ** gamma, 1, 0.3]);
    expect(math.toGammaSpace([0.5, 0.25, 1, 0.3])).toEqual([0.5 ** (1 / gamma), 0.25 ** (1 / gamma), 1, 0.3]);
  });

  it('clips a channel pushed below 0 or above 1', () => {
    const channels: Channels = [-0.2, 1.3, 0.5, 1.01];
    math.clampRGBA(channels);
    expect(channels).toEqual([0, 1, 0.5, 1]);
  });

  it('shows the color the page gives halfway from red to blue', () => {
    expect(mix(math, [1, 0, 0, 1], [0, 0, 1, 1], 0.5)).toBe('rgba(186, 0, 186, 1)');
    expect(section).toContain('Moti shows `rgb(186, 0, 186)`');
  });

  it('mixes in linear light in interpolateColor by default, and in the sRGB numbers with gamma 1', () => {
    const interpolate = read(`${packageDir(version)}/src/interpolateColor.ts`);
    expect(interpolate).toMatch(/colorSpace: 'RGB' \| 'HSV' \| 'LAB' = 'RGB'/);
    expect(interpolate).toMatch(
      /const \{ gamma = 2\.2 \} = options;[\s\S]{0,120}?if \(gamma !== 1\) \{\s*outputR = toLinearSpace/,
    );
    expect(section).toContain("default `'RGB'` space (its `gamma` option, 2.2 by default)");
    expect(section).toContain('Pass `{ gamma: 1 }` as its last argument');
  });
});

describe('when a spring on a color stops', () => {
  it('is measured against fixed thresholds on 3.x', () => {
    const utils = read(`${packageDir(3)}/src/animation/springUtils.ts`);
    expect(utils).toMatch(/isVelocity = Math\.abs\(velocity\) < config\.restSpeedThreshold/);
    expect(utils).toMatch(/isDisplacement =\s*Math\.abs\(toValue - current\) < config\.restDisplacementThreshold/);
    expect(section).toContain('<VersionFact name="spring.restDisplacementThreshold" version="3" /> of its target');
  });

  it('is measured against the starting energy on 4.x, whatever the units', () => {
    const utils = read(`${packageDir(4)}/src/animation/spring/springUtils.ts`);
    expect(utils).toMatch(/currentEnergy \/ initialEnergy <= config\.energyThreshold/);
    expect(section).toContain('<VersionFact name="spring.energyThreshold" version="4" /> of its starting energy');
  });
});

it("gives color keys timing in Moti unless transition's top-level type says otherwise", () => {
  const motify = read('node_modules/moti/src/core/use-motify.ts');
  const config = declarationText(motify, 'animationConfig');
  expect(config).toMatch(
    /if \(isColor\(key\) \|\| key === 'opacity'\) animationType = 'timing'[\s\S]*?if \(styleSpecificTransition\?\.type\) \{\s*animationType = styleSpecificTransition\.type\s*\} else if \(transition\?\.type\) \{\s*(?:\/\/.*\s*)?animationType = transition\.type/,
  );
  expect(section).toContain('a `type` at the top level of `transition` reaches them too');
});
