import React, { Suspense, useMemo, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { controlButton } from '../ControlButton';
import { lazyWithRetry } from '../LoadFailure/lazyWithRetry';
import { ExampleBoundary } from '../LiveExample/ExampleFailure';
import { startRuntimeInSteps } from '../LiveExample/start-runtime';
import { useNearViewport } from '../LiveExample/useNearViewport';
import { Checkbox, Select, Slider } from './Controls';
import { easingCode, easingPresets } from './easings';
import { Plot } from './Plot';
import { DEFAULTS, PREVIEW_DISTANCE, transitionCode, type TransitionSettings } from './settings';
import { LOOP_RUNS_DRAWN, simulate } from './simulate';
import styles from './styles.module.css';

// The preview runs real Moti from the shared live-example runtime, loaded as it nears the viewport.
const Preview = lazyWithRetry(async () => {
  await startRuntimeInSteps();
  return import('./Preview');
});

function describe(settings: TransitionSettings, endMs: number, peak: number, finished: boolean) {
  const overshoot = peak > 1.001 ? `, overshooting by ${Math.round((peak - 1) * 100)}%` : '';
  const end = finished ? `ends after ${Math.round(endMs)} ms` : `still moving after ${Math.round(endMs)} ms`;
  const loop = settings.loop ? ` (a loop: the first ${LOOP_RUNS_DRAWN} runs are drawn)` : '';
  return `Value over time: the ${settings.type} animation ${end}${overshoot}${loop}.`;
}

function CopyCode({ code }: { code: string }) {
  const [status, setStatus] = useState('');
  return (
    <div className={styles.code}>
      <pre data-transition-code>
        <code>{code}</code>
      </pre>
      <button
        type="button"
        className={controlButton}
        onClick={() =>
          navigator.clipboard.writeText(code).then(
            () => setStatus('Copied'),
            () => setStatus('Copy failed'),
          )
        }
      >
        Copy
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}

/** Controls for a Moti transition, a live square playing it, its curve over time and its code. */
export default function TransitionDesigner() {
  const [settings, setSettings] = useState<TransitionSettings>(DEFAULTS);
  const [replay, setReplay] = useState(0);
  const [stageRef, nearViewport] = useNearViewport<HTMLDivElement>();
  const set =
    <K extends keyof TransitionSettings>(key: K) =>
    (value: TransitionSettings[K]) =>
      setSettings((current) => ({ ...current, [key]: value }));
  const { curve, summary } = useMemo(() => {
    const raw = simulate(settings, 0, PREVIEW_DISTANCE);
    const points = raw.points.map(([time, value]) => [time, value / PREVIEW_DISTANCE] as [number, number]);
    const peak = Math.max(...points.map(([, value]) => value));
    return { curve: { ...raw, points }, summary: describe(settings, raw.endMs, peak, raw.finished) };
  }, [settings]);
  const timing = settings.type === 'timing';
  const repeating = settings.loop || settings.repeat > 0;
  const loading = <p className={styles.loading}>Loading the preview…</p>;
  return (
    // Controls and a plot have no text worth a Markdown copy.
    <section className={styles.designer} aria-label="Transition designer" data-transition-designer data-markdown="skip">
      <div className={styles.controls}>
        <Select
          label="type"
          value={settings.type}
          onChange={(value) => set('type')(value as TransitionSettings['type'])}
        >
          <option value="spring">spring</option>
          <option value="timing">timing</option>
        </Select>
        {timing ? (
          <>
            <Slider
              label="duration"
              unit=" ms"
              value={settings.duration}
              min={0}
              max={3000}
              step={50}
              onChange={set('duration')}
            />
            <Select label="easing" value={settings.easing} onChange={set('easing')}>
              {easingPresets.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {easingCode(preset)}
                </option>
              ))}
            </Select>
          </>
        ) : (
          <>
            <Slider label="damping" value={settings.damping} min={1} max={100} step={1} onChange={set('damping')} />
            <Slider
              label="stiffness"
              value={settings.stiffness}
              min={10}
              max={1000}
              step={10}
              onChange={set('stiffness')}
            />
            <Slider label="mass" value={settings.mass} min={0.1} max={10} step={0.1} onChange={set('mass')} />
            <Slider
              label="velocity"
              unit=" px/s"
              value={settings.velocity}
              min={-2000}
              max={2000}
              step={50}
              onChange={set('velocity')}
            />
            <Checkbox
              label="overshootClamping"
              checked={settings.overshootClamping}
              onChange={set('overshootClamping')}
            />
          </>
        )}
        <Slider label="delay" unit=" ms" value={settings.delay} min={0} max={2000} step={50} onChange={set('delay')} />
        <Checkbox label="loop" checked={settings.loop} onChange={set('loop')} />
        <Slider
          label="repeat"
          value={settings.repeat}
          min={0}
          max={10}
          step={1}
          disabled={settings.loop}
          onChange={set('repeat')}
        />
        <Checkbox
          label="repeatReverse"
          checked={settings.repeatReverse}
          disabled={!repeating}
          onChange={set('repeatReverse')}
        />
      </div>
      <div className={styles.output}>
        <div className={styles.stageBar}>
          <span>Preview</span>
          <button type="button" className={controlButton} onClick={() => setReplay((n) => n + 1)}>
            Replay
          </button>
        </div>
        <div className={styles.stage} ref={stageRef} data-transition-preview>
          <BrowserOnly fallback={loading}>
            {() =>
              nearViewport ? (
                <ExampleBoundary>
                  <Suspense fallback={loading}>
                    <Preview key={`${JSON.stringify(settings)}:${replay}`} settings={settings} />
                  </Suspense>
                </ExampleBoundary>
              ) : (
                loading
              )
            }
          </BrowserOnly>
        </div>
        <Plot curve={curve} summary={summary} />
        <CopyCode code={transitionCode(settings)} />
      </div>
    </section>
  );
}
