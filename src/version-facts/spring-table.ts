// The spring options table of a version: every default Reanimated fills in, in the package's order,
// with what each option does in our words, and whether Moti passes the option on at all.
import type { ReanimatedVersion } from '../data/reanimated-versions';
import { codeList, type FactContent, type Inline } from './content';
import { factsOf, motiSpringOptions, packageVersions } from './facts';
import { formatDefault } from './format-default';

/** The type and the meaning of each spring option. A new option fails the build here until it is described. */
const springOptions: Record<string, { type: string; meaning: string; unset?: string }> = {
  damping: { type: 'number', meaning: 'how quickly the spring slows down; higher settles sooner' },
  mass: { type: 'number', meaning: 'weight of the moving object; lower is faster' },
  stiffness: { type: 'number', meaning: 'how hard the spring pulls; higher is faster and bouncier' },
  duration: { type: 'number', meaning: 'length in milliseconds; setting it makes the spring duration-based' },
  dampingRatio: {
    type: 'number',
    meaning: 'at 1 the spring settles without a bounce, lower bounces; setting it makes the spring duration-based',
  },
  velocity: { type: 'number', meaning: 'starting speed, added to the speed of an animation it replaces' },
  overshootClamping: { type: 'boolean', meaning: 'stops at the target instead of passing it' },
  restDisplacementThreshold: { type: 'number', meaning: 'distance from the target under which the spring snaps to it' },
  restSpeedThreshold: { type: 'number', meaning: 'speed under which the spring snaps to its target' },
  energyThreshold: {
    type: 'number',
    meaning: 'share of its starting energy under which the spring snaps to its target',
  },
  reduceMotion: {
    type: 'ReduceMotion',
    meaning: 'what to do when the device asks for reduced motion',
    unset: "the device's setting",
  },
  clamp: { type: '{ min?: number; max?: number }', meaning: 'bounds a duration-based spring may not pass' },
};

/** The spring group of `option` that makes a spring duration-based (the one holding `duration`). */
function isDurationOption(version: ReanimatedVersion, option: string) {
  return factsOf(version).spring.optionGroups.exclusive.some(
    (group) => group.includes('duration') && group.includes(option),
  );
}

function defaultCell(version: ReanimatedVersion, option: string): Inline {
  const { defaults, perceptualCoefficient } = factsOf(version).spring;
  const value = defaults[option];
  const described = springOptions[option];
  const cell: Inline = value === null ? [described.unset ?? 'none'] : [{ code: formatDefault(value) }];
  if (isDurationOption(version, option) && value !== null) cell.push(' for a duration-based spring');
  if (option === 'duration' && perceptualCoefficient !== null) {
    cell.push(`, perceived: the spring runs ${perceptualCoefficient} times as long`);
  }
  if (!motiSpringOptions.includes(option)) cell.push(`; Moti ${packageVersions.moti} does not pass it on`);
  return cell;
}

export function springDefaultsTable(version: ReanimatedVersion): FactContent {
  const { defaults } = factsOf(version).spring;
  const rows = Object.keys(defaults)
    // An option with no default that Moti never passes on is not one a Moti user can set.
    .filter((option) => defaults[option] !== null || motiSpringOptions.includes(option))
    .map((option) => {
      const described = springOptions[option];
      if (!described)
        throw new Error(
          `Reanimated ${factsOf(version).version} has a spring option "${option}" that src/version-facts/spring-table.ts does not describe.`,
        );
      return [[{ code: option }], [{ code: described.type }], defaultCell(version, option), [described.meaning]];
    });
  return { table: { head: ['option', 'type', 'default', 'meaning'], rows } };
}

/** The options of Reanimated's spring that Moti never copies from `transition` to `withSpring`. */
export function springOptionsMotiDrops(version: ReanimatedVersion): string[] {
  const { shared, exclusive } = factsOf(version).spring.optionGroups;
  return [...exclusive.flat(), ...shared].filter((option) => !motiSpringOptions.includes(option)).sort();
}

/**
 * Which spring options go together: "A spring takes … or …, never both. … go with either." Then the
 * ones Moti does not pass on, since the groups are Reanimated's and a Moti user setting one gets nothing.
 */
export function springOptionGroups(version: ReanimatedVersion): FactContent {
  const { shared, exclusive } = factsOf(version).spring.optionGroups;
  const [physics, timed] = [...exclusive].sort((a) => (a.includes('duration') ? 1 : -1));
  const dropped = springOptionsMotiDrops(version);
  return {
    paragraph: [
      'A spring takes ',
      ...codeList(physics),
      ' (a physics-based spring) or ',
      ...codeList(timed),
      ' (a duration-based spring), never both. ',
      ...codeList(shared),
      ' go with either.',
      ...(dropped.length === 0
        ? []
        : [
            ` Moti ${packageVersions.moti} does not pass `,
            ...codeList(dropped),
            ' on to Reanimated, so setting ',
            dropped.length === 1 ? 'it' : 'them',
            ' in ',
            { code: 'transition' },
            ' changes nothing.',
          ]),
    ],
  };
}
