import type { Page } from '@playwright/test';
import { test, expect, poll } from './fixtures';
import { runtimeLoad, reanimatedVersions, type ReanimatedVersion } from './reanimated-versions';

// What the troubleshooting sections say about Moti's behaviour (the skeleton's, on /skeleton), checked in the
// browser with the live editor.

const example = (page: Page) => page.locator('[data-live-example="skeleton-basics"]').first();
// Edited code runs in the sandboxed frame of the Reanimated version picked.
const edited = (page: Page, version: ReanimatedVersion) =>
  example(page).getByRole('region').frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example');

/** A skeleton whose sweep takes a minute until the button asks for a 400 ms one. */
const probe = (key: string) => `import { useState } from 'react'
import { Skeleton } from 'moti/skeleton'
import { Pressable, Text, View } from 'react-native'

export default function TransitionProbe() {
  const [fast, setFast] = useState(false)
  const duration = fast ? 400 : 60000
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      <Skeleton ${key} width={200} height={20} transition={{ translateX: { type: 'timing', duration, loop: true } }} />
      <Pressable role="button" onPress={() => setFast(true)}>
        <Text style={{ color: 'white' }}>Faster</Text>
      </Pressable>
    </View>
  )
}
`;

/** The furthest left any element of the stage is translated during `ms` milliseconds, in pixels. */
const furthestLeft = (page: Page, version: ReanimatedVersion, ms: number) =>
  edited(page, version).evaluate(
    (root, duration) =>
      new Promise<number>((resolve) => {
        let least = 0;
        const end = performance.now() + duration;
        const sample = () => {
          for (const node of Array.from(root.querySelectorAll('div'))) {
            const transform = getComputedStyle(node).transform;
            if (transform !== 'none') least = Math.min(least, new DOMMatrixReadOnly(transform).m41);
          }
          if (performance.now() < end) requestAnimationFrame(sample);
          else resolve(least);
        };
        sample();
      }),
    ms,
  );

/** Opens /skeleton's example in the editor with `code` in place of its own. */
async function editExample(page: Page, code: string) {
  await page.goto('/skeleton');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await example(page).scrollIntoViewIfNeeded();
  await example(page).getByRole('button', { name: 'Edit' }).click();
  await example(page).getByLabel('Code of skeleton-basics.tsx').fill(code);
}

/** Runs the edited probe on `version` and returns its button `name`, once it shows and is in view. */
async function probeButton(page: Page, version: ReanimatedVersion, name: string) {
  await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
  const button = edited(page, version).getByRole('button', { name });
  await expect(button).toBeVisible(runtimeLoad);
  // Chromium pauses the animation frames of a cross-origin frame out of view; typing scrolled away.
  await example(page).getByRole('region').scrollIntoViewIfNeeded();
  return button;
}

/** Opens the editor with the probe once, then runs it on each Reanimated version: how far the sweep went. */
async function runProbe(page: Page, key: string, check: (furthest: number) => void) {
  await editExample(page, probe(key));
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      const faster = await probeButton(page, version, 'Faster');
      await faster.click();
      // The box is 200 px wide and the gradient 6 times wider, so a full sweep travels 1000 px.
      check(await furthestLeft(page, version, 1500));
    });
  }
}

test('a skeleton ignores a transition change after it mounts', async ({ page }) => {
  await runProbe(page, '', (furthest) => expect(furthest).toBeGreaterThan(-100));
});

test('with the transition in its key, the skeleton takes the new transition', async ({ page }) => {
  await runProbe(page, 'key={duration}', (furthest) => {
    expect(furthest).toBeLessThan(-500);
    // The sweep is the width times `backgroundSize` minus one: never past 1000 px (times 6 would be 1200).
    expect(furthest).toBeGreaterThanOrEqual(-1000.5);
  });
});

/** A skeleton that mounts when the button is pressed. */
const mountProbe = `import { useState } from 'react'
import { Skeleton } from 'moti/skeleton'
import { Pressable, Text, View } from 'react-native'

export default function MountProbe() {
  const [mounted, setMounted] = useState(false)
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      {mounted ? <Skeleton width={200} height={20} /> : null}
      <Pressable role="button" onPress={() => setMounted(true)}>
        <Text style={{ color: 'white' }}>Mount</Text>
      </Pressable>
    </View>
  )
}
`;

