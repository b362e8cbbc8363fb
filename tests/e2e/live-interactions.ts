import type { Locator } from '@playwright/test';
import { expect, poll } from './fixtures';
import { comparisonInteractions } from './comparison-interactions';

/**
 * How one interactive example is driven, as its page's walk-through describes it. Each step gets the
 * element the example renders in: its stage on the page, or the body of its sandboxed frame.
 */
export type Interaction = {
  /** Asserts the state right after mounting (and again after Replay). */
  initial: (root: Locator) => Promise<void>;
  /** Uses the example with the mouse and asserts the result. */
  click: (root: Locator) => Promise<void>;
  /** Then uses it from the keyboard only and asserts the result. */
  keyboard: (root: Locator) => Promise<void>;
  /** Starts an animation for the style test; without it, Replay does (mount animations). */
  kick?: (root: Locator) => Promise<void>;
};

const button = (root: Locator, name: string | RegExp) => root.getByRole('button', { name, exact: true });

/** True once the picture of the image labelled `label` has loaded (react-native-web draws it with an `img` inside). */
export const pictureLoaded = (root: Locator, label: string) =>
  root
    .getByLabel(label, { exact: true })
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The translation (px) and opacity of the first stage element with this computed style value. */
const lookOf = (root: Locator, property: 'backgroundColor' | 'borderTopColor', colour: string) =>
  root.evaluate(
    (root, [property, colour]) => {
      const element = Array.from(root.querySelectorAll('*')).find(
        (el) => getComputedStyle(el)[property as 'backgroundColor'] === colour,
      );
      if (!element) return null;
      const style = getComputedStyle(element);
      const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
      return { x: Math.round(matrix.e), y: Math.round(matrix.f), opacity: Number(style.opacity) };
    },
    [property, colour],
  );
const amber = 'rgb(245, 158, 11)'; // the dot of dynamic-nudge
const sky = 'rgb(56, 189, 248)'; // the focus ring of pressable-card
const green = 'rgb(34, 197, 94)'; // the bar of progress-bar
const text = (root: Locator, value: string) => root.getByText(value, { exact: true });

/** Moves the mouse to a corner of the element the example renders in, off every control. */
const pointerAway = (root: Locator) => root.hover({ position: { x: 1, y: 1 } });

const pressWithKeyboard = async (root: Locator, name: string | RegExp, key = 'Enter') => {
  await button(root, name).focus();
  await root.page().keyboard.press(key);
};

