// The designer's plot: the value over time, stepped frame by frame the way Reanimated steps
// withTiming (animation/timing.ts), withSpring (animation/spring/spring.ts, springUtils.ts),
// withRepeat and withDelay, wrapped the way Moti 0.30 wraps them: withDelay(delay, withRepeat(…)).
// The spring is Reanimated 4.8.0's, the version the preview beside it plays (`inPageVersion`): its
// signs, its clipping of a velocity that points away from the target, and its stop, when the energy
// left falls under `energyThreshold` of the starting energy.
import { factsOf } from '../../version-facts/facts';
import { inPageVersion } from '../../data/reanimated-versions';
import { easingFunction, presetById } from './easings';
import type { TransitionSettings } from './settings';

type Animation = {
  current: number;
  toValue: number;
  start: (value: number, now: number) => void;
  /** Advances to `now`; true when finished. */
  frame: (now: number) => boolean;
};

function timing(toValue: number, duration: number, easing: (t: number) => number): Animation {
  let startTime = 0;
  let startValue = 0;
  const animation: Animation = {
    current: toValue,
    toValue,
    start(value, now) {
      startTime = now;
      startValue = value;
      animation.current = value;
    },
    frame(now) {
      const runtime = now - startTime;
      if (runtime >= duration) {
        animation.current = animation.toValue;
        return true;
      }
      animation.current = startValue + (animation.toValue - startValue) * easing(runtime / duration);
      return false;
    },
  };
  return animation;
}

type SpringOptions = Pick<TransitionSettings, 'damping' | 'stiffness' | 'mass' | 'velocity' | 'overshootClamping'>;

/** The share of its starting energy under which the preview's Reanimated stops a spring. */
export const ENERGY_THRESHOLD = Number(factsOf(inPageVersion).spring.defaults.energyThreshold);

const energy = (displacement: number, velocity: number, stiffness: number, mass: number) =>
  0.5 * stiffness * displacement ** 2 + 0.5 * mass * velocity ** 2;

function spring(
  toValue: number,
  { damping, stiffness, mass, velocity: startVelocity, overshootClamping }: SpringOptions,
) {
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  const omega0 = Math.sqrt(stiffness / mass);
  const omega1 = zeta < 1 ? omega0 * Math.sqrt(1 - zeta ** 2) : 0;
  let velocity = 0;
  let startDisplacement = 0;
  let initialEnergy = 0;
  let lastTimestamp = 0;
  const animation: Animation = {
    current: toValue,
    toValue,
    start(value, now) {
      const to = animation.toValue;
      animation.current = value;
      startDisplacement = value - to;
      // Only a velocity toward the target survives the start; the energy counts the one given.
      velocity = (to > value && startVelocity < 0) || (to < value && startVelocity > 0) ? 0 : startVelocity;
      initialEnergy = energy(startDisplacement, startVelocity, stiffness, mass);
      lastTimestamp = now;
    },
    frame(now) {
      const to = animation.toValue;
      const t = Math.min(Math.max(now - lastTimestamp, 0), 64) / 1000;
      lastTimestamp = now;
      const v0 = velocity;
      const x0 = animation.current - to;
      if (zeta < 1) {
        const sin1 = Math.sin(omega1 * t);
        const cos1 = Math.cos(omega1 * t);
        const envelope = Math.exp(-zeta * omega0 * t);
        const frag = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1);
        animation.current = to + frag;
        velocity = -zeta * omega0 * frag + envelope * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1);
      } else {
        const envelope = Math.exp(-omega0 * t);
        const shape = x0 + (v0 + omega0 * x0) * t;
        animation.current = to + envelope * shape;
        velocity = envelope * -omega0 * shape + envelope * (v0 + omega0 * x0);
      }
      const current = animation.current;
      const leftBound = startDisplacement >= 0 ? to : to + startDisplacement;
      const clamped = overshootClamping && (current < leftBound || current > leftBound + Math.abs(startDisplacement));
      const spent =
        initialEnergy === 0 || energy(to - current, velocity, stiffness, mass) / initialEnergy <= ENERGY_THRESHOLD;
      if (!clamped && !spent) return false;
      velocity = 0;
      animation.current = to;
      return true;
    },
  };
  return animation;
}

function repeat(inner: Animation, reps: number, reverse: boolean): Animation {
  let count = 0;
  let startValue = 0;
  const animation: Animation = {
    current: inner.current,
    toValue: inner.toValue,
    start(value, now) {
      startValue = value;
      count = 0;
      inner.start(value, now);
    },
    frame(now) {
      const finished = inner.frame(now);
      animation.current = inner.current;
      if (!finished) return false;
      count += 1;
      if (reps > 0 && count >= reps) return true;
      const from = reverse ? inner.current : startValue;
      if (reverse) {
        inner.toValue = startValue;
        startValue = from;
      }
      inner.start(from, now);
      return false;
    },
  };
  return animation;
}

function delay(ms: number, inner: Animation): Animation {
  let startTime = 0;
  let started = false;
  const animation: Animation = {
    current: inner.current,
    toValue: inner.toValue,
    start(value, now) {
      startTime = now;
      started = false;
      animation.current = value;
    },
    frame(now) {
      if (now - startTime < ms) return false;
      if (!started) {
        inner.start(animation.current, now);
        started = true;
      }
      const finished = inner.frame(now);
      animation.current = inner.current;
      return finished;
    },
  };
  return animation;
}

export const FRAME_MS = 1000 / 60;
/** A loop is drawn for this many runs. */
export const LOOP_RUNS_DRAWN = 4;
const maxTimeMs = 20_000;

export type Curve = { points: Array<[timeMs: number, value: number]>; endMs: number; finished: boolean };

/** The value from `from` to `to` over time, one point per 60 Hz frame, as Moti would animate it. */
export function simulate(s: TransitionSettings, from = 0, to = 1): Curve {
  let animation = s.type === 'timing' ? timing(to, s.duration, easingFunction(presetById(s.easing))) : spring(to, s);
  const reps = s.loop ? LOOP_RUNS_DRAWN : s.repeat;
  if (reps > 0) animation = repeat(animation, reps, s.repeatReverse);
  if (s.delay > 0) animation = delay(s.delay, animation);
  animation.start(from, 0);
  const points: Curve['points'] = [[0, from]];
  let now = 0;
  let finished = false;
  while (!finished && now < maxTimeMs) {
    now += FRAME_MS;
    finished = animation.frame(now);
    points.push([now, animation.current]);
  }
  return { points, endMs: now, finished };
}
