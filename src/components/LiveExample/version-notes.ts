import type { ReanimatedVersion } from '@site/src/data/reanimated-versions';
import { defaultSpring } from '../../version-facts/default-spring';

// Reanimated 4's default mass and stiffness, which meet an example's own damping in the notes below.
const { mass, stiffness } = defaultSpring(4);
const reanimated4Spring = `mass ${mass} and stiffness ${stiffness}`;

/**
 * Examples written with Reanimated 4's CSS animations and transitions, which Reanimated 3 does not
 * have. Their file names start with `css-`: tsconfig.json checks every example against 4.x's types,
 * and tsconfig.reanimated-3.json, whose `react-native-reanimated` is 3.x, leaves these out.
 */
export const needsReanimated4 = (name: string): boolean => name.startsWith('css-');

/** The version an example runs on when the reader picked `picked`: a 4-only example stays on 4. */
export const versionFor = (name: string, picked: ReanimatedVersion): ReanimatedVersion =>
  needsReanimated4(name) ? 4 : picked;

/**
 * What an example does differently on Reanimated 4 than on 3, or where Moti 0.30 breaks on a version,
 * as seen in the browser (tests/e2e/example-claims.spec.ts and live-examples.spec.ts run both).
 */
export const exampleVersionNotes: Record<string, Partial<Record<ReanimatedVersion, string>>> = {
  'action-menu': {
    4: `the plus sign swings past 45 degrees by about two thirds of its turn before it settles (4% on Reanimated 3): its damping of 14 now meets ${reanimated4Spring}. The actions, on the default spring, stop without overshooting.`,
  },
  // Figures from the spring constants of both packages (damping ratio and its overshoot), not measured here.
  'dynamic-nudge': {
    4: `the dot overshoots each step by about two thirds of it and wobbles for about two seconds (5% and half a second on Reanimated 3): its damping of 14 now meets ${reanimated4Spring}.`,
  },
  'sequence-like': {
    4: "the heart's last step, a spring with damping 8, swings past its size by about four fifths of the way (a quarter on Reanimated 3).",
  },
  variants: {
    4: 'raised reaches its place without going past it: the default spring no longer bounces.',
  },
};
