import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** How one interactive example is driven, as its page's walk-through describes it. */
export type Interaction = {
  /** Asserts the state right after mounting (and again after Replay). */
  initial: (page: Page) => Promise<void>;
  /** Uses the example with the mouse and asserts the result. */
  click: (page: Page) => Promise<void>;
  /** Then uses it from the keyboard only and asserts the result. */
  keyboard: (page: Page) => Promise<void>;
  /** Starts an animation for the style test; without it, Replay does (mount animations). */
  kick?: (page: Page) => Promise<void>;
};

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('region').getByRole('button', { name, exact: true });

/** The translation (px) and opacity of the first stage element with this computed style value. */
const lookOf = (page: Page, property: 'backgroundColor' | 'borderTopColor', colour: string) =>
  page
    .locator('[data-live-example]')
    .getByRole('region')
    .evaluate(
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
const text = (page: Page, value: string) => page.getByRole('region').getByText(value, { exact: true });

const pressWithKeyboard = async (page: Page, name: string | RegExp, key = 'Enter') => {
  await button(page, name).focus();
  await page.keyboard.press(key);
};

export const interactions: Record<string, Interaction> = {
  'hello-world': {
    initial: (page) => expect(button(page, 'Grow the square')).toBeVisible(),
    click: async (page) => {
      await button(page, 'Grow the square').click();
      await expect(button(page, 'Shrink the square')).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Shrink the square', ' ');
      await expect(button(page, 'Grow the square')).toBeVisible();
    },
  },
  'animate-presence': {
    initial: (page) => expect(page.getByRole('region').getByText('Hello again')).toBeVisible(),
    click: async (page) => {
      await button(page, 'Hide the card').click();
      await expect(page.getByRole('region').getByText('Hello again')).toHaveCount(0);
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Show the card');
      await expect(page.getByRole('region').getByText('Hello again')).toBeVisible();
    },
  },
  'image-gallery': {
    initial: (page) => expect(page.getByRole('region').getByText('1 / 4')).toBeVisible(),
    kick: (page) => button(page, 'Next photo').click(),
    click: async (page) => {
      await button(page, 'Next photo').click();
      await expect(page.getByRole('region').getByText('2 / 4')).toBeVisible();
      await expect(page.getByRole('region').getByRole('img', { name: 'A still lake below two hills' })).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Previous photo');
      await expect(page.getByRole('region').getByText('1 / 4')).toBeVisible();
      await pressWithKeyboard(page, 'Previous photo', ' ');
      await expect(page.getByRole('region').getByText('4 / 4')).toBeVisible();
    },
  },
  'menu-icon': {
    initial: (page) => expect(button(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false'),
    kick: (page) => button(page, 'Open menu').click(),
    click: async (page) => {
      await button(page, 'Open menu').click();
      await expect(button(page, 'Close menu')).toHaveAttribute('aria-expanded', 'true');
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Close menu');
      await expect(button(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false');
    },
  },
  'exit-before-enter': {
    initial: (page) => expect(page.getByRole('region').getByText('Plan', { exact: true })).toBeVisible(),
    kick: (page) => button(page, 'Next step').click(),
    click: async (page) => {
      await button(page, 'Next step').click();
      await expect(page.getByRole('region').getByText('Build', { exact: true })).toBeVisible();
      await expect(page.getByRole('region').getByText('Plan', { exact: true })).toHaveCount(0);
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Next step', ' ');
      await expect(page.getByRole('region').getByText('Ship', { exact: true })).toBeVisible();
    },
  },
  variants: {
    initial: (page) => expect(page.getByRole('region').getByText('State: resting')).toBeVisible(),
    click: async (page) => {
      await button(page, 'raised').click();
      await expect(page.getByRole('region').getByText('State: raised')).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'tilted');
      await expect(page.getByRole('region').getByText('State: tilted')).toBeVisible();
    },
  },
  'action-menu': {
    initial: (page) => expect(button(page, 'Open actions')).toHaveAttribute('aria-expanded', 'false'),
    kick: (page) => button(page, 'Open actions').click(),
    click: async (page) => {
      await button(page, 'Open actions').click();
      await button(page, 'Edit').click();
      await expect(page.getByRole('region').getByText('You chose Edit')).toBeVisible();
      await expect(button(page, 'Edit')).toHaveCount(0);
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Open actions');
      await expect(button(page, 'Close actions')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(button(page, 'Share')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region').getByText('You chose Share')).toBeVisible();
    },
  },
  'auto-height': {
    initial: (page) => expect(button(page, 'Show shipping details')).toHaveAttribute('aria-expanded', 'false'),
    kick: (page) => button(page, 'Show shipping details').click(),
    click: async (page) => {
      await button(page, 'Show shipping details').click();
      await expect(button(page, 'Hide shipping details')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region').getByText(/tracking link/)).toBeInViewport();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Hide shipping details');
      await expect(button(page, 'Show shipping details')).toHaveAttribute('aria-expanded', 'false');
    },
  },
  dropdown: {
    initial: (page) => expect(button(page, 'Sort: Newest first')).toHaveAttribute('aria-expanded', 'false'),
    kick: (page) => button(page, 'Sort: Newest first').click(),
    click: async (page) => {
      await button(page, 'Sort: Newest first').click();
      await button(page, 'Most popular').click();
      await expect(button(page, 'Sort: Most popular')).toHaveAttribute('aria-expanded', 'false');
      await expect(button(page, 'Oldest first')).toHaveCount(0);
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Sort: Most popular');
      await expect(button(page, 'Sort: Most popular')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(button(page, 'Newest first')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(button(page, 'Sort: Oldest first')).toBeVisible();
    },
  },
  'pressable-button': {
    initial: (page) => expect(button(page, 'Follow')).toBeVisible(),
    kick: async (page) => {
      // Moti turns hover on after a first mouse move on the page, as a real pointer makes.
      await page.mouse.move(10, 10);
      await button(page, 'Follow').hover();
    },
    click: async (page) => {
      await button(page, 'Follow').click();
      await expect(button(page, 'Following')).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Following');
      await expect(button(page, 'Follow')).toBeVisible();
    },
  },
  welcome: {
    initial: (page) => expect(button(page, 'Flip the switch')).toHaveAttribute('aria-pressed', 'false'),
    kick: (page) => button(page, 'Flip the switch').click(),
    click: async (page) => {
      await button(page, 'Flip the switch').click();
      await expect(button(page, 'Flip the switch')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('region').getByText('On', { exact: true })).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Flip the switch', ' ');
      await expect(button(page, 'Flip the switch')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('region').getByText('Off', { exact: true })).toBeVisible();
    },
  },
  'sequence-like': {
    initial: async (page) => {
      await expect(button(page, 'Like')).toHaveAttribute('aria-pressed', 'false');
      await expect(text(page, '41 likes')).toBeVisible();
    },
    kick: (page) => button(page, 'Like').click(),
    click: async (page) => {
      await button(page, 'Like').click();
      await expect(button(page, 'Like')).toHaveAttribute('aria-pressed', 'true');
      await expect(text(page, '42 likes')).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Like', ' ');
      await expect(button(page, 'Like')).toHaveAttribute('aria-pressed', 'false');
      await expect(text(page, '41 likes')).toBeVisible();
    },
  },
  'dynamic-nudge': {
    initial: (page) => expect.poll(() => lookOf(page, 'backgroundColor', amber)).toMatchObject({ x: 0, y: 0 }),
    kick: (page) => button(page, 'Move up').click(),
    click: async (page) => {
      await button(page, 'Move right').click();
      await button(page, 'Move right').click();
      await expect.poll(() => lookOf(page, 'backgroundColor', amber)).toMatchObject({ x: 80, y: 0 });
      // Two steps from the centre is the limit.
      await button(page, 'Move right').click();
      await button(page, 'Move up').click();
      await expect.poll(() => lookOf(page, 'backgroundColor', amber)).toMatchObject({ x: 80, y: -40 });
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Move left');
      await expect.poll(() => lookOf(page, 'backgroundColor', amber)).toMatchObject({ x: 40, y: -40 });
      await pressWithKeyboard(page, 'Center', ' ');
      await expect.poll(() => lookOf(page, 'backgroundColor', amber)).toMatchObject({ x: 0, y: 0 });
    },
  },
  'pressable-card': {
    initial: async (page) => {
      await expect(button(page, /Springs, explained/)).toBeVisible();
      await expect(text(page, 'Opened 0 times')).toBeVisible();
    },
    kick: async (page) => {
      // Moti turns hover on after a first mouse move on the page, as a real pointer makes.
      await page.mouse.move(10, 10);
      await button(page, /Springs, explained/).hover();
    },
    click: async (page) => {
      await page.mouse.move(10, 10);
      await button(page, /Springs, explained/).hover();
      // The caption outside the card follows the hoveredValue handed to the card.
      await expect(text(page, 'Opens the full article')).toHaveCSS('opacity', '1');
      await button(page, /Springs, explained/).click();
      await expect(text(page, 'Opened 1 times')).toBeVisible();
      await page.mouse.move(10, 10);
      await expect(text(page, 'Opens the full article')).toHaveCSS('opacity', '0.6');
    },
    keyboard: async (page) => {
      const card = button(page, /Springs, explained/);
      await card.blur();
      await expect.poll(async () => (await lookOf(page, 'borderTopColor', sky))?.opacity).toBe(0);
      await pressWithKeyboard(page, /Springs, explained/);
      await expect(text(page, 'Opened 2 times')).toBeVisible();
      // Focus, which the interaction state does not track, shows the ring of the example's own.
      await expect.poll(async () => (await lookOf(page, 'borderTopColor', sky))?.opacity).toBe(1);
      await card.blur();
      await expect.poll(async () => (await lookOf(page, 'borderTopColor', sky))?.opacity).toBe(0);
    },
  },
  'progress-bar': {
    initial: async (page) => {
      await expect(page.getByRole('region').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(text(page, '0%')).toBeVisible();
    },
    kick: (page) => button(page, 'Add one photo').click(),
    click: async (page) => {
      await button(page, 'Add one photo').click();
      await expect(page.getByRole('region').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
      // A quarter full: the 280 px bar sits three quarters of its width to the left.
      await expect.poll(() => lookOf(page, 'backgroundColor', green)).toMatchObject({ x: -210 });
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Add one photo');
      await expect(text(page, '50%')).toBeVisible();
      await expect.poll(() => lookOf(page, 'backgroundColor', green)).toMatchObject({ x: -140 });
      await pressWithKeyboard(page, 'Start over', ' ');
      await expect(text(page, '0%')).toBeVisible();
      await expect.poll(() => lookOf(page, 'backgroundColor', green)).toMatchObject({ x: -280 });
    },
  },
  'skeleton-basics': {
    initial: (page) => expect(button(page, 'Show the content')).toBeVisible(),
    click: async (page) => {
      await button(page, 'Show the content').click();
      await expect(button(page, 'Show the placeholders')).toBeVisible();
    },
    keyboard: async (page) => {
      await pressWithKeyboard(page, 'Show the placeholders');
      await expect(button(page, 'Show the content')).toBeVisible();
    },
  },
};
