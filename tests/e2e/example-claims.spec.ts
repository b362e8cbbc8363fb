import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, poll, waitForHydration } from './fixtures';
import { fromSecondFrameOfMotion } from './motion';
import { runtimeLoad, reanimatedVersions, runOn, type ReanimatedVersion } from './reanimated-versions';

// What the example pages say about their own example, checked where it runs.

const exampleOf = (page: Page, name: string) => page.locator(`[data-live-example="${name}"]`).first();

/**
 * Opens the page once, then checks the claim on each Reanimated version in turn (picked with the
 * example's control), in the element the example renders in: its stage, or its version's frame.
 */
async function onEachVersion(
  page: Page,
  route: string,
  name: string,
  check: (region: Locator, version: ReanimatedVersion) => Promise<void>,
) {
  await page.goto(route);
  await exampleOf(page, name).scrollIntoViewIfNeeded();
  for (const version of reanimatedVersions)
    await test.step(`on Reanimated ${version}`, async () => {
      await check(await runOn(exampleOf(page, name), version), version);
    });
}

/** The horizontal scale of an element's computed transform (1 without one). */
const scaleOf = (element: Locator) =>
  element.evaluate((node) => {
    const transform = getComputedStyle(node).transform;
    return new DOMMatrixReadOnly(transform === 'none' ? undefined : transform).a;
  });

test('image gallery: the arriving photo starts smaller and reaches full size', async ({ page }) => {
  await onEachVersion(page, '/examples/image-gallery', 'image-gallery', async (region) => {
    // Note the smallest scale of every photo on each frame, from before the press on.
    await region.evaluate((root) => {
      const smallest: Record<string, number> = {};
      (window as unknown as { __smallest: Record<string, number> }).__smallest = smallest;
      const sample = () => {
        for (const photo of Array.from(root.querySelectorAll('[aria-label]'))) {
          const label = photo.getAttribute('aria-label') ?? '';
          const transform = getComputedStyle(photo).transform;
          const scale = new DOMMatrixReadOnly(transform === 'none' ? undefined : transform).a;
          smallest[label] = Math.min(scale, smallest[label] ?? Infinity);
        }
        requestAnimationFrame(sample);
      };
      sample();
    });
    await region.getByRole('button', { name: 'Next photo', exact: true }).click();
    const lake = region.locator('[aria-label="A still lake below two hills"]');
    await poll(() => scaleOf(lake)).toBeCloseTo(1, 3);
    const smallest = await region.evaluate(
      () => (window as unknown as { __smallest: Record<string, number> }).__smallest['A still lake below two hills'],
    );
    expect(smallest).toBeLessThan(0.95);
  });
});

type Snapshot = { placeholders: number; boxes: string[]; nameText: number; nameWrapper: number };
type SkeletonWatch = { loading?: Snapshot; loaded?: Snapshot; stopped: boolean };

