import type { Locator, Page } from '@playwright/test';
import { test, expect, poll, allowConsoleErrors, waitForHydration } from './fixtures';
import { externalScriptHosts } from '../../src/site-settings/external-scripts';
import { livePages } from '../../scripts/lib/live-pages.mjs';
import { interactions } from './live-interactions';
import {
  runtimeLoad,
  inPageVersion,
  mountedIn,
  otherVersion,
  reanimatedRuntimes,
  reanimatedVersions,
  renderRoot,
  runOn,
  versionsOf,
} from './reanimated-versions';

const exampleRoutes = [
  'hello-world',
  'animate-presence',
  'image-gallery',
  'menu-icon',
  'exit-before-enter',
  'loop',
  'variants',
  'action-menu',
  'skeleton',
  'auto-height',
  'dropdown',
].map((name) => ({ route: `/examples/${name}`, name }));

const guideEmbeds = [
  { route: '/', name: 'welcome' },
  { route: '/hello-world', name: 'hello-world' },
  { route: '/animations-repeat', name: 'presence-loop' },
  { route: '/skeleton', name: 'skeleton-basics' },
  { route: '/interactions/pressable', name: 'pressable-button' },
  { route: '/animations-sequence', name: 'sequence-like' },
  { route: '/hooks/use-dynamic-animation', name: 'dynamic-nudge' },
  { route: '/interactions/use-pressable', name: 'pressable-card' },
  { route: '/api/props', name: 'progress-bar' },
];

// Strings that only the react-native-web / Reanimated / Moti chunk contains.
// Names of the runtime's code that no page's prose holds (the docs quote Reanimated's, Worklets' and
// Moti's messages, ReanimatedError included, so no printed text can serve as a marker).
const runtimeMarkers = ['__reanimatedLoggerConfig', '__workletHash', 'styleq'];

const example = (page: Page, name: string) => page.locator(`[data-live-example="${name}"]`).first();
const stage = (page: Page, name: string) => example(page, name).getByRole('region');
// Examples start as they near the viewport: bring the stage of the one under test on screen (an
// example with a long source is taller than the window, and centring it can leave its stage out).
async function visit(page: Page, route: string, name: string) {
  await page.goto(route);
  await stage(page, name).scrollIntoViewIfNeeded();
}
const mountedRoot = (page: Page, name: string) => stage(page, name).locator('[data-live-example-root] > *').first();

type Watch = { changed: boolean; stopped: boolean };

/**
 * Watches every element of the stage on each animation frame, starting before `action`: true as
 * soon as one of them shows a computed style different from the first one it had (the animation
 * really runs). Sampling inside the page sees every frame, even when the machine is busy; it goes
 * on until a change is seen or the wait for one ends, however long the action itself took.
 */
async function styleChangesAfter(region: Locator, action: () => Promise<void>): Promise<boolean> {
  await region.evaluate((root) => {
    const watch: Watch = { changed: false, stopped: false };
    (window as unknown as { __watch: Watch }).__watch = watch;
    const seen = new WeakMap<Element, string>();
    const sample = () => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const style = getComputedStyle(element);
        const key = [style.opacity, style.transform, style.width, style.height, style.backgroundPosition].join('|');
        const before = seen.get(element);
        if (before === undefined) seen.set(element, key);
        else if (before !== key) watch.changed = true;
      }
      if (!watch.changed && !watch.stopped) requestAnimationFrame(sample);
    };
    sample();
  });
  await action();
  // The watch lives where the example renders (the page or its frame), so it is asked there.
  const changed = await poll(() => region.evaluate(() => (window as unknown as { __watch: Watch }).__watch.changed), {
    timeout: 10_000,
  })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  await region.evaluate(() => void ((window as unknown as { __watch: Watch }).__watch.stopped = true));
  return changed;
}

test('every example page and guide embed is in the build', () => {
  const found = livePages().map(({ route, name }) => `${route} ${name}`);
  for (const { route, name } of [...exampleRoutes, ...guideEmbeds]) expect(found).toContain(`${route} ${name}`);
});

