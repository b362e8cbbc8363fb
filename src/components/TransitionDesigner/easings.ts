// The easing curves the designer offers, written as Reanimated 3.19.5 writes them (src/Easing.ts),
// so the plot draws what the preview, which uses Reanimated's own Easing, plays.
type Curve = (t: number) => number;

function bounce(t: number): number {
  if (t < 1 / 2.75) return 7.5625 * t * t;
  if (t < 2 / 2.75) {
    const t2 = t - 1.5 / 2.75;
    return 7.5625 * t2 * t2 + 0.75;
  }
  if (t < 2.5 / 2.75) {
    const t2 = t - 2.25 / 2.75;
    return 7.5625 * t2 * t2 + 0.9375;
  }
  const t2 = t - 2.625 / 2.75;
  return 7.5625 * t2 * t2 + 0.984375;
}

const backDefault = 1.70158;

const curves = {
  linear: (t: number) => t,
  quad: (t: number) => t * t,
  cubic: (t: number) => t * t * t,
  sin: (t: number) => 1 - Math.cos((t * Math.PI) / 2),
  exp: (t: number) => Math.pow(2, 10 * (t - 1)),
  back: (t: number) => t * t * ((backDefault + 1) * t - backDefault),
  bounce,
} satisfies Record<string, Curve>;

type CurveName = keyof typeof curves;
type Mode = 'in' | 'out' | 'inOut';

const modes: Record<Mode, (curve: Curve) => Curve> = {
  in: (curve) => curve,
  out: (curve) => (t) => 1 - curve(1 - t),
  inOut: (curve) => (t) => (t < 0.5 ? curve(t * 2) / 2 : 1 - curve((1 - t) * 2) / 2),
};

export type EasingPreset = { id: string; curve: CurveName; mode?: Mode };

/** The choices of the easing select; the first is Reanimated's default for withTiming. */
export const easingPresets: EasingPreset[] = [
  { id: 'inOut-quad', curve: 'quad', mode: 'inOut' },
  { id: 'linear', curve: 'linear' },
  { id: 'in-quad', curve: 'quad', mode: 'in' },
  { id: 'out-quad', curve: 'quad', mode: 'out' },
  { id: 'inOut-cubic', curve: 'cubic', mode: 'inOut' },
  { id: 'out-cubic', curve: 'cubic', mode: 'out' },
  { id: 'inOut-sin', curve: 'sin', mode: 'inOut' },
  { id: 'out-exp', curve: 'exp', mode: 'out' },
  { id: 'out-back', curve: 'back', mode: 'out' },
  { id: 'bounce', curve: 'bounce' },
];

export const presetById = (id: string) => easingPresets.find((preset) => preset.id === id) ?? easingPresets[0];

/** The preset as code, e.g. `Easing.out(Easing.back())`. */
export function easingCode({ curve, mode }: EasingPreset): string {
  const base = `Easing.${curve}${curve === 'back' ? '()' : ''}`;
  return mode ? `Easing.${mode}(${base})` : base;
}

export function easingFunction({ curve, mode }: EasingPreset): Curve {
  return mode ? modes[mode](curves[curve]) : curves[curve];
}
