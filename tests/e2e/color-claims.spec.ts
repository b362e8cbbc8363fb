import type { Page } from '@playwright/test';
import { test, expect, poll } from './fixtures';
import { editor, example, openEditor, stage } from './example-editor';
import { runtimeLoad, reanimatedVersions, type ReanimatedVersion } from './reanimated-versions';

// What /animations says about animating a color (moti#87), checked with the live editor on each
// Reanimated version: where the channels meet halfway, and what a spring does to them.

/**
 * On Go, one box goes from red to blue with Moti's default transition for a color, one from red to
 * blue through a purple step, and two from black to a gray (dark, light) on an underdamped spring. Every color
 * each box shows is noted, frame by frame.
 */
const colorProbe = `import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, Text, View } from 'react-native'

const seen: Record<string, string[]> = { timing: [], sequence: [], spring: [], wide: [] }
;(window as unknown as { seen: typeof seen }).seen = seen
const note = () => {
  for (const name of Object.keys(seen)) {
    const node = document.querySelector('[data-testid="' + name + '"]')
    if (node) seen[name].push(getComputedStyle(node).backgroundColor)
  }
  requestAnimationFrame(note)
}
note()

export default function ColorProbe() {
  const [started, setStarted] = useState(false)
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      {started && (
        <>
          <MotiView
            testID="timing"
            from={{ backgroundColor: '#ff0000' }}
            animate={{ backgroundColor: '#0000ff' }}
            transition={{ duration: 1500 }}
            style={{ width: 50, height: 50 }}
          />
          <MotiView
            testID="sequence"
            from={{ backgroundColor: '#ff0000' }}
            animate={{ backgroundColor: ['#800080', '#0000ff'] }}
            transition={{ duration: 750 }}
            style={{ width: 50, height: 50 }}
          />
          <MotiView
            testID="spring"
            from={{ backgroundColor: '#000000' }}
            animate={{ backgroundColor: '#404040' }}
            transition={{ type: 'spring', damping: 4 }}
            style={{ width: 50, height: 50 }}
          />
          <MotiView
            testID="wide"
            from={{ backgroundColor: '#000000' }}
            animate={{ backgroundColor: '#c0c0c0' }}
            transition={{ type: 'spring', damping: 4 }}
            style={{ width: 50, height: 50 }}
          />
        </>
      )}
      <Pressable role="button" onPress={() => setStarted(true)}>
        <Text style={{ color: 'white' }}>Go</Text>
      </Pressable>
    </View>
  )
}
`;

type Seen = { timing: string[]; sequence: string[]; spring: string[]; wide: string[] };
/** `rgb(r, g, b)` or `rgba(r, g, b, a)` as its three channels, 0 to 255. */
const channels = (color: string) =>
  color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
/** A channel of 0 to 255 in linear light, as Reanimated's `toLinearSpace` makes it (gamma 2.2). */
const linear = (channel: number) => (channel / 255) ** 2.2;

/** Plays the probe on `version` and returns every color each box showed, once all three have arrived. */
async function colorsSeen(page: Page, version: ReanimatedVersion): Promise<Seen> {
  const frame = await (
    await stage(page).locator(`iframe[data-live-example-frame="${version}"]`).elementHandle()
  )?.contentFrame();
  if (!frame) throw new Error(`no frame of Reanimated ${version}`);
  const root = stage(page).frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example');
  await root.getByRole('button', { name: 'Go' }).click();
  const seen = () => frame.evaluate(() => (window as unknown as { seen: Seen }).seen);
  await poll(async () => {
    const { timing, sequence, spring, wide } = await seen();
    return [timing.at(-1), sequence.at(-1), spring.at(-1), wide.at(-1)];
  }).toEqual(['rgb(0, 0, 255)', 'rgb(0, 0, 255)', 'rgb(64, 64, 64)', 'rgb(192, 192, 192)']);
  return seen();
}

test('a color animates each channel in linear light, lighter halfway than a CSS transition; a step sets the color halfway; a spring stops by version', async ({
  page,
}) => {
  await openEditor(page);
  await editor(page).fill(colorProbe);
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
      const root = stage(page).frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example');
      await expect(root.getByRole('button', { name: 'Go' })).toBeVisible(runtimeLoad);
      // Chromium pauses the animation frames of a cross-origin frame out of view; typing scrolled away.
      await stage(page).scrollIntoViewIfNeeded();
      const { timing, sequence, spring, wide } = await colorsSeen(page, version);

      const between = timing.map(channels).filter(([red, , blue]) => red > 0 && blue > 0);
      expect(between.length, 'frames between red and blue').toBeGreaterThan(3);
      for (const [red, green, blue] of between) {
        expect(green).toBe(0);
        // Red and blue add up to full light: the mix is taken in linear light, not in the sRGB numbers.
        expect(Math.abs(linear(red) + linear(blue) - 1), `rgb(${red}, 0, ${blue})`).toBeLessThan(0.02);
      }
      // Every frame obeys that sum, so where red and blue meet each is 186 of 255 (0.5 ** (1 / 2.2)),
      // as the unit test computes with Reanimated's own color code; no frame need land on that point.
      // The step ends on #800080: the frame that finishes it shows its last value, at any frame rate.
      const near = sequence
        .map(channels)
        .filter(([red, green, blue]) => Math.max(Math.abs(red - 128), green, Math.abs(blue - 128)) <= 4);
      expect(near.length, 'frames at the purple step').toBeGreaterThan(0);

      const grays = spring.map(channels);
      for (const [red, green, blue] of grays) expect([green, blue]).toEqual([red, red]);
      // What follows holds at any frame rate, so a busy machine cannot fail it. How far a spring swings
      // depends on where the frames land (3.x stops at the first frame within its threshold), so the
      // page gives those figures as what one run showed, and only their direction is checked here.
      if (version === 4) {
        // 4.x stops on energy relative to the start, so the small move swings past #404040 too.
        expect(Math.max(...grays.map(([gray]) => gray))).toBeGreaterThan(64);
      }
      // A wider move reaches the target faster than 3.x's speed threshold, so both versions swing past
      // #c0c0c0; the swing lasts a good part of a period, longer than any frame.
      expect(Math.max(...wide.map((color) => channels(color)[0]))).toBeGreaterThan(192);
    });
  }
});

test('a CSS transition from red to blue shows rgb(128, 0, 128) halfway', async ({ page }) => {
  await page.goto('/animations');
  const halfway = await page.evaluate(() => {
    const box = document.createElement('div');
    document.body.append(box);
    const animation = box.animate([{ backgroundColor: '#ff0000' }, { backgroundColor: '#0000ff' }], {
      duration: 1000,
    });
    animation.pause();
    animation.currentTime = 500;
    const color = getComputedStyle(box).backgroundColor;
    box.remove();
    return color;
  });
  expect(halfway).toBe('rgb(128, 0, 128)');
});