// One load per example, run on each Reanimated version in turn (the version control switches it):
// its behaviours run one after another, each from the example's first state.
for (const { route, name } of livePages()) {
  const interaction = interactions[name];
  const behaviours = [...(interaction ? ['answers click and keyboard'] : []), 'replays', 'animates'];
  test(`${route}: ${name} ${behaviours.join(', ')} on Reanimated ${versionsOf(name).join(' and ')}`, async ({
    page,
    outsideRequests,
  }) => {
    // Every behaviour on both versions, the second in its own frame: the dynamic nudge's took 44 s of
    // the default 60 in a fresh-clone run, so these get three times that (Playwright's slow()).
    test.slow();
    const replay = () => example(page, name).getByRole('button', { name: 'Replay' }).click();
    await visit(page, route, name);

    for (const version of versionsOf(name)) {
      await test.step(`on Reanimated ${version}`, async () => {
        const root = await runOn(example(page, name), version);
        const mounted = mountedIn(example(page, name), version);
        /**
         * Presses Replay and waits for the new mount: the old one's element, marked first, is gone.
         * In a frame the remount comes a message later, and many examples' first state equals the
         * state before Replay, so the first state alone does not show that the remount happened
         * (a press in between lands on the old mount and is undone by the new one: issue 47).
         */
        const replayed = async () => {
          await mounted.evaluate((element) => element.setAttribute('data-before-replay', ''));
          await replay();
          await expect(renderRoot(example(page, name), version).locator('[data-before-replay]')).toHaveCount(0);
          await expect(mounted).toBeVisible();
        };
        if (interaction) {
          await test.step('responds to a click and to the keyboard', async () => {
            await interaction.initial(root);
            await interaction.click(root);
            await interaction.keyboard(root);
            // Back to the first state for the next step.
            await replayed();
            await interaction.initial(root);
          });
        }

        await test.step('Replay mounts the example again from its first state', async () => {
          if (interaction) await interaction.click(root);
          await replayed();
          if (interaction) await interaction.initial(root);
        });

        await test.step('animates', async () => {
          const kick = interaction?.kick ? () => interaction.kick!(root) : replay;
          expect(await styleChangesAfter(root, kick), 'a computed style changes').toBe(true);
        });
      });
    }
    expect(outsideRequests.filter((url) => !externalScriptHosts.includes(new URL(url).hostname))).toEqual([]);
  });
}

test('an example further down a guide starts only as the reader scrolls towards it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const runtime: string[] = [];
  page.on('request', (request) => void (/live-examples-runtime/.test(request.url()) && runtime.push(request.url())));
  await page.goto('/animations');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(runtime).toEqual([]);
  await expect(page.locator('[data-live-example-root]')).toHaveCount(0);
  await page.locator('[data-live-example]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-live-example-root] > *').first()).toBeVisible();
  expect(runtime).toHaveLength(1);
});

type Quarters = { stalled: Set<number>; free: Set<number> };

test('inside AnimatePresence, a parent that keeps rendering stalls the default loop but not the one with presenceAffectsLayout false', async ({
  page,
}) => {
  await visit(page, '/animations-repeat', 'presence-loop');
  for (const version of reanimatedVersions) {
    await test.step(`on Reanimated ${version}`, async () => {
      const region = await runOn(example(page, 'presence-loop'), version);
      await expect(region.getByRole('img')).toHaveCount(2);
      // Give the parent's renders time to pull the default loop's range in (a render every 250 ms).
      await expect(region.getByText(/Parent renders: (1[2-9]|[2-9]\d|\d{3,})/)).toBeVisible({ timeout: 15_000 });
      // On every frame, note which quarter of a turn each spinner is in.
      await region.evaluate((root) => {
        const [stalled, free] = Array.from(root.querySelectorAll('[role="img"]'));
        const quarter = (element: Element) => {
          const { a, b } = new DOMMatrix(getComputedStyle(element).transform);
          return Math.floor((((Math.atan2(b, a) * 180) / Math.PI + 360) % 360) / 90);
        };
        const seen: Quarters = { stalled: new Set(), free: new Set() };
        (window as unknown as { __quarters: Quarters }).__quarters = seen;
        const sample = () => {
          seen.stalled.add(quarter(stalled));
          seen.free.add(quarter(free));
          if (seen.free.size < 4) requestAnimationFrame(sample);
        };
        sample();
      });
      // The free spinner goes all the way round…
      await poll(() => region.evaluate(() => (window as unknown as { __quarters: Quarters }).__quarters.free.size), {
        timeout: 10_000,
      }).toBe(4);
      // …while the stalled one creeps towards a full turn and never gets back to the half.
      const stalled = await region.evaluate(() => [
        ...(window as unknown as { __quarters: Quarters }).__quarters.stalled,
      ]);
      expect(stalled.filter((quarter) => quarter === 1 || quarter === 2)).toEqual([]);
    });
  }
});

