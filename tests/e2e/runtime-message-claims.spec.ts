import type { Frame, Page } from '@playwright/test';
import { test, expect, allowConsoleErrors, poll } from './fixtures';
import { editor, example, openEditor, problem } from './example-editor';
import { reanimatedVersions, runtimeLoad, type ReanimatedVersion } from './reanimated-versions';
import { quotedMessages, type QuotedMessageId } from '../../src/version-facts/messages';

// What the topic pages' troubleshooting answers say a Moti app prints on the web, run in the live
// editor's frame of each Reanimated version: the message as the page quotes it, and what happens
// to the view.

/** A quoted message with its placeholders filled in, as the app prints it. */
const printed = (id: QuotedMessageId, values: Record<string, string> = {}) =>
  quotedMessages[id].text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The root that edited code renders into, in the frame of `version`. */
const edited = (page: Page, version: ReanimatedVersion) =>
  example(page).getByRole('region').frameLocator(`iframe[data-live-example-frame="${version}"]`).locator('#example');

/** The frame where edited code runs on `version`. */
async function frameOf(page: Page, version: ReanimatedVersion): Promise<Frame> {
  const handle = await example(page).locator(`iframe[data-live-example-frame="${version}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for Reanimated ${version}`);
  return frame;
}

type Logged = { level: string; text: string };

const READY = `import { Text } from 'react-native'

export default function Ready() {
  return <Text style={{ color: 'white' }}>Ready</Text>
}
`;

/**
 * Runs `code` in the editor on each version and hands over what the frame's console received from
 * then on (warnings and errors, joined as the console joins its arguments).
 */
async function runEverywhere(
  page: Page,
  code: string,
  check: (logged: () => Promise<Logged[]>, version: ReanimatedVersion) => Promise<void>,
) {
  await openEditor(page);
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      await example(page).getByLabel('Runs on Reanimated').selectOption(String(version));
      await expect(edited(page, version).locator(':scope > *').first()).toBeVisible(runtimeLoad);
      const frame = await frameOf(page, version);
      await frame.evaluate(() => {
        const seen: { level: string; text: string }[] = [];
        (window as unknown as { __logged: typeof seen }).__logged = seen;
        for (const level of ['warn', 'error'] as const) {
          const original = console[level].bind(console);
          console[level] = (...args: unknown[]) => {
            seen.push({ level, text: args.map(String).join(' ') });
            original(...args);
          };
        }
      });
      // A comment naming the version makes the code new to the frame, so that it runs again.
      await editor(page).fill(`${code}\n// Reanimated ${version}\n`);
      // Chromium pauses the animation frames of a cross-origin frame out of view; typing scrolled away.
      await example(page).getByRole('region').scrollIntoViewIfNeeded();
      await check(() => frame.evaluate(() => (window as unknown as { __logged: Logged[] }).__logged), version);
      // Code that renders, so that the next version's frame shows something once it has loaded,
      // even when the probe stops its render.
      await editor(page).fill(READY);
      await expect(edited(page, version).getByText('Ready')).toBeVisible();
    });
  }
}

const logs = async (logged: () => Promise<Logged[]>, level: string, pattern: RegExp) =>
  (await logged()).some((entry) => entry.level === level && pattern.test(entry.text));

test('a spring option of 0 logs Invalid spring config, and the value jumps to its target', async ({ page }) => {
  const code = `import { useState } from 'react'
import { MotiView } from 'moti'
import { Pressable, Text, View } from 'react-native'

export default function SpringProbe() {
  const [big, setBig] = useState(false)
  return (
    <View style={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 24 }}>
      <MotiView
        testID="box"
        animate={{ scale: big ? 1.5 : 1 }}
        transition={{ type: 'spring', damping: 0 }}
        style={{ width: 40, height: 40, backgroundColor: '#8b5cf6' }}
      />
      <Pressable role="button" onPress={() => setBig(true)}>
        <Text style={{ color: 'white' }}>Grow</Text>
      </Pressable>
    </View>
  )
}`;
  const message = new RegExp(
    escape(printed('reanimated-4-invalid-spring-config', { details: ', damping must be grater than zero but got 0' })),
  );
  await runEverywhere(page, code, async (logged, version) => {
    const root = edited(page, version);
    await expect(root.getByRole('button', { name: 'Grow' })).toBeVisible();
    // The scale of every frame for a second after the press: a spring that ran would pass values between.
    const box = root.getByTestId('box');
    const sampling = box.evaluate(
      (node) =>
        new Promise<number[]>((resolve) => {
          const scales: number[] = [];
          const end = performance.now() + 1000;
          const sample = () => {
            const transform = getComputedStyle(node).transform;
            scales.push(transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a);
            if (performance.now() < end) requestAnimationFrame(sample);
            else resolve(scales);
          };
          sample();
        }),
    );
    await root.getByRole('button', { name: 'Grow' }).click();
    const scales = await sampling;
    expect(scales.at(-1)).toBeCloseTo(1.5, 5);
    expect(scales.filter((scale) => Math.abs(scale - 1) > 1e-6 && Math.abs(scale - 1.5) > 1e-6)).toEqual([]);
    await poll(() => logs(logged, 'warn', message)).toBe(true);
  });
});

