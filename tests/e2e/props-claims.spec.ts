import type { Page } from '@playwright/test';
import { test, expect, poll } from './fixtures';
import { editor, example, openEditor, stage } from './example-editor';
import { runtimeLoad, reanimatedVersions, type ReanimatedVersion } from './reanimated-versions';

// What /api/props says about string values, the keys an exit does not wait for and the callback of a
// replaced animation, checked with the live editor on each Reanimated version.

/** A box that mounts `absolute` at the top left; Move asks for `relative` and a higher `zIndex`. */
const changeProbe = `import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, Text, View } from 'react-native'

export default function ChangeProbe() {
  const [moved, setMoved] = useState(false)
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}>
      <MotiView
        testID="box"
        animate={{ position: moved ? 'relative' : 'absolute', zIndex: moved ? 2 : 1 }}
        style={{ top: 0, left: 0, width: 50, height: 50, backgroundColor: 'red' }}
      />
      <Pressable role="button" onPress={() => setMoved(true)}>
        <Text style={{ color: 'white' }}>Move</Text>
      </Pressable>
    </View>
  )
}
`;

/** A box in the flow that leaves on Hide with a 1.5 s fade and `position: 'absolute'`. */
const exitProbe = `import { useState } from 'react'
import { AnimatePresence, MotiView } from 'moti'
import { Pressable, Text, View } from 'react-native'

export default function ExitProbe() {
  const [shown, setShown] = useState(true)
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      <AnimatePresence>
        {shown && (
          <MotiView
            testID="box"
            animate={{ opacity: 1 }}
            exit={{ opacity: 0, position: 'absolute' }}
            transition={{ type: 'timing', duration: 1500 }}
            style={{ width: 50, height: 50, backgroundColor: 'red' }}
          />
        )}
      </AnimatePresence>
      <Pressable role="button" onPress={() => setShown(false)}>
        <Text style={{ color: 'white' }}>Hide</Text>
      </Pressable>
    </View>
  )
}
`;

/**
 * On Go, a box starts a 2 s fade in and is sent to 0.5 (a 300 ms timing) 100 ms later; a second box
 * fades in for 2.5 s untouched, so its call comes after the replaced fade would have ended. Each call
 * of onDidAnimate is noted as `name:finished` in `window.calls`, not in state: a render of the parent
 * hands Moti new `animate` and `transition` objects, which start the animation again.
 */
const replaceProbe = `import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, Text, View } from 'react-native'

const calls: string[] = []
;(window as unknown as { calls: string[] }).calls = calls

export default function ReplaceProbe() {
  const [started, setStarted] = useState(false)
  const [target, setTarget] = useState(1)
  const go = () => {
    setStarted(true)
    setTimeout(() => setTarget(0.5), 100)
  }
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 16 }}>
      {started && (
        <>
          <MotiView
            from={{ opacity: 0 }}
            animate={{ opacity: target }}
            transition={{ type: 'timing', duration: target === 1 ? 2000 : 300 }}
            onDidAnimate={(_, finished) => calls.push('fade:' + finished)}
            testID="fade"
            style={{ width: 50, height: 50, backgroundColor: 'red' }}
          />
          <MotiView
            from={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            transition={{ type: 'timing', duration: 2500 }}
            onDidAnimate={(_, finished) => calls.push('clock:' + finished)}
            style={{ width: 50, height: 50, backgroundColor: 'blue' }}
          />
        </>
      )}
      <Pressable role="button" onPress={go}>
        <Text style={{ color: 'white' }}>Go</Text>
      </Pressable>
    </View>
  )
}
`;

/** The frame where edited code runs on `version`, and the root it renders into. */
const frameElement = (page: Page, version: ReanimatedVersion) =>
  stage(page).locator(`iframe[data-live-example-frame="${version}"]`);
const frameRoot = (page: Page, version: ReanimatedVersion) =>
  stage(page).frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example');
const box = (page: Page, version: ReanimatedVersion) => frameRoot(page, version).getByTestId('box');
const computed = (page: Page, version: ReanimatedVersion, property: 'position' | 'zIndex') =>
  box(page, version).evaluate((node, key) => getComputedStyle(node)[key], property);

/** Types `source` into the editor once, then runs `check` with it on each Reanimated version. */
async function onEachVersion(page: Page, source: string, check: (version: ReanimatedVersion) => Promise<void>) {
  await openEditor(page);
  await editor(page).fill(source);
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
      await expect(frameRoot(page, version).getByRole('button')).toBeVisible(runtimeLoad);
      // Chromium pauses the animation frames of a cross-origin frame out of view; typing scrolled away.
      await stage(page).scrollIntoViewIfNeeded();
      await check(version);
    });
  }
}

test('a string such as position applies on mount only; a later change never reaches the element, a number does', async ({
  page,
}) => {
  await onEachVersion(page, changeProbe, async (version) => {
    expect(await computed(page, version, 'position')).toBe('absolute');
    expect(await computed(page, version, 'zIndex')).toBe('1');
    await frameRoot(page, version).getByRole('button', { name: 'Move' }).click();
    await poll(() => computed(page, version, 'zIndex')).toBe('2');
    expect(await computed(page, version, 'position')).toBe('absolute');
  });
});

test('position in exit does not hold the unmount back, and the box stays relative until it goes', async ({ page }) => {
  await onEachVersion(page, exitProbe, async (version) => {
    const frame = await (await frameElement(page, version).elementHandle())?.contentFrame();
    if (!frame) throw new Error(`no frame of Reanimated ${version}`);
    // Note every position the box takes on each frame, until it is gone.
    await frame.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { __positions: Set<string> }).__positions = seen;
      const sample = () => {
        const node = document.querySelector('[data-testid="box"]');
        if (node) seen.add(getComputedStyle(node).position);
        requestAnimationFrame(sample);
      };
      sample();
    });
    await frameRoot(page, version).getByRole('button', { name: 'Hide' }).click();
    await expect(box(page, version)).toHaveCount(0);
    const positions = await frame.evaluate(() => [...(window as unknown as { __positions: Set<string> }).__positions]);
    expect(positions).toEqual(['relative']);
  });
});

test('an animation replaced while it runs never calls onDidAnimate; only the one that replaced it does', async ({
  page,
}) => {
  await onEachVersion(page, replaceProbe, async (version) => {
    const frame = await (await frameElement(page, version).elementHandle())?.contentFrame();
    if (!frame) throw new Error(`no frame of Reanimated ${version}`);
    const calls = () => frame.evaluate(() => (window as unknown as { calls: string[] }).calls.join(' '));
    await frameRoot(page, version).getByRole('button', { name: 'Go' }).click();
    // The clock's call comes after the replaced fade's 2 s: by then any call of the fade has come.
    await poll(calls).toContain('clock:');
    expect(await calls()).toBe('fade:true clock:true');
    // The one call is the replacing animation's: the fade stopped at 0.5, not at 1.
    const fade = frameRoot(page, version).getByTestId('fade');
    expect(await fade.evaluate((node) => getComputedStyle(node).opacity)).toBe('0.5');
  });
});
