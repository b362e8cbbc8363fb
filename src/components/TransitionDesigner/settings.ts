import { inPageVersion } from '../../data/reanimated-versions';
import { factsOf } from '../../version-facts/facts';
import { easingCode, easingPresets, presetById } from './easings';

export type TransitionSettings = {
  type: 'timing' | 'spring';
  duration: number;
  easing: string;
  damping: number;
  stiffness: number;
  mass: number;
  velocity: number;
  overshootClamping: boolean;
  delay: number;
  loop: boolean;
  repeat: number;
  repeatReverse: boolean;
};

const played = factsOf(inPageVersion);
const reanimated3 = factsOf(3).spring.defaults;

/**
 * Where the controls start. Moti 0.30 (src/core/use-motify.ts) passes the timing and spring options
 * on only when set, so a default is Reanimated's own, read from the version the preview plays:
 * withTiming's duration, and withSpring's velocity and overshoot clamping. The spring's shape starts
 * at Reanimated 3's default, a visible bounce; the code always states it, since Reanimated 4 fills
 * in another. Moti's own are no delay, repeat 0, loop false and repeatReverse true. `type` has no
 * single default (spring, but timing for opacity and colors), so the code always states it.
 */
export const DEFAULTS: TransitionSettings = {
  type: 'spring',
  duration: Number(played.timing.defaults.duration),
  easing: easingPresets[0].id,
  damping: Number(reanimated3.damping),
  stiffness: Number(reanimated3.stiffness),
  mass: Number(reanimated3.mass),
  velocity: Number(played.spring.defaults.velocity),
  overshootClamping: Boolean(played.spring.defaults.overshootClamping),
  delay: 0,
  loop: false,
  repeat: 0,
  repeatReverse: true,
};

/** How far the preview moves, in pixels; the plot simulates the same distance (the starting velocity is in pixels per second). */
export const PREVIEW_DISTANCE = 160;

export type Entry = { key: string; value: string | number | boolean; code: string };

/** The options of the transition that differ from the defaults, in the order the code shows them. */
export function transitionEntries(s: TransitionSettings): Entry[] {
  const entries: Entry[] = [{ key: 'type', value: s.type, code: `'${s.type}'` }];
  const differs = (key: keyof TransitionSettings) => s[key] !== DEFAULTS[key];
  const add = (key: keyof TransitionSettings, code = String(s[key])) => entries.push({ key, value: s[key], code });
  if (s.type === 'timing') {
    if (differs('duration')) add('duration');
    if (differs('easing')) add('easing', easingCode(presetById(s.easing)));
  } else {
    // The spring's shape always: left out, it would be another spring on Reanimated 4 than on 3.
    for (const key of ['damping', 'stiffness', 'mass'] as const) add(key);
    for (const key of ['velocity', 'overshootClamping'] as const) {
      if (differs(key)) add(key);
    }
  }
  if (s.delay > 0) add('delay');
  // In Moti, `repeat` wins over `loop` when both are set, so a loop leaves `repeat` out.
  if (s.loop) add('loop');
  else if (s.repeat > 0) add('repeat');
  if ((s.loop || s.repeat > 0) && differs('repeatReverse')) add('repeatReverse');
  return entries;
}

/** The `transition` prop to paste into a Moti component. */
export function transitionCode(s: TransitionSettings): string {
  const entries = transitionEntries(s).map(({ key, code }) => `${key}: ${code}`);
  const oneLine = `transition={{ ${entries.join(', ')} }}`;
  // One line only while it fits the code box on a phone, so that it never scrolls sideways there.
  if (oneLine.length <= 40) return oneLine;
  return `transition={{\n${entries.map((entry) => `  ${entry},`).join('\n')}\n}}`;
}
