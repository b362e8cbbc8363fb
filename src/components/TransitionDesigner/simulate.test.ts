import { describe, expect, it, vi } from 'vitest';
import { easingCode, easingFunction, easingPresets, presetById } from './easings';
import { formatDefault } from '../../version-facts/format-default';
import { factsOf } from '../../version-facts/facts';
import { DEFAULTS, transitionCode } from './settings';
import { ENERGY_THRESHOLD, FRAME_MS, LOOP_RUNS_DRAWN, simulate } from './simulate';

// springUtils warns through Reanimated's logger, which imports React Native.
vi.mock('react-native-reanimated/src/common', () => ({ logger: { warn: () => {} } }));

// Reanimated 4.8.0's sources, the version the preview plays, compared against: imported by a
// computed path so that tsc, whose strict settings they do not meet, leaves them alone.
const source = 'react-native-reanimated/src';
type Curve = (t: number) => number;
type SpringStep = (animation: object, values: Record<string, number>) => { position: number; velocity: number };
const { Easing } = (await import(`${source}/Easing`)) as {
  Easing: Record<string, Curve> & { back: () => Curve } & Record<'in' | 'out' | 'inOut', (curve: Curve) => Curve>;
};
const springUtils = (await import(`${source}/animation/spring/springUtils`)) as Record<
  'underDampedSpringCalculations' | 'criticallyDampedSpringCalculations',
  SpringStep
> & { isAnimationTerminatingCalculation: (animation: object, config: object) => boolean };
const { underDampedSpringCalculations, criticallyDampedSpringCalculations, isAnimationTerminatingCalculation } =
  springUtils;

function reanimatedEasing(id: string) {
  const preset = easingPresets.find((candidate) => candidate.id === id)!;
  const base = preset.curve === 'back' ? Easing.back() : Easing[preset.curve];
  return preset.mode ? Easing[preset.mode](base) : base;
}

describe('easings', () => {
  it("match Reanimated's Easing at every sampled point", () => {
    for (const preset of easingPresets) {
      const ours = easingFunction(preset);
      const theirs = reanimatedEasing(preset.id);
      for (let t = 0; t <= 1; t += 0.05) expect(ours(t)).toBeCloseTo(theirs(t), 10);
    }
  });
});

