import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import type { Interaction } from './live-interactions';

// The pairs of /moti-or-css-animations, each written with Moti and with Reanimated 4's CSS API: both
// versions of a pair are driven alike, since the page says they do the same thing.

const lights = (root: Locator) => root.getByRole('switch', { name: 'Lights' });
const button = (root: Locator, name: string) => root.getByRole('button', { name, exact: true });

const toggle: Interaction = {
  initial: async (root) => {
    await expect(lights(root)).toHaveAttribute('aria-checked', 'false');
    await expect(root.getByText('Off', { exact: true })).toBeVisible();
  },
  kick: (root) => lights(root).click(),
  click: async (root) => {
    await lights(root).click();
    await expect(lights(root)).toHaveAttribute('aria-checked', 'true');
    await expect(root.getByText('On', { exact: true })).toBeVisible();
  },
  keyboard: async (root) => {
    await lights(root).focus();
    await root.page().keyboard.press('Enter');
    await expect(lights(root)).toHaveAttribute('aria-checked', 'false');
  },
};

const exit: Interaction = {
  initial: (root) => expect(root.getByText('Saved', { exact: true })).toBeVisible(),
  kick: (root) => button(root, 'Dismiss').click(),
  click: async (root) => {
    await button(root, 'Dismiss').click();
    // Removed once its fade has ended, in both versions.
    await expect(root.getByText('Saved', { exact: true })).toHaveCount(0);
  },
  keyboard: async (root) => {
    await button(root, 'Show again').focus();
    await root.page().keyboard.press('Enter');
    await expect(root.getByText('Saved', { exact: true })).toBeVisible();
  },
};

export const comparisonInteractions: Record<string, Interaction> = {
  'moti-toggle': toggle,
  'css-toggle': toggle,
  'moti-exit': exit,
  'css-exit': exit,
};
