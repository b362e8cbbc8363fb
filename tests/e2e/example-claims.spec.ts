import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// What the example pages say about their own example, checked where it runs.

const stage = (page: Page, name: string) => page.locator(`[data-live-example="${name}"]`).first().getByRole('region');

async function open(page: Page, route: string, name: string) {
  await page.goto(route);
  await stage(page, name).scrollIntoViewIfNeeded();
  await expect(stage(page, name).locator('[data-live-example-root] > *').first()).toBeVisible();
}

/** The horizontal scale of an element's computed transform (1 without one). */
const scaleOf = (element: Locator) =>
  element.evaluate((node) => {
    const transform = getComputedStyle(node).transform;
    return new DOMMatrixReadOnly(transform === 'none' ? undefined : transform).a;
  });

test('image gallery: the arriving photo starts smaller and reaches full size', async ({ page }) => {
  await open(page, '/examples/image-gallery', 'image-gallery');
  const region = stage(page, 'image-gallery');
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
  await expect.poll(() => scaleOf(lake)).toBeCloseTo(1, 3);
  const smallest = await page.evaluate(
    () => (window as unknown as { __smallest: Record<string, number> }).__smallest['A still lake below two hills'],
  );
  expect(smallest).toBeLessThan(0.95);
});

type Snapshot = { placeholders: number; boxes: string[]; nameText: number; nameWrapper: number };
type SkeletonWatch = { loading?: Snapshot; loaded?: Snapshot; stopped: boolean };

test('skeleton: nothing moves when the placeholders go, and the bars are not the size of the text', async ({
  page,
}) => {
  await open(page, '/examples/skeleton', 'skeleton');
  const region = stage(page, 'skeleton');
  const parts = {
    avatar: region.getByRole('img', { name: 'Avatar of Ada Park' }),
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
  const watch = () => page.evaluate(() => (window as unknown as { __skeleton: SkeletonWatch }).__skeleton);
  await expect.poll(async () => (await watch()).loaded !== undefined, { timeout: 15_000 }).toBe(true);
  const { loading, loaded } = await watch();

  expect(loading!.placeholders).toBe(4);
  expect(loaded!.boxes).toEqual(loading!.boxes);
  // The name's bar is 140 px wide, loading or not, and the name itself is narrower.
  expect(loading!.nameWrapper).toBe(140);
  expect(loaded!.nameWrapper).toBe(140);
  expect(loading!.nameText).toBeLessThan(120);
});

type Trip = number[][];

test('animate presence: the card rises both when it leaves and when it comes back', async ({ page }) => {
  await open(page, '/examples/animate-presence', 'animate-presence');
  const region = stage(page, 'animate-presence');
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
  const trips = () => page.evaluate(() => (window as unknown as { __trips: Trip }).__trips);

  // The first card plays its own entrance first: hide it once it is at rest.
  await expect.poll(async () => (await trips())[0]?.at(-1)).toBeCloseTo(0, 3);
  const atRest = (await trips())[0].length;
  await region.getByRole('button', { name: 'Hide the card', exact: true }).click();
  await expect(region.getByText('Hello again')).toHaveCount(0);
  const leaving = (await trips())[0].slice(atRest - 1);
  // It left upward: from its place to 24 px above it.
  expect(leaving[0]).toBeCloseTo(0, 0);
  expect(Math.min(...leaving)).toBeLessThan(-20);

  await region.getByRole('button', { name: 'Show the card', exact: true }).click();
  await expect.poll(async () => (await trips())[1]?.at(-1)).toBeCloseTo(0, 3);
  const arriving = (await trips())[1];
  // It came back upward too: from 24 px below its place.
  expect(arriving[0]).toBeGreaterThan(20);
  expect(arriving.every((offset, index) => index === 0 || offset <= arriving[index - 1] + 0.01)).toBe(true);
});
