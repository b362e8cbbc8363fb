import { test, expect } from './fixtures';
import { openSearch } from './search-helpers';

// Pages readers look for (Jest, Fast Refresh, skeleton pitfalls, pressable focus, the progress bar example):
// each is the modal's first hit for the words they type.
const questions: { query: string; first: RegExp }[] = [
  { query: 'jest', first: /^\/testing(#|$)/ },
  { query: 'jest moti transformIgnorePatterns', first: /^\/testing#let-jest-compile-moti-and-reanimated$/ },
  {
    query: 'fast refresh animation stops',
    first: /^\/troubleshooting#animations-stop-responding-after-a-fast-refresh$/,
  },
  {
    query: 'skeleton transition change ignored',
    first: /^\/skeleton#a-skeleton-ignores-a-transition-change-after-it-mounts$/,
  },
  {
    query: 'react-native-linear-gradient types moti skeleton',
    first: /^\/skeleton#typescript-cannot-find-motiskeletonreact-native-linear-gradient$/,
  },
  { query: 'pressable focus style', first: /^\/interactions\/pressable#keyboard-focus$/ },
  // The example's own subsections (What to notice, How it works) may come before its heading.
  { query: 'MotiProgressBar example', first: /^\/api\/props#/ },
];

for (const { query, first } of questions) {
  test(`"${query}" opens on the page that answers it`, async ({ page }) => {
    const input = await openSearch(page);
    await input.fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', first);
  });
}

// The docs spell the American way; a reader may not (src/search/spelling.ts folds the two).
const spellings: { query: string; first: RegExp; marked: RegExp }[] = [
  { query: 'colour modes', first: /^\/skeleton#color-modes$/, marked: /^Color$/ },
  { query: 'customise the shimmer', first: /^\/skeleton#customize-the-shimmer$/, marked: /^Customize$/ },
];

for (const { query, first, marked } of spellings) {
  test(`"${query}" finds the section the docs spell otherwise, and marks the word as they spell it`, async ({
    page,
  }) => {
    const input = await openSearch(page);
    await input.fill(query);
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toHaveAttribute('href', first);
    await expect(hit.locator('mark').filter({ hasText: marked }).first()).toBeVisible();
  });
}