test('skeleton: nothing moves when the placeholders go, and the bars are not the size of the text', async ({
  page,
}) => {
  await onEachVersion(page, '/examples/skeleton', 'skeleton', async (region) => {
    const parts = {
      avatar: region.getByLabel('Avatar of Ada Park'),
      name: region.getByText('Ada Park', { exact: true }),
      role: region.getByText('Motion designer', { exact: true }),
      bio: region.getByText(/^Ada turns static screens/),
    };
    for (const [part, locator] of Object.entries(parts))
      await locator.evaluate((el, id) => el.setAttribute('data-part', id), part);

    // On every frame, one snapshot of the layout: a loading one, then the first loaded one after it.
    await region.evaluate((root) => {
      const watch: SkeletonWatch = { stopped: false };
      (window as unknown as { __skeleton: SkeletonWatch }).__skeleton = watch;
      const rect = (el: Element) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return [x, y, width, height].join(',');
      };
      const snapshot = (): Snapshot => {
        const name = root.querySelector('[data-part="name"]')!;
        const text = document.createRange();
        text.selectNodeContents(name);
        return {
          // While `show` is true, each placeholder box has the first colour of the dark palette.
          placeholders: Array.from(root.querySelectorAll('*')).filter(
            (el) => getComputedStyle(el).backgroundColor === 'rgb(17, 17, 17)',
          ).length,
          boxes: Array.from(root.querySelectorAll('[data-part]')).map(rect),
          nameText: text.getBoundingClientRect().width,
          nameWrapper: name.parentElement!.getBoundingClientRect().width,
        };
      };
      const sample = () => {
        const now = snapshot();
        if (now.placeholders > 0) watch.loading = now;
        else if (watch.loading) watch.loaded = now;
        if (!watch.loaded && !watch.stopped) requestAnimationFrame(sample);
      };
      sample();
    });
    // A new attempt shows the placeholders again, in case the first one ended before the watch began.
    await region.getByRole('button', { name: 'Load again', exact: true }).click();
    const watch = () => region.evaluate(() => (window as unknown as { __skeleton: SkeletonWatch }).__skeleton);
    await poll(async () => (await watch()).loaded !== undefined, { timeout: 15_000 }).toBe(true);
    const { loading, loaded } = await watch();

    expect(loading!.placeholders).toBe(4);
    expect(loaded!.boxes).toEqual(loading!.boxes);
    // The name's bar is 140 px wide, loading or not, and the name itself is narrower.
    expect(loading!.nameWrapper).toBe(140);
    expect(loaded!.nameWrapper).toBe(140);
    expect(loading!.nameText).toBeLessThan(120);
  });
});

type Trip = number[][];

test('animate presence: the card rises both when it leaves and when it comes back', async ({ page }) => {
  await onEachVersion(page, '/examples/animate-presence', 'animate-presence', async (region) => {
    await expect(region.getByText('Hello again')).toBeVisible();
    // The vertical offset of each card (#0369a1) on every frame; a card mounted anew starts a new list.
    await region.evaluate((root) => {
      const trips: Trip = [];
      (window as unknown as { __trips: Trip }).__trips = trips;
      const seen = new WeakMap<Element, number[]>();
      const sample = () => {
        for (const el of Array.from(root.querySelectorAll('*'))) {
          const style = getComputedStyle(el);
          if (style.backgroundColor !== 'rgb(3, 105, 161)') continue;
          let trip = seen.get(el);
          if (!trip) seen.set(el, (trip = trips[trips.push([]) - 1]));
          const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
          // Moti puts the scale before the translation, so the offset in the card's own units is f / d.
          trip.push(matrix.f / matrix.d);
        }
        requestAnimationFrame(sample);
      };
      sample();
    });
    const trips = () => region.evaluate(() => (window as unknown as { __trips: Trip }).__trips);

    // The first card plays its own entrance first: hide it once it is at rest.
    await poll(async () => (await trips())[0]?.at(-1)).toBeCloseTo(0, 3);
    const atRest = (await trips())[0].length;
    await region.getByRole('button', { name: 'Hide the card', exact: true }).click();
    await expect(region.getByText('Hello again')).toHaveCount(0);
    const leaving = (await trips())[0].slice(atRest - 1);
    // It left upward: from its place to 24 px above it.
    expect(leaving[0]).toBeCloseTo(0, 0);
    expect(Math.min(...leaving)).toBeLessThan(-20);

    await region.getByRole('button', { name: 'Show the card', exact: true }).click();
    await poll(async () => (await trips())[1]?.at(-1)).toBeCloseTo(0, 3);
    const arriving = (await trips())[1];
    // It came back upward too: from 24 px below its place.
    expect(arriving[0]).toBeGreaterThan(20);
    const risesAll = arriving.every((offset, index) => index === 0 || offset <= arriving[index - 1] + 0.01);
    expect(risesAll, `offsets on each frame: ${arriving.map((offset) => offset.toFixed(2)).join(' ')}`).toBe(true);
  });
});

type Ring = { scale: number; opacity: number }[];

