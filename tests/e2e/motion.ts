import type { Frame, Locator, Page } from '@playwright/test';
import { poll } from './fixtures';

/** Which square to follow under a root, and which part of its transform goes from `from` to `to`. */
export type Track = { colour: string; part: 'translateX' | 'scale'; from: number; to: number };

/** One animation frame: its time, which square was seen (a new one on each mount) and how far along it was. */
export type Sample = { time: number; square: number; fraction: number };

type Recorder = { samples: Sample[]; stopped: boolean };
declare global {
  interface Window {
    motionRecorder?: Recorder;
  }
}

/** True once some element under `root` has this computed background colour. */
export const squareShown = (root: Locator, colour: string) =>
  root.evaluate(
    (element, wanted) =>
      Array.from(element.querySelectorAll('*')).some((el) => getComputedStyle(el).backgroundColor === wanted),
    colour,
  );

/**
 * Records, on every animation frame from now on, where the square of `track.colour` under `root` is
 * along its track (0 at `from`, 1 at `to`). A square mounted anew counts as a new one.
 */
export async function startRecording(root: Locator, track: Track) {
  await root.evaluate((element, { colour, part, from, to }) => {
    const recorder: Recorder = { samples: [], stopped: false };
    window.motionRecorder = recorder;
    const find = () =>
      Array.from(element.querySelectorAll('*')).find((el) => getComputedStyle(el).backgroundColor === colour) ?? null;
    // The square there now is counted at once, so that one mounted right after this call is a new one.
    let square = find();
    let count = square ? 0 : -1;
    // The square is read once every animation-frame callback of the frame has run, Reanimated's
    // included: a task posted from this callback runs after them. Read in the callback itself, the
    // value would be the previous frame's, one frame late, and frames far apart on a busy machine
    // would shift each crossing by a different amount.
    const afterFrame = new MessageChannel();
    let frameTime = 0;
    afterFrame.port1.onmessage = () => {
      if (!square?.isConnected) {
        square = find();
        if (square) count += 1;
      }
      if (square) {
        const transform = getComputedStyle(square).transform;
        const matrix = new DOMMatrixReadOnly(transform === 'none' ? undefined : transform);
        const value = part === 'translateX' ? matrix.e : matrix.a;
        recorder.samples.push({ time: frameTime, square: count, fraction: (value - from) / (to - from) });
      }
    };
    const tick = (time: number) => {
      if (recorder.stopped) return;
      frameTime = time;
      afterFrame.port2.postMessage(null);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, track);
}

/** Waits until the newest square has reached the end of its track, then returns its samples. `page`: the page or frame recording. */
export async function recordedRun(page: Page | Frame, { newerThan = -1 } = {}): Promise<Sample[]> {
  const newest = () =>
    page.evaluate(() => {
      const samples = window.motionRecorder?.samples ?? [];
      const last = samples.at(-1);
      return last ? samples.filter((sample) => sample.square === last.square) : [];
    });
  await poll(
    async () => {
      const run = await newest();
      const last = run.at(-1);
      return last != null && last.square > newerThan && last.fraction >= 0.995;
    },
    { timeout: 30_000 },
  ).toBe(true);
  const run = await newest();
  await page.evaluate(() => {
    if (window.motionRecorder) window.motionRecorder.stopped = true;
  });
  return run;
}

/**
 * When the run first reached `fraction`, in ms after its square appeared; between two frames the
 * time is interpolated, so a late frame blurs the result less than its gap.
 */
export function timeToReach(run: Sample[], fraction: number): number {
  const start = run[0].time;
  const at = run.findIndex((sample) => sample.fraction >= fraction);
  if (at < 0) throw new Error(`the run never reached ${fraction}`);
  if (at === 0) return 0;
  const [before, after] = [run[at - 1], run[at]];
  const share = (fraction - before.fraction) / (after.fraction - before.fraction);
  return before.time + share * (after.time - before.time) - start;
}

/** When the square was first seen off its start (by more than 1%), in ms after it appeared. */
export function firstMove(run: Sample[]): number {
  const moved = run.find((sample) => sample.fraction > 0.01);
  if (!moved) throw new Error('the square never moved');
  return moved.time - run[0].time;
}

/**
 * The samples of a motion from its second frame on; `moved` says whether a sample has left the start.
 *
 * Reanimated 3 on the web can start an animation at the moment of a press (`performance.now()`), then
 * step it with the times Chromium passes to animation frames, which are when each frame began. When the
 * main thread was busy as the frame after the press began, that time is before the press: the first
 * frame computes a negative elapsed time, and the default ease-in-out curve, read below 0, moves the
 * value forward (past its target once the wait is over 0.7 of the duration); the next frame puts it back
 * near the start, and the curve runs from there. The frame after that one begins after the press.
 *
 * Reproduced by keeping the thread busy in a click listener: on the variants example's 600 ms timing
 * turn of 12 degrees, 200 ms busy drew 2.7 degrees on the first frame and 400 ms drew 11.4, then 0 on
 * the second; Reanimated 4.8 showed neither. The action menu's exit (140 ms busy) and the auto-height
 * panel (250 ms) showed nothing of it, so their claims keep every frame.
 */
export function fromSecondFrameOfMotion<T>(samples: T[], moved: (sample: T) => boolean): T[] {
  const first = samples.findIndex(moved);
  if (first < 0) throw new Error('nothing moved');
  return samples.slice(first + 1);
}