/** What one animation frame shows of the skeleton: the box's fill and the gradient layer's opacity. */
type MountFrame = { at: number; fill: string; opacity: number };

// moti#26: the skeleton flickered on mount until 0.6.0, when the box took the first color and the
// gradient began to fade in from transparent. Moti 0.30 still mounts that way (skeleton-new.tsx).
test('a skeleton mounts with its fill and fades its gradient in', async ({ page }) => {
  await editExample(page, mountProbe);
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      const mount = await probeButton(page, version, 'Mount');
      // Record every frame from before the press: the gradient is the view expo-linear-gradient paints
      // with a CSS gradient, inside the Moti view that animates its opacity, inside the box.
      await edited(page, version).evaluate((root) => {
        const frames: MountFrame[] = [];
        (window as unknown as { __mountFrames: MountFrame[] }).__mountFrames = frames;
        const sample = () => {
          const gradient = Array.from(root.querySelectorAll('div')).find((node) =>
            getComputedStyle(node).backgroundImage.startsWith('linear-gradient'),
          );
          const layer = gradient?.parentElement;
          const box = layer?.parentElement;
          if (layer && box) {
            frames.push({
              at: performance.now(),
              fill: getComputedStyle(box).backgroundColor,
              opacity: Number(getComputedStyle(layer).opacity),
            });
          }
          if (frames.at(-1)?.opacity !== 1) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await mount.click();
      const frames = () =>
        edited(page, version).evaluate(() => (window as unknown as { __mountFrames: MountFrame[] }).__mountFrames);
      await poll(async () => (await frames()).at(-1)?.opacity).toBe(1);
      const seen = await frames();
      // The first frame with the skeleton: the box already holds the dark mode's first color, and the
      // gradient over it is transparent.
      expect(seen[0]).toMatchObject({ fill: 'rgb(17, 17, 17)', opacity: 0 });
      // The gradient takes its 200 ms fade rather than appearing at once; a busy machine can only lengthen it.
      expect(seen.at(-1)!.at - seen[0]!.at).toBeGreaterThanOrEqual(150);
      test.info().annotations.push({
        type: `fade on Reanimated ${version}`,
        description: `${Math.round(seen.at(-1)!.at - seen[0]!.at)} ms over ${seen.length} frames`,
      });
    });
  }
});

/** A skeleton over a line of text, hidden when the button is pressed. */
const hideProbe = `import { useState } from 'react'
import { Skeleton } from 'moti/skeleton'
import { Pressable, Text, View } from 'react-native'

export default function HideProbe() {
  const [show, setShow] = useState(true)
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      <Skeleton show={show} width={200} height={20}>
        <Text style={{ color: 'white' }}>Loaded</Text>
      </Skeleton>
      <Pressable role="button" onPress={() => setShow(false)}>
        <Text style={{ color: 'white' }}>Hide</Text>
      </Pressable>
    </View>
  )
}
`;

// moti#271: on Moti 0.24.0 the box's fill stayed over the children after `show={false}`. On 0.30 the
// hidden box has no fill, lets touches through, and its gradient fades out.
test('a hidden skeleton leaves its content in view', async ({ page }) => {
  await editExample(page, hideProbe);
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      const hide = await probeButton(page, version, 'Hide');
      // The box is the parent of the view that fades the gradient, which holds the CSS gradient.
      const box = () =>
        edited(page, version).evaluate((root) => {
          const gradient = Array.from(root.querySelectorAll('div')).find((node) =>
            getComputedStyle(node).backgroundImage.startsWith('linear-gradient'),
          );
          const layer = gradient?.parentElement;
          const style = layer?.parentElement && getComputedStyle(layer.parentElement);
          return style
            ? {
                fill: style.backgroundColor,
                pointerEvents: style.pointerEvents,
                opacity: Number(getComputedStyle(layer!).opacity),
              }
            : null;
        });
      await poll(async () => (await box())?.fill).toBe('rgb(17, 17, 17)');
      await hide.click();
      await poll(async () => (await box())?.opacity).toBe(0);
      expect(await box()).toEqual({ fill: 'rgba(0, 0, 0, 0)', pointerEvents: 'none', opacity: 0 });
      await expect(edited(page, version).getByText('Loaded')).toBeVisible();
    });
  }
});
