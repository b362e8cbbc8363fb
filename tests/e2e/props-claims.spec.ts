import type { Page } from '@playwright/test';
import { test, expect, poll } from './fixtures';
import { editor, frameRoot, openEditor, sandboxFrame, stage } from './example-editor';

// What /api/props says about string values and the keys an exit does not wait for, checked with the
// live editor.

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

const box = (page: Page) => frameRoot(page).getByTestId('box');
const computed = (page: Page, property: 'position' | 'zIndex') =>
  box(page).evaluate((node, key) => getComputedStyle(node)[key], property);

async function runProbe(page: Page, source: string) {
  await openEditor(page);
  await editor(page).fill(source);
  await expect(box(page)).toBeVisible();
  // Chromium pauses the animation frames of a cross-origin frame out of view; typing scrolled away.
  await stage(page).scrollIntoViewIfNeeded();
}

test('a string such as position applies on mount only; a later change never reaches the element, a number does', async ({
  page,
}) => {
  await runProbe(page, changeProbe);
  expect(await computed(page, 'position')).toBe('absolute');
  expect(await computed(page, 'zIndex')).toBe('1');
  await frameRoot(page).getByRole('button', { name: 'Move' }).click();
  await poll(() => computed(page, 'zIndex')).toBe('2');
  expect(await computed(page, 'position')).toBe('absolute');
});

test('position in exit does not hold the unmount back, and the box stays relative until it goes', async ({ page }) => {
  await runProbe(page, exitProbe);
  const frame = await sandboxFrame(page);
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
  await frameRoot(page).getByRole('button', { name: 'Hide' }).click();
  await expect(box(page)).toHaveCount(0);
  const positions = await frame.evaluate(() => [...(window as unknown as { __positions: Set<string> }).__positions]);
  expect(positions).toEqual(['relative']);
});
