// The spring Reanimated runs when a transition sets no spring options, as the examples' notes
// describe it: its three physics constants, and whether it bounces, from the version's facts.
import type { ReanimatedVersion } from '../data/reanimated-versions';
import { factsOf } from './facts';

type DefaultSpring = { mass: number; stiffness: number; damping: number; bounces: boolean };

export function defaultSpring(version: ReanimatedVersion): DefaultSpring {
  const { mass, stiffness, damping } = factsOf(version).spring.defaults;
  const [m, k, c] = [mass, stiffness, damping].map(Number);
  // A damped spring overshoots its target when its damping ratio is under 1 (critical damping).
  return { mass: m, stiffness: k, damping: c, bounces: c / (2 * Math.sqrt(k * m)) < 1 };
}