test('an empty sequence logs No animation was provided for the sequence', async ({ page }) => {
  const code = `import { MotiView } from 'moti'

export default function EmptySequence() {
  return <MotiView animate={{ opacity: [] }} style={{ width: 40, height: 40, backgroundColor: '#8b5cf6' }} />
}`;
  const message = new RegExp(escape(printed('reanimated-4-empty-sequence')));
  await runEverywhere(page, code, async (logged) => {
    await poll(() => logs(logged, 'warn', message)).toBe(true);
  });
});

test('a transform that is not an array logs Invalid transform value, and no transform applies', async ({ page }) => {
  const message = new RegExp(escape(printed('moti-invalid-transform', { PackageName: 'moti' })));
  allowConsoleErrors(page, message);
  const code = `import { MotiView } from 'moti'

export default function ObjectTransform() {
  return (
    <MotiView
      testID="box"
      animate={{ transform: { scale: 1.2 } }}
      style={{ width: 40, height: 40, backgroundColor: '#8b5cf6' }}
    />
  )
}`;
  await runEverywhere(page, code, async (logged, version) => {
    await poll(() => logs(logged, 'error', message)).toBe(true);
    const box = edited(page, version).getByTestId('box');
    await expect(box).toBeVisible();
    expect(await box.evaluate((node) => getComputedStyle(node).transform)).toBe('none');
  });
});

test('MotiProgressBar with transition={false} logs that transition must be undefined or an object', async ({
  page,
}) => {
  const message = new RegExp(escape(printed('moti-progress-transition-type', { type: 'boolean' })));
  allowConsoleErrors(page, message);
  const code = `import { MotiProgressBar } from 'moti'
import { View } from 'react-native'

export default function FalseTransition() {
  return (
    <View style={{ flex: 1, justifyContent: 'center', padding: 24 }}>
      <MotiProgressBar progress={0.5} transition={false} />
    </View>
  )
}`;
  await runEverywhere(page, code, async (logged) => {
    await poll(() => logs(logged, 'error', message)).toBe(true);
  });
});

test('useMotiPressable with an id and no worklet stops the render with Invalid arguments', async ({ page }) => {
  const code = `import { MotiView } from 'moti'
import { MotiPressable, useMotiPressable } from 'moti/interactions'

function Dot() {
  const state = useMotiPressable('card')
  return <MotiView state={state} style={{ width: 20, height: 20, backgroundColor: '#8b5cf6' }} />
}

export default function MissingWorklet() {
  return (
    <MotiPressable id="card">
      <Dot />
    </MotiPressable>
  )
}`;
  const message = printed('moti-pressable-invalid-arguments', {
    hookName: 'useMotiPressable',
    first: 'card',
    second: 'undefined',
  });
  await runEverywhere(page, code, async () => {
    await expect(problem(page)).toContainText(message);
  });
});

test('a shared value inside animate stops the render on Reanimated 3 only, in a production build', async ({ page }) => {
  const code = `import { MotiView } from 'moti'
import { useSharedValue } from 'react-native-reanimated'

export default function SharedValueInside() {
  const x = useSharedValue(20)
  return <MotiView testID="box" animate={{ translateX: x }} style={{ width: 40, height: 40, backgroundColor: '#8b5cf6' }} />
}`;
  const message = printed('reanimated-3-shared-value-in-style', { key: 'translateX' });
  await runEverywhere(page, code, async (_, version) => {
    if (version === 3) {
      await expect(problem(page)).toContainText(message);
    } else {
      await expect(edited(page, version).getByTestId('box')).toBeVisible();
      await expect(problem(page)).toBeEmpty();
    }
  });
});
