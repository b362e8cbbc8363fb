// The timing options table of a version: the defaults withTiming fills in, with what each does.
import type { ReanimatedVersion } from '../data/reanimated-versions';
import type { FactContent } from './content';
import { factsOf } from './facts';
import { formatDefault } from './format-default';

/** The type and the meaning of each timing option. A new option fails the build here until it is described. */
const timingOptions: Record<string, { type: string; meaning: string }> = {
  duration: { type: 'number', meaning: 'length of the animation in milliseconds' },
  easing: { type: 'EasingFunction', meaning: "the curve; use Reanimated's Easing, whose functions are worklets" },
};

export function timingDefaultsTable(version: ReanimatedVersion): FactContent {
  const { defaults } = factsOf(version).timing;
  const rows = Object.keys(defaults).map((option) => {
    const described = timingOptions[option];
    if (!described) {
      throw new Error(
        `Reanimated ${factsOf(version).version} has a timing option "${option}" that src/version-facts/timing-table.ts does not describe.`,
      );
    }
    return [
      [{ code: option }],
      [{ code: described.type }],
      [{ code: formatDefault(defaults[option]) }],
      [described.meaning],
    ];
  });
  // withTiming leaves `reduceMotion` out of its defaults object; unset, the device's setting decides.
  rows.push([
    [{ code: 'reduceMotion' }],
    [{ code: 'ReduceMotion' }],
    ["the device's setting"],
    ['what to do when the device asks for reduced motion'],
  ]);
  return { table: { head: ['option', 'type', 'default', 'meaning'], rows } };
}