test('a reader who prefers reduced motion gets a note, and the example still runs', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/examples/loop', 'loop');
  await expect(example(page, 'loop').getByRole('note')).toContainText('reduced motion');
  await expect(mountedRoot(page, 'loop')).toBeVisible();
});

test('no note without a reduced-motion preference', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await visit(page, '/examples/loop', 'loop');
  await expect(mountedRoot(page, 'loop')).toBeVisible();
  await expect(example(page, 'loop').getByRole('note')).toHaveCount(0);
});

test('when the runtime cannot be fetched, the error shows with a Retry that works once it can', async ({ page }) => {
  allowConsoleErrors(page, /.*/);
  let offline = true;
  await page.route(/live-examples-runtime\.[^/]*\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await visit(page, '/examples/menu-icon', 'menu-icon');
  const failure = stage(page, 'menu-icon').getByRole('alert');
  await expect(failure).toContainText('This example could not start.');
  await expect(failure).toContainText(/loading chunk/i);
  offline = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(stage(page, 'menu-icon').getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('pages without an example load no react-native-web, Reanimated or Moti code, not even by prefetch', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && new URL(response.url()).hostname === 'localhost')
      scripts.push(response.url());
  });
  await page.goto('/installation');
  await waitForHydration(page);
  // Hovering a link makes Docusaurus preload that route's chunks.
  for (const label of ['Hello World Example', 'Menu Icon', 'Skeleton Example']) {
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: label, exact: true }).hover();
  }
  await page.waitForLoadState('networkidle');
  await page.goto('/api/imports');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('live-examples-runtime'))).toEqual([]);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    for (const marker of runtimeMarkers) expect(body.includes(marker), `${url} contains ${marker}`).toBe(false);
  }
});

test(`the Reanimated ${otherVersion} frame loads only once chosen, and the choice holds on the next page, even without storage`, async ({
  page,
}) => {
  // Storage that throws, as a browser blocking it does: the choice then lives as long as the page.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  const frames: string[] = [];
  page.on(
    'request',
    (request) => void (request.resourceType() === 'document' && frames.push(new URL(request.url()).pathname)),
  );
  await visit(page, '/examples/hello-world', 'hello-world');
  await expect(mountedRoot(page, 'hello-world')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(frames.filter((path) => path.startsWith('/live-example-frame'))).toEqual([]);

  const control = example(page, 'hello-world').getByLabel('Runs on Reanimated');
  await expect(control).toHaveValue(String(inPageVersion));
  await control.selectOption(String(otherVersion));
  await expect(mountedIn(example(page, 'hello-world'), otherVersion)).toBeVisible(runtimeLoad);
  expect(frames.filter((path) => path.startsWith('/live-example-frame'))).toEqual([
    reanimatedRuntimes[otherVersion].framePath,
  ]);

  // A link inside the site keeps the page's script, and with it the choice.
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Menu Icon', exact: true }).click();
  await expect(example(page, 'menu-icon').getByLabel('Runs on Reanimated')).toHaveValue(String(otherVersion));
  await stage(page, 'menu-icon').scrollIntoViewIfNeeded();
  await expect(mountedIn(example(page, 'menu-icon'), otherVersion)).toBeVisible(runtimeLoad);
});

test('the Reanimated version picked holds after a reload when storage is allowed, and the in-page runtime then loads nothing', async ({
  page,
}) => {
  await visit(page, '/examples/loop', 'loop');
  await runOn(example(page, 'loop'), otherVersion);
  const runtime: string[] = [];
  page.on('request', (request) => void (/live-examples-runtime/.test(request.url()) && runtime.push(request.url())));
  await page.reload();
  await stage(page, 'loop').scrollIntoViewIfNeeded();
  await expect(example(page, 'loop').getByLabel('Runs on Reanimated')).toHaveValue(String(otherVersion));
  await expect(mountedIn(example(page, 'loop'), otherVersion)).toBeVisible(runtimeLoad);
  await expect(stage(page, 'loop').locator('[data-live-example-root]')).toHaveCount(0);
  // The page's own runtime is the version not picked: it loads only when chosen.
  expect(runtime).toEqual([]);
});
