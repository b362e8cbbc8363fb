import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
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

/** Opens the editor with the probe once, then runs it on each Reanimated version: how far the sweep went. */
async function runProbe(page: Page, key: string, check: (furthest: number) => void) {
  await page.goto('/skeleton');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await example(page).scrollIntoViewIfNeeded();
  await example(page).getByRole('button', { name: 'Edit' }).click();
  await example(page).getByLabel('Code of skeleton-basics.tsx').fill(probe(key));
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
      const faster = edited(page, version).getByRole('button', { name: 'Faster' });
      await expect(faster).toBeVisible(runtimeLoad);
      // Chromium pauses the animation frames of a cross-origin frame out of view; typing scrolled away.
      await example(page).getByRole('region').scrollIntoViewIfNeeded();
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