describe('simulate', () => {
  it('steps a spring as Reanimated 4.8.0 does, frame by frame, until its energy is spent at the target', () => {
    const settings = { ...DEFAULTS, damping: 8 };
    const { points, finished } = simulate(settings, 0, 160);
    expect(finished).toBe(true);
    // Replay the same frames with Reanimated's own formulas and its own stopping test.
    const { stiffness, mass, damping } = settings;
    let current = 0;
    let velocity = 0;
    const zeta = damping / (2 * Math.sqrt(stiffness * mass));
    const omega0 = Math.sqrt(stiffness / mass);
    const omega1 = omega0 * Math.sqrt(1 - zeta ** 2);
    const initialEnergy = 0.5 * stiffness * 160 ** 2;
    const config = { overshootClamping: false, stiffness, mass, energyThreshold: ENERGY_THRESHOLD };
    const stops = () =>
      isAnimationTerminatingCalculation({ toValue: 160, current, velocity, startValue: -160, initialEnergy }, config);
    for (const [, value] of points.slice(1, -1)) {
      const animation = { toValue: 160, current, velocity };
      const next = underDampedSpringCalculations(animation, {
        zeta,
        v0: velocity,
        x0: current - 160,
        omega0,
        omega1,
        t: FRAME_MS / 1000,
      });
      current = next.position;
      velocity = next.velocity;
      expect(value).toBeCloseTo(current, 9);
      expect(stops()).toBe(false);
    }
    const last = underDampedSpringCalculations(
      { toValue: 160, current, velocity },
      { zeta, v0: velocity, x0: current - 160, omega0, omega1, t: FRAME_MS / 1000 },
    );
    current = last.position;
    velocity = last.velocity;
    expect(stops()).toBe(true);
    expect(points.at(-1)?.[1]).toBe(160);
    expect(Math.max(...points.map(([, value]) => value))).toBeGreaterThan(160);
  });

  it('uses the critically damped formula when damping is high', () => {
    const settings = { ...DEFAULTS, damping: 40 };
    const [, first] = simulate(settings, 0, 160).points;
    const omega0 = Math.sqrt(settings.stiffness);
    const animation = { toValue: 160, current: 0, velocity: 0 };
    const expected = criticallyDampedSpringCalculations(animation, { v0: 0, x0: -160, omega0, t: FRAME_MS / 1000 });
    expect(first[1]).toBeCloseTo(expected.position, 9);
  });

  it('drops a starting velocity that points away from the target, as Reanimated 4 does', () => {
    const away = simulate({ ...DEFAULTS, velocity: -800 }, 0, 160).points;
    const still = simulate(DEFAULTS, 0, 160).points;
    expect(away.slice(0, 30)).toEqual(still.slice(0, 30));
  });

  it('runs a timing curve for its duration after the delay, then repeats back and forth', () => {
    const settings = { ...DEFAULTS, type: 'timing' as const, easing: 'linear', duration: 300, delay: 100, repeat: 2 };
    const { points, endMs } = simulate(settings);
    const at = (time: number) => points.find(([t]) => t >= time)![1];
    expect(at(50)).toBe(0);
    expect(at(250)).toBeGreaterThan(0.4);
    expect(at(250)).toBeLessThan(0.6);
    expect(Math.max(...points.map(([, value]) => value))).toBe(1);
    expect(at(420)).toBeLessThan(1);
    expect(points.at(-1)?.[1]).toBe(0);
    expect(endMs).toBeGreaterThan(700);
  });

  it('draws a few runs of a loop', () => {
    const { points, finished } = simulate({
      ...DEFAULTS,
      type: 'timing',
      easing: 'linear',
      loop: true,
      repeatReverse: false,
    });
    expect(finished).toBe(true);
    // Without reverse, each run ends at the target and the next starts over from 0.
    expect(points.filter(([, value]) => value === 1).length).toBe(LOOP_RUNS_DRAWN);
  });

  it('stops at the target with overshootClamping', () => {
    const { points } = simulate({ ...DEFAULTS, damping: 3, overshootClamping: true }, 0, 160);
    expect(Math.max(...points.map(([, value]) => value))).toBe(160);
  });
});

describe('DEFAULTS', () => {
  it("start from the played version's timing defaults and Reanimated 3's spring", () => {
    const played = factsOf(4);
    expect(DEFAULTS.duration).toBe(played.timing.defaults.duration);
    expect(easingCode(presetById(DEFAULTS.easing))).toBe(formatDefault(played.timing.defaults.easing));
    expect([DEFAULTS.damping, DEFAULTS.stiffness, DEFAULTS.mass]).toEqual([10, 100, 1]);
  });
});

describe('transitionCode', () => {
  it("states the type, a spring's shape, and the other options only where they differ from the defaults", () => {
    expect(transitionCode(DEFAULTS)).toBe(
      "transition={{\n  type: 'spring',\n  damping: 10,\n  stiffness: 100,\n  mass: 1,\n}}",
    );
    expect(transitionCode({ ...DEFAULTS, damping: 5, repeat: 3 })).toBe(
      "transition={{\n  type: 'spring',\n  damping: 5,\n  stiffness: 100,\n  mass: 1,\n  repeat: 3,\n}}",
    );
    expect(transitionCode({ ...DEFAULTS, type: 'timing', easing: 'out-back', loop: true, repeat: 3 })).toBe(
      "transition={{\n  type: 'timing',\n  easing: Easing.out(Easing.back()),\n  loop: true,\n}}",
    );
    expect(transitionCode({ ...DEFAULTS, type: 'timing', damping: 5 })).toBe("transition={{ type: 'timing' }}");
  });
});