/** Records, on every frame, the scale and opacity of each ring of the loop example (pink border, no fill). */
async function watchRings(region: Locator) {
  await region.evaluate((root) => {
    const rings: Ring[] = [];
    (window as unknown as { __rings: Ring[] }).__rings = rings;
    const sample = () => {
      const found = Array.from(root.querySelectorAll('*')).filter((el) => {
        const style = getComputedStyle(el);
        return style.borderTopColor === 'rgb(244, 114, 182)' && style.backgroundColor === 'rgba(0, 0, 0, 0)';
      });
      found.forEach((el, index) => {
        const style = getComputedStyle(el);
        const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
        (rings[index] ??= []).push({ scale: matrix.a, opacity: Number(style.opacity) });
      });
      requestAnimationFrame(sample);
    };
    sample();
  });
  return () => region.evaluate(() => (window as unknown as { __rings: Ring[] }).__rings);
}

/** How often a ring went back to the dot: its scale fell from above 2.5 to below 1.5 between two frames. */
const restarts = (ring: Ring) =>
  ring.filter((now, index) => index > 0 && ring[index - 1].scale > 2.5 && now.scale < 1.5).length;

test('loop: every ring grows to three times its size and starts again at the dot, never shrinking back', async ({
  page,
}) => {
  await onEachVersion(page, '/examples/loop', 'loop', async (region) => {
    const rings = await watchRings(region);
    // Wait until each of the three rings has gone round twice.
    await poll(
      async () => {
        const now = await rings();
        return now.length === 3 ? Math.min(...now.map(restarts)) : 0;
      },
      { timeout: 20_000 },
    ).toBeGreaterThanOrEqual(2);
    for (const ring of await rings()) {
      expect(Math.max(...ring.map((frame) => frame.scale))).toBeGreaterThan(2.9);
      // Between two frames the scale grows, or it falls all the way back to the dot: no shrinking run.
      ring.forEach((now, index) => {
        if (index === 0) return;
        const before = ring[index - 1].scale;
        if (now.scale < before - 0.001) {
          expect(before).toBeGreaterThan(2.5);
          expect(now.scale).toBeLessThan(1.5);
        }
      });
    }
  });
});

test('loop: with reduced motion the rings end at their animate values and do not start again', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await onEachVersion(page, '/examples/loop', 'loop', async (region) => {
    const rings = await watchRings(region);
    const atEnd = (ring: Ring) => {
      const last = ring.at(-1);
      return last !== undefined && Math.abs(last.scale - 3) < 0.001 && last.opacity < 0.001;
    };
    await poll(async () => (await rings()).filter(atEnd).length).toBe(3);
    // Then at least 120 more frames, more than a whole cycle at 60 frames a second, without a restart.
    const settled = (await rings()).map((ring) => ring.length);
    await poll(async () => Math.min(...(await rings()).map((ring, index) => ring.length - settled[index])), {
      timeout: 20_000,
    }).toBeGreaterThanOrEqual(120);
    for (const [index, ring] of (await rings()).entries()) {
      expect(ring.slice(settled[index] - 1).every((frame) => Math.abs(frame.scale - 3) < 0.001)).toBe(true);
    }
  });
});

type ActionFrame = {
  phase: string;
  caption: string;
  fabAngle: number | null;
  actions: Record<string, { opacity: number; offset: number; bottom: number }>;
};