export const interactions: Record<string, Interaction> = {
  'hello-world': {
    initial: (root) => expect(button(root, 'Grow the square')).toBeVisible(),
    click: async (root) => {
      await button(root, 'Grow the square').click();
      await expect(button(root, 'Shrink the square')).toBeVisible();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Shrink the square', ' ');
      await expect(button(root, 'Grow the square')).toBeVisible();
    },
  },
  'animate-presence': {
    initial: (root) => expect(root.getByText('Hello again')).toBeVisible(),
    click: async (root) => {
      await button(root, 'Hide the card').click();
      await expect(root.getByText('Hello again')).toHaveCount(0);
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Show the card');
      await expect(root.getByText('Hello again')).toBeVisible();
    },
  },
  'image-gallery': {
    initial: (root) => expect(root.getByText('1 / 4')).toBeVisible(),
    kick: (root) => button(root, 'Next photo').click(),
    click: async (root) => {
      await button(root, 'Next photo').click();
      await expect(root.getByText('2 / 4')).toBeVisible();
      // The picture itself, in the page and in the sandboxed frames alike (server/host-rules.mjs, EXAMPLE_PICTURES).
      await expect(root.getByLabel('A still lake below two hills')).toBeVisible();
      await poll(() => pictureLoaded(root, 'A still lake below two hills')).toBe(true);
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Previous photo');
      await expect(root.getByText('1 / 4')).toBeVisible();
      await pressWithKeyboard(root, 'Previous photo', ' ');
      await expect(root.getByText('4 / 4')).toBeVisible();
    },
  },
  'menu-icon': {
    initial: (root) => expect(button(root, 'Open menu')).toHaveAttribute('aria-expanded', 'false'),
    kick: (root) => button(root, 'Open menu').click(),
    click: async (root) => {
      await button(root, 'Open menu').click();
      await expect(button(root, 'Close menu')).toHaveAttribute('aria-expanded', 'true');
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Close menu');
      await expect(button(root, 'Open menu')).toHaveAttribute('aria-expanded', 'false');
    },
  },
  'exit-before-enter': {
    initial: (root) => expect(root.getByText('Plan', { exact: true })).toBeVisible(),
    kick: (root) => button(root, 'Next step').click(),
    click: async (root) => {
      await button(root, 'Next step').click();
      await expect(root.getByText('Build', { exact: true })).toBeVisible();
      await expect(root.getByText('Plan', { exact: true })).toHaveCount(0);
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Next step', ' ');
      await expect(root.getByText('Ship', { exact: true })).toBeVisible();
    },
  },
  variants: {
    initial: (root) => expect(root.getByText('State: resting')).toBeVisible(),
    click: async (root) => {
      await button(root, 'raised').click();
      await expect(root.getByText('State: raised')).toBeVisible();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'tilted');
      await expect(root.getByText('State: tilted')).toBeVisible();
    },
  },
  'action-menu': {
    initial: (root) => expect(button(root, 'Open actions')).toHaveAttribute('aria-expanded', 'false'),
    kick: (root) => button(root, 'Open actions').click(),
    click: async (root) => {
      await button(root, 'Open actions').click();
      await button(root, 'Edit').click();
      await expect(root.getByText('You chose Edit')).toBeVisible();
      await expect(button(root, 'Edit')).toHaveCount(0);
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Open actions');
      await expect(button(root, 'Close actions')).toHaveAttribute('aria-expanded', 'true');
      await root.page().keyboard.press('Tab');
      await expect(button(root, 'Share')).toBeFocused();
      await root.page().keyboard.press('Enter');
      await expect(root.getByText('You chose Share')).toBeVisible();
    },
  },
  'auto-height': {
    initial: (root) => expect(button(root, 'Show shipping details')).toHaveAttribute('aria-expanded', 'false'),
    kick: (root) => button(root, 'Show shipping details').click(),
    click: async (root) => {
      await button(root, 'Show shipping details').click();
      await expect(button(root, 'Hide shipping details')).toHaveAttribute('aria-expanded', 'true');
      await expect(root.getByText(/tracking link/)).toBeInViewport();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Hide shipping details');
      await expect(button(root, 'Show shipping details')).toHaveAttribute('aria-expanded', 'false');
    },
  },
  dropdown: {
    initial: (root) => expect(button(root, 'Sort: Newest first')).toHaveAttribute('aria-expanded', 'false'),
    kick: (root) => button(root, 'Sort: Newest first').click(),
    click: async (root) => {
      await button(root, 'Sort: Newest first').click();
      await button(root, 'Most popular').click();
      await expect(button(root, 'Sort: Most popular')).toHaveAttribute('aria-expanded', 'false');
      await expect(button(root, 'Oldest first')).toHaveCount(0);
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Sort: Most popular');
      await expect(button(root, 'Sort: Most popular')).toHaveAttribute('aria-expanded', 'true');
      await root.page().keyboard.press('Tab');
      await expect(button(root, 'Newest first')).toBeFocused();
      await root.page().keyboard.press('Tab');
      await root.page().keyboard.press('Enter');
      await expect(button(root, 'Sort: Oldest first')).toBeVisible();
    },
  },
  'pressable-button': {
    initial: (root) => expect(button(root, 'Follow')).toBeVisible(),
    kick: async (root) => {
      // Hover turns on after a first mouse move in the example's document, as a real pointer makes.
      await pointerAway(root);
      await button(root, 'Follow').hover();
    },
    click: async (root) => {
      await button(root, 'Follow').click();
      await expect(button(root, 'Following')).toBeVisible();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Following');
      await expect(button(root, 'Follow')).toBeVisible();
    },
  },
  welcome: {
    // The card slides in over 450 ms with the switch inside it, so the first state is the card at rest:
    // a click aimed while it still slides can land where the switch was (Playwright's stability check
    // sees two equal frames when a busy machine stalls the animation between them).
    initial: async (root) => {
      await expect(button(root, 'Flip the switch')).toHaveAttribute('aria-pressed', 'false');
      const card = root.getByText('Hello from Moti', { exact: true }).locator('xpath=..');
      await poll(() =>
        card.evaluate((element) => {
          const style = getComputedStyle(element);
          const matrix = new DOMMatrixReadOnly(style.transform === 'none' ? undefined : style.transform);
          return { y: matrix.f, opacity: style.opacity };
        }),
      ).toEqual({ y: 0, opacity: '1' });
    },
    kick: (root) => button(root, 'Flip the switch').click(),
    click: async (root) => {
      await button(root, 'Flip the switch').click();
      await expect(button(root, 'Flip the switch')).toHaveAttribute('aria-pressed', 'true');
      await expect(root.getByText('On', { exact: true })).toBeVisible();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Flip the switch', ' ');
      await expect(button(root, 'Flip the switch')).toHaveAttribute('aria-pressed', 'false');
      await expect(root.getByText('Off', { exact: true })).toBeVisible();
    },
  },
  'sequence-like': {
    initial: async (root) => {
      await expect(button(root, 'Like')).toHaveAttribute('aria-pressed', 'false');
      await expect(text(root, '41 likes')).toBeVisible();
    },
    kick: (root) => button(root, 'Like').click(),
    click: async (root) => {
      await button(root, 'Like').click();
      await expect(button(root, 'Like')).toHaveAttribute('aria-pressed', 'true');
      await expect(text(root, '42 likes')).toBeVisible();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Like', ' ');
      await expect(button(root, 'Like')).toHaveAttribute('aria-pressed', 'false');
      await expect(text(root, '41 likes')).toBeVisible();
    },
  },
  'dynamic-nudge': {
    initial: (root) => poll(() => lookOf(root, 'backgroundColor', amber)).toMatchObject({ x: 0, y: 0 }),
    kick: (root) => button(root, 'Move up').click(),
    click: async (root) => {
      await button(root, 'Move right').click();
      await button(root, 'Move right').click();
      await poll(() => lookOf(root, 'backgroundColor', amber)).toMatchObject({ x: 80, y: 0 });
      // Two steps from the centre is the limit.
      await button(root, 'Move right').click();
      await button(root, 'Move up').click();
      await poll(() => lookOf(root, 'backgroundColor', amber)).toMatchObject({ x: 80, y: -40 });
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Move left');
      await poll(() => lookOf(root, 'backgroundColor', amber)).toMatchObject({ x: 40, y: -40 });
      await pressWithKeyboard(root, 'Center', ' ');
      await poll(() => lookOf(root, 'backgroundColor', amber)).toMatchObject({ x: 0, y: 0 });
    },
  },
  'pressable-card': {
    initial: async (root) => {
      await expect(button(root, /Springs, explained/)).toBeVisible();
      await expect(text(root, 'Opened 0 times')).toBeVisible();
    },
    kick: async (root) => {
      // Hover turns on after a first mouse move in the example's document, as a real pointer makes.
      await pointerAway(root);
      await button(root, /Springs, explained/).hover();
    },
    click: async (root) => {
      await pointerAway(root);
      await button(root, /Springs, explained/).hover();
      // The caption outside the card follows the hoveredValue handed to the card.
      await expect(text(root, 'Opens the full article')).toHaveCSS('opacity', '1');
      await button(root, /Springs, explained/).click();
      await expect(text(root, 'Opened 1 times')).toBeVisible();
      await pointerAway(root);
      await expect(text(root, 'Opens the full article')).toHaveCSS('opacity', '0.6');
    },
    keyboard: async (root) => {
      const card = button(root, /Springs, explained/);
      await card.blur();
      await poll(async () => (await lookOf(root, 'borderTopColor', sky))?.opacity).toBe(0);
      await pressWithKeyboard(root, /Springs, explained/);
      await expect(text(root, 'Opened 2 times')).toBeVisible();
      // Focus, which the interaction state does not track, shows the ring of the example's own.
      await poll(async () => (await lookOf(root, 'borderTopColor', sky))?.opacity).toBe(1);
      await card.blur();
      await poll(async () => (await lookOf(root, 'borderTopColor', sky))?.opacity).toBe(0);
    },
  },
  'progress-bar': {
    initial: async (root) => {
      await expect(root.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(text(root, '0%')).toBeVisible();
    },
    kick: (root) => button(root, 'Add one photo').click(),
    click: async (root) => {
      await button(root, 'Add one photo').click();
      await expect(root.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
      // A quarter full: the 280 px bar sits three quarters of its width to the left.
      await poll(() => lookOf(root, 'backgroundColor', green)).toMatchObject({ x: -210 });
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Add one photo');
      await expect(text(root, '50%')).toBeVisible();
      await poll(() => lookOf(root, 'backgroundColor', green)).toMatchObject({ x: -140 });
      await pressWithKeyboard(root, 'Start over', ' ');
      await expect(text(root, '0%')).toBeVisible();
      await poll(() => lookOf(root, 'backgroundColor', green)).toMatchObject({ x: -280 });
    },
  },
  'skeleton-basics': {
    initial: (root) => expect(button(root, 'Show the content')).toBeVisible(),
    click: async (root) => {
      await button(root, 'Show the content').click();
      await expect(button(root, 'Show the placeholders')).toBeVisible();
    },
    keyboard: async (root) => {
      await pressWithKeyboard(root, 'Show the placeholders');
      await expect(button(root, 'Show the content')).toBeVisible();
    },
  },
  // Kept in a file of their own: the Moti and CSS pairs of /moti-or-css-animations.
  ...comparisonInteractions,
};
