// The facts a page can name in <VersionFact name="…" />, each rendered for one Reanimated version,
// with the parts of src/data/version-facts.json it reads (the unit test names a changed fact's pages).
import { otherVersion, type ReanimatedVersion } from '../data/reanimated-versions';
import { codeList, type FactContent } from './content';
import { factsOf } from './facts';
import { formatDefault } from './format-default';
import { springDefaultsTable, springOptionGroups } from './spring-table';
import { timingDefaultsTable } from './timing-table';

export type NamedFact = {
  /** Paths in version-facts.json under `versions.<version>.` (and `moti.`) that the fact reads. */
  reads: string[];
  render: (version: ReanimatedVersion) => FactContent;
};

const code = (text: string): FactContent => ({ inline: [{ code: text }] });

/** The Worklets lines a Reanimated version works with, oldest first; none for 3.x, which needs none. */
const workletsLines = (version: ReanimatedVersion) => factsOf(version).reactNative.worklets ?? [];

const fixed: Record<string, NamedFact> = {
  /** "Reanimated 4.8.0" */
  reanimated: { reads: ['version'], render: (version) => ({ inline: [`Reanimated ${factsOf(version).version}`] }) },
  babelPlugin: { reads: ['babelPlugin.name'], render: (version) => code(factsOf(version).babelPlugin.name) },
  reactNativeRange: {
    reads: ['reactNative.newArchitecture'],
    render: (version) => {
      const minors = factsOf(version).reactNative.newArchitecture ?? [];
      return { inline: [`React Native ${minors[0]} to ${minors.at(-1)}`] };
    },
  },
  springDefaults: { reads: ['spring', 'moti.springOptions'], render: springDefaultsTable },
  springOptionGroups: { reads: ['spring.optionGroups'], render: springOptionGroups },
  /** What a spring's `duration` measures. */
  springDuration: {
    reads: ['spring.perceptualCoefficient'],
    render: (version) => {
      const coefficient = factsOf(version).spring.perceptualCoefficient;
      return {
        inline: [
          coefficient === null ? 'the time the spring runs' : `perceived: the spring runs ${coefficient} times as long`,
        ],
      };
    },
  },
  timingDefaults: { reads: ['timing'], render: timingDefaultsTable },
  /** The Worklets lines the version's compatibility.json pairs with it: `0.14.x`. */
  workletsLines: {
    reads: ['reactNative.worklets'],
    render: (version) => ({ inline: codeList(workletsLines(version)) }),
  },
  /** The install command of the newest of those lines: `npm install react-native-worklets@0.14`. */
  workletsInstall: {
    reads: ['reactNative.worklets'],
    render: (version) => {
      const newest = workletsLines(version).at(-1);
      return newest ? code(`npm install react-native-worklets@${newest.replace(/\.x$/, '')}`) : { inline: ['none'] };
    },
  },
  /** The spring options the other version has and this one lacks: 3.x's rest thresholds, for 4. */
  springOptionsLacking: {
    reads: ['spring.defaults'],
    render: (version) => {
      const own = factsOf(version).spring.defaults;
      const other = factsOf(otherVersion(version)).spring.defaults;
      return { inline: codeList(Object.keys(other).filter((option) => !Object.hasOwn(own, option))) };
    },
  },
};

/** `spring.damping`, `timing.duration`: one default of one animation function, as code. */
function defaultFact(name: string): NamedFact | undefined {
  const match = /^(spring|timing)\.(\w+)$/.exec(name);
  if (!match) return undefined;
  const [, kind, option] = match as unknown as [string, 'spring' | 'timing', string];
  return {
    reads: [`${kind}.defaults.${option}`],
    render: (version) => {
      const defaults = factsOf(version)[kind].defaults;
      if (!Object.hasOwn(defaults, option)) return { inline: [`no ${option} option`] };
      return code(formatDefault(defaults[option]));
    },
  };
}

/** The fact called `name`; throws with the known names, so a page's typo stops the build. */
export function namedFact(name: string): NamedFact {
  const fact = Object.hasOwn(fixed, name) ? fixed[name] : defaultFact(name);
  if (!fact) {
    throw new Error(
      `<VersionFact name="${name}">: no such fact. Known: ${Object.keys(fixed).join(', ')}, spring.<option>, timing.<option>.`,
    );
  }
  return fact;
}