test('action menu: actions enter and leave in order from the toggle, and the plus sign overshoots less', async ({
  page,
}) => {
  await onEachVersion(page, '/examples/action-menu', 'action-menu', async (region, version) => {
    await region.evaluate((root) => {
      const frames: ActionFrame[] = [];
      const watch = { phase: 'closed', frames };
      (window as unknown as { __menu: typeof watch }).__menu = watch;
      const sample = () => {
        const frame: ActionFrame = { phase: watch.phase, caption: '', fabAngle: null, actions: {} };
        frame.caption =
          Array.from(root.querySelectorAll('*')).find((el) =>
            /^(You chose \w+|Nothing chosen yet)$/.test(el.textContent ?? ''),
          )?.textContent ?? '';
        for (const el of Array.from(root.querySelectorAll('*'))) {
          const style = getComputedStyle(el);
          // The round toggle (#8b5cf6) rotates; its angle in degrees.
          if (style.backgroundColor === 'rgb(139, 92, 246)') {
            const m = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
            frame.fabAngle = (Math.atan2(m.b, m.a) * 180) / Math.PI;
          }
        }
        for (const button of Array.from(root.querySelectorAll('[role="button"]'))) {
          const label = button.textContent ?? '';
          if (!['Share', 'Edit', 'Archive'].includes(label)) continue;
          // The MotiView around each action's button carries its animation.
          const wrapper = button.parentElement!;
          const style = getComputedStyle(wrapper);
          const m = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
          frame.actions[label] = {
            opacity: Number(style.opacity),
            offset: m.f,
            bottom: wrapper.getBoundingClientRect().bottom,
          };
        }
        frames.push(frame);
        requestAnimationFrame(sample);
      };
      sample();
    });
    type Watch = { phase: string; frames: ActionFrame[] };
    const frames = () => region.evaluate(() => (window as unknown as { __menu: Watch }).__menu.frames);
    const setPhase = (phase: string) =>
      region.evaluate((_, p) => ((window as unknown as { __menu: Watch }).__menu.phase = p), phase);
    const labels = ['Share', 'Edit', 'Archive'];
    /** The index of the first frame of `phase` where `test` holds for the action. */
    const firstFrame = (all: ActionFrame[], phase: string, label: string, test: (opacity: number) => boolean) =>
      all.findIndex((frame) => frame.phase === phase && frame.actions[label] && test(frame.actions[label].opacity));

    await setPhase('opening');
    await region.getByRole('button', { name: 'Open actions', exact: true }).click();
    // At rest: every action opaque and in place, the plus sign at 45 degrees.
    await poll(
      async () => {
        const last = (await frames()).at(-1)!;
        return (
          labels.every(
            (label) => last.actions[label]?.opacity > 0.999 && Math.abs(last.actions[label].offset) < 0.05,
          ) && Math.abs((last.fabAngle ?? 0) - 45) < 0.05
        );
      },
      { timeout: 15_000 },
    ).toBe(true);
    const opened = await frames();
    const shown = labels.map((label) => firstFrame(opened, 'opening', label, (opacity) => opacity > 0.05));
    expect(shown.every((index) => index >= 0)).toBe(true);
    // Share, the first action, appears first, and it is the one nearest the toggle (lowest on screen).
    expect(shown[0]).toBeLessThanOrEqual(shown[1]);
    expect(shown[1]).toBeLessThanOrEqual(shown[2]);
    expect(shown[0]).toBeLessThan(shown[2]);
    const rest = opened.at(-1)!;
    expect(rest.actions.Share.bottom).toBeGreaterThan(rest.actions.Edit.bottom);
    expect(rest.actions.Edit.bottom).toBeGreaterThan(rest.actions.Archive.bottom);
    // Both springs overshoot; the toggle's (damping 14) by a smaller share of its travel than the actions' (damping 10).
    const opening = opened.filter((frame) => frame.phase === 'opening');
    const fabOvershoot = (Math.max(...opening.map((frame) => frame.fabAngle ?? 0)) - 45) / 45;
    const actionOvershoot = -Math.min(...opening.map((frame) => frame.actions.Share?.offset ?? 0)) / 16;
    if (version === 3) {
      expect(fabOvershoot).toBeGreaterThan(0.01);
      expect(actionOvershoot).toBeGreaterThan(fabOvershoot);
    } else {
      // Reanimated 4's spring defaults (mass 4, stiffness 900, damping 120) turn the toggle's damping 14
      // into a damping ratio of 0.12 (0.66 of overshoot measured, 0.69 in theory), and leave the actions' spring critically damped.
      expect(fabOvershoot).toBeGreaterThan(0.5);
      expect(actionOvershoot).toBeLessThan(0.01);
    }

    await setPhase('closing');
    await region.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(region.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
    const closed = await frames();
    const leaving = labels.map((label) => firstFrame(closed, 'closing', label, (opacity) => opacity < 0.95));
    expect(leaving.every((index) => index >= 0)).toBe(true);
    expect(leaving[0]).toBeLessThanOrEqual(leaving[1]);
    expect(leaving[1]).toBeLessThanOrEqual(leaving[2]);
    expect(leaving[0]).toBeLessThan(leaving[2]);
    // The caption changed while the actions were still on screen.
    expect(
      closed.some(
        (frame) =>
          frame.phase === 'closing' &&
          frame.caption === 'You chose Share' &&
          labels.some((label) => (frame.actions[label]?.opacity ?? 0) > 0.05),
      ),
    ).toBe(true);
    // On the way out no action goes beyond its exit offset: a timing curve, no bounce.
    for (const label of labels)
      expect(
        Math.max(
          ...closed.filter((frame) => frame.phase === 'closing').map((frame) => frame.actions[label]?.offset ?? 0),
        ),
      ).toBeLessThanOrEqual(16.01);
  });
});

type Pose = { card: number; angle: number; offset: number; scale: number };

test('variants: a transition inside the tilted variant turns the card without a bounce, and raised still springs', async ({
  page,
}) => {
  const source = readFileSync(path.join('src', 'examples', 'variants.tsx'), 'utf8');
  const tilted = "tilted: { opacity: 1, scale: 1, translateY: 0, rotate: '-12deg' },";
  expect(source).toContain(tilted);
  const edited = source.replace(
    tilted,
    "tilted: { opacity: 1, scale: 1, translateY: 0, rotate: '-12deg', transition: { type: 'timing', duration: 600 } },",
  );
  await page.goto('/examples/variants');
  await waitForHydration(page);
  const example = page.locator('[data-live-example="variants"]').first();
  await example.scrollIntoViewIfNeeded();
  await example.getByRole('button', { name: 'Edit' }).click();
  await example.getByLabel('Code of variants.tsx').fill(edited);
  for (const version of reanimatedVersions)
    await test.step(`on Reanimated ${version}`, async () => {
      await example.getByLabel('Runs on Reanimated').selectOption(String(version));
      // Edited code runs in the sandboxed frame of the version picked.
      const root = example
        .getByRole('region')
        .frameLocator(`iframe[data-live-example-frame="${version}"]`)
        .locator('#example');
      await expect(root.getByRole('button', { name: 'tilted', exact: true })).toBeVisible(runtimeLoad);
      // Chromium pauses the animation frames of a frame out of view; typing scrolled away.
      await example.getByRole('region').scrollIntoViewIfNeeded();
      // The card (#14b8a6) on every frame: which element it is (a card mounted anew counts as a new one),
      // its rotation in degrees, its vertical offset and its scale.
      await root.evaluate((element) => {
        const poses: Pose[] = [];
        (window as unknown as { __poses: Pose[] }).__poses = poses;
        const cards: Element[] = [];
        const sample = () => {
          const card = Array.from(element.querySelectorAll('*')).find(
            (el) => getComputedStyle(el).backgroundColor === 'rgb(20, 184, 166)',
          );
          if (card) {
            if (!cards.includes(card)) cards.push(card);
            const transform = getComputedStyle(card).transform;
            const m = new DOMMatrixReadOnly(transform === 'none' ? undefined : transform);
            poses.push({
              card: cards.indexOf(card),
              angle: (Math.atan2(m.b, m.a) * 180) / Math.PI,
              offset: m.f,
              scale: Math.hypot(m.a, m.b),
            });
          }
          requestAnimationFrame(sample);
        };
        sample();
      });
      const poses = () => root.evaluate(() => (window as unknown as { __poses: Pose[] }).__poses);
      const last = async () => (await poses()).at(-1);

      // The card has finished its entrance (scale 1, in place) before the first press.
      await poll(
        async () => {
          const pose = await last();
          return pose !== undefined && Math.abs(pose.scale - 1) < 0.0005 && Math.abs(pose.offset) < 0.0005;
        },
        { timeout: 10_000 },
      ).toBe(true);
      const card = (await last())!.card;
      const start = (await poses()).length;
      await root.getByRole('button', { name: 'tilted', exact: true }).click();
      await poll(async () => (await last())?.angle, { timeout: 10_000 }).toBeCloseTo(-12, 3);
      const turning = (await poses()).slice(start);
      expect(turning.every((pose) => pose.card === card)).toBe(true);
      // Turned with a timing curve: never past -12 degrees (a spring, the default, would overshoot by
      // degrees) and one way only. Steps back of more than a hundredth of a degree have been seen on a
      // busy machine, which is no bounce: the largest is reported. The first frame of the turn is left
      // out: on a busy machine Reanimated 3 can draw it ahead of the curve (see fromSecondFrameOfMotion).
      const curve = fromSecondFrameOfMotion(turning, (pose) => pose.angle < -0.001);
      expect(curve.length, 'frames of the turn').toBeGreaterThan(1);
      expect(Math.min(...curve.map((pose) => pose.angle))).toBeGreaterThan(-12.01);
      const stepsBack = curve.slice(1).map((pose, index) => pose.angle - curve[index].angle);
      expect(Math.max(0, ...stepsBack), 'largest step back, in degrees').toBeLessThan(0.25);

      const raisedFrom = (await poses()).length;
      await root.getByRole('button', { name: 'raised', exact: true }).click();
      // At rest, raised is 20 px up at scale 1.1: an offset of -22 in the matrix.
      await poll(async () => (await last())?.offset, { timeout: 10_000 }).toBeCloseTo(-22, 2);
      const rising = (await poses()).slice(raisedFrom);
      expect(rising.every((pose) => pose.card === card)).toBe(true);
      const furthest = Math.min(...rising.map((pose) => pose.offset));
      // Reanimated 3's default spring goes beyond -22 on the way and comes back; Reanimated 4's default is
      // critically damped and stops at -22.
      if (version === 3) expect(furthest).toBeLessThan(-22.5);
      else expect(furthest).toBeGreaterThan(-22.05);
    });
});

type Opening = { panel: number; content: number }[];

test('auto height: the panel opens to the height of its wrapped text and not beyond', async ({ page }) => {
  await onEachVersion(page, '/examples/auto-height', 'auto-height', async (region) => {
    // The first paragraph's text element; its parent is the measured content, and the animated panel holds that.
    await region.getByText('Orders leave the warehouse within two working days.', { exact: true }).evaluate((text) => {
      const content = text.parentElement!;
      const panel = content.parentElement!;
      const heights: Opening = [];
      (window as unknown as { __opening: Opening }).__opening = heights;
      const sample = () => {
        heights.push({
          panel: panel.getBoundingClientRect().height,
          content: content.getBoundingClientRect().height,
        });
        requestAnimationFrame(sample);
      };
      sample();
    });
    const heights = () => region.evaluate(() => (window as unknown as { __opening: Opening }).__opening);
    // Each paragraph wraps: the content is taller than two lines of 21 px.
    const paragraph = region.getByText('You get a tracking link by email as soon as the parcel moves.', {
      exact: true,
    });
    expect((await paragraph.boundingBox())!.height).toBeGreaterThan(21);

    await region.getByRole('button', { name: 'Show shipping details', exact: true }).click();
    await poll(async () => {
      const last = (await heights()).at(-1)!;
      return Math.abs(last.panel - last.content);
    }).toBeLessThan(0.5);
    const all = await heights();
    const content = all.at(-1)!.content;
    expect(content).toBeGreaterThan(4 * 21);
    // A timing curve: the panel never opens further than its content.
    expect(Math.max(...all.map((frame) => frame.panel))).toBeLessThanOrEqual(content + 0.5);
  });
});

type Turn = { cards: number; colour: string; offset: number; opacity: number }[];

test('exit before enter: one card at a time, the next coming in from the right after the last has left', async ({
  page,
}) => {
  await onEachVersion(page, '/examples/exit-before-enter', 'exit-before-enter', async (region) => {
    await expect(region.getByText('Plan', { exact: true })).toBeVisible();
    // On every frame: how many step cards exist, and the colour, offset and opacity of the first one.
    await region.evaluate((root) => {
      const colours = ['rgb(194, 65, 12)', 'rgb(21, 128, 61)', 'rgb(79, 70, 229)'];
      const turn: Turn = [];
      (window as unknown as { __turn: Turn }).__turn = turn;
      const sample = () => {
        const cards = Array.from(root.querySelectorAll('*')).filter((el) =>
          colours.includes(getComputedStyle(el).backgroundColor),
        );
        const style = cards[0] ? getComputedStyle(cards[0]) : undefined;
        const matrix = new DOMMatrixReadOnly(!style || style.transform === 'none' ? undefined : style.transform);
        turn.push({
          cards: cards.length,
          colour: style?.backgroundColor ?? '',
          offset: matrix.e,
          opacity: Number(style?.opacity ?? 0),
        });
        requestAnimationFrame(sample);
      };
      sample();
    });
    const turn = () => region.evaluate(() => (window as unknown as { __turn: Turn }).__turn);
    // Plan (#c2410c) has come in and rests before the press.
    await poll(async () => {
      const last = (await turn()).at(-1)!;
      return last.colour === 'rgb(194, 65, 12)' && last.opacity > 0.999 && Math.abs(last.offset) < 0.01;
    }).toBe(true);
    const start = (await turn()).length;
    await region.getByRole('button', { name: 'Next step', exact: true }).click();
    await poll(async () => {
      const last = (await turn()).at(-1)!;
      return last.colour === 'rgb(21, 128, 61)' && last.opacity > 0.999 && Math.abs(last.offset) < 0.01;
    }).toBe(true);
    const frames = (await turn()).slice(start);
    expect(Math.max(...frames.map((frame) => frame.cards))).toBe(1);
    const leaving = frames.filter((frame) => frame.colour === 'rgb(194, 65, 12)');
    const arriving = frames.filter((frame) => frame.colour === 'rgb(21, 128, 61)');
    // Plan left to the left; Build, drawn only after it, came from the right.
    expect(Math.min(...leaving.map((frame) => frame.offset))).toBeLessThan(-30);
    expect(Math.max(...arriving.map((frame) => frame.offset))).toBeGreaterThan(30);
    const firstBuild = frames.findIndex((frame) => frame.colour === 'rgb(21, 128, 61)');
    expect(frames.slice(firstBuild).some((frame) => frame.colour === 'rgb(194, 65, 12)')).toBe(false);
  });
});

type Arrival = { photo: number; opacity: number; scale: number; offset: number }[];

test('image gallery: after a new mount, the first photo is in place from its first frame', async ({ page }) => {
  await onEachVersion(page, '/examples/image-gallery', 'image-gallery', async (region) => {
    // Every frame: the first photo's opacity, scale and horizontal offset; a photo mounted anew counts as a new one.
    await region.evaluate((root) => {
      const arrival: Arrival = [];
      (window as unknown as { __arrival: Arrival }).__arrival = arrival;
      const seen: Element[] = [];
      const sample = () => {
        const photo = root.querySelector('[aria-label="Sand dunes under a low sun"]');
        if (photo) {
          if (!seen.includes(photo)) seen.push(photo);
          const style = getComputedStyle(photo);
          const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
          arrival.push({
            photo: seen.indexOf(photo),
            opacity: Number(style.opacity),
            scale: matrix.a,
            offset: matrix.e,
          });
        }
        requestAnimationFrame(sample);
      };
      sample();
    });
    const arrival = () => region.evaluate(() => (window as unknown as { __arrival: Arrival }).__arrival);
    await page
      .locator('[data-live-example="image-gallery"]')
      .first()
      .getByRole('button', { name: 'Replay', exact: true })
      .click();
    // Replay mounts the gallery again: wait for 30 frames of the new photo.
    await poll(async () => (await arrival()).filter((frame) => frame.photo === 1).length, {
      timeout: 15_000,
    }).toBeGreaterThanOrEqual(30);
    for (const frame of (await arrival()).filter((frame) => frame.photo === 1)) {
      expect(frame.opacity).toBeCloseTo(1, 3);
      expect(frame.scale).toBeCloseTo(1, 3);
      expect(frame.offset).toBeCloseTo(0, 3);
    }
  });
});
