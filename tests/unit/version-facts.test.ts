import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readObjectLiteral } from '../../scripts/lib/version-facts/object-literals.mjs';
import { readVersionFacts } from '../../scripts/lib/version-facts/read-facts.mjs';
import { checkModule } from '../../scripts/lib/version-facts/spring-types.mjs';
import { reanimatedVersions } from '../../src/data/reanimated-versions';
import { namedFact } from '../../src/version-facts/named-facts';
import { readDocPages } from './lib/doc-checks';

// src/data/version-facts.json holds what the installed packages say. After an upgrade, `npm run facts`
// rewrites it; until then this test names each fact that changed and the pages that render it.
const repo = path.resolve(__dirname, '../..');
const stored: unknown = JSON.parse(readFileSync(path.join(repo, 'src/data/version-facts.json'), 'utf8'));
const pages = readDocPages(path.join(repo, 'docs'));

/** Paths (`versions.4.spring.defaults.damping`) where two JSON values differ. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && !Array.isArray(a)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], at ? `${at}.${key}` : key),
    );
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [at];
}

/** Every `<VersionFact name="…">` of the pages, with the page. */
const renderedFacts = pages.flatMap((page) =>
  [...page.text.matchAll(/<VersionFact\s+name="([^"]+)"/g)].map(([, name]) => ({ name, page: `docs/${page.file}` })),
);

/** The JSON paths a fact reads: `versions.<v>.<read>` for each version, or a top-level path. */
const pathsOf = (name: string) =>
  namedFact(name).reads.flatMap((read) =>
    read.startsWith('moti.') ? [read] : reanimatedVersions.map((version) => `versions.${version}.${read}`),
  );

const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function pagesReading(changed: string): string[] {
  const names = renderedFacts.filter(({ name }) => pathsOf(name).some((read) => overlaps(read, changed)));
  return [...new Set(names.map(({ name, page }) => `${page} (${name})`))];
}

describe('version facts', () => {
  it('src/data/version-facts.json says what the installed packages say', () => {
    const changed = differences(stored, readVersionFacts()).map((fact) => {
      const where = pagesReading(fact);
      return `${fact}: ${where.length > 0 ? `rendered on ${where.join(', ')}` : 'no page renders it'}`;
    });
    expect(
      changed,
      'the installed packages changed these facts; run `npm run facts` and reread the pages named',
    ).toEqual([]);
  });

  it.each([...new Set(renderedFacts.map(({ name }) => name))])(
    '<VersionFact name="%s"> renders on every version',
    (name) => {
      for (const version of reanimatedVersions) expect(() => namedFact(name).render(version)).not.toThrow();
    },
  );

  // The option groups are read from the types; this is the type checker's own word on one config.
  it('accepts { duration: 500, stiffness: 200 } on Reanimated 3.19 and rejects it on Reanimated 4', () => {
    const { errors } = checkModule(
      [
        "import type { WithSpringConfig as Config3 } from 'react-native-reanimated-3';",
        "import type { WithSpringConfig as Config4 } from 'react-native-reanimated';",
        'export const on3: Config3 = { duration: 500, stiffness: 200 };',
        'export const on4: Config4 = { duration: 500, stiffness: 200 };',
      ].join('\n'),
    );
    expect(errors.filter(({ line }) => line === 3)).toEqual([]);
    expect(
      errors
        .filter(({ line }) => line === 4)
        .map(({ text }) => text)
        .join('\n'),
    ).toMatch(/'stiffness' are incompatible/);
  });
});

describe('the Reanimated 3 spring written out on /reanimated-4', () => {
  it("is 3.19.5's default spring, which a code block cannot render from the facts", () => {
    const page = pages.find((candidate) => candidate.file === 'reanimated-4.mdx')!;
    const written =
      /const reanimated3Spring = \{ type: 'spring', damping: (\S+), mass: (\S+), stiffness: (\S+) \}/.exec(page.text);
    const { damping, mass, stiffness } = (
      stored as { versions: Record<string, { spring: { defaults: Record<string, unknown> } }> }
    ).versions['3'].spring.defaults;
    expect(written?.slice(1).map(Number)).toEqual([damping, mass, stiffness]);
  });

  it("matches the constants 4.8.0 exports for 3.x's springs, and the duration one reads as 3.x's", () => {
    const page = pages.find((candidate) => candidate.file === 'reanimated-4.mdx')!;
    const configs = path.join(repo, 'node_modules/react-native-reanimated/src/animation/spring/springConfigs.ts');
    const versions = (stored as { versions: Record<string, { spring: { defaults: Record<string, number> } }> })
      .versions;
    const { damping, mass, stiffness } = versions['3'].spring.defaults;
    expect(readObjectLiteral(configs, 'Reanimated3DefaultSpringConfig')).toEqual({ damping, mass, stiffness });
    const written =
      /`Reanimated3DefaultSpringConfigWithDuration`,\s+`\{ duration: (\d+), dampingRatio: ([\d.]+) \}`[^:]+: (\d+) ms, run ([\d.]+) times,\s+is the old (\d+) ms/.exec(
        page.text,
      );
    const exported = readObjectLiteral(configs, 'Reanimated3DefaultSpringConfigWithDuration');
    const [duration, dampingRatio, again, coefficient, old] = (written ?? []).slice(1).map(Number);
    expect({ duration, dampingRatio }).toEqual(exported);
    expect(again).toBe(duration);
    expect(coefficient).toBe(
      (stored as { versions: Record<string, { spring: { perceptualCoefficient: number } }> }).versions['4'].spring
        .perceptualCoefficient,
    );
    expect(old).toBe(versions['3'].spring.defaults.duration);
    expect(Math.round(duration * coefficient)).toBeCloseTo(old, -1);
  });
});

describe('a page that says both versions agree', () => {
  it('says so of the timing defaults only while 3.19.5 and 4.8.0 fill in the same ones', () => {
    const saying = pages.filter((page) => /Reanimated 3 and 4 fill in the same timing defaults/.test(page.text));
    expect(saying.map((page) => page.file)).toEqual(['animations.mdx']);
    const { versions } = stored as { versions: Record<string, { timing: unknown }> };
    expect(versions['3'].timing).toEqual(versions['4'].timing);
  });
});
