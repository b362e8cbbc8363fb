import type { Locator } from '@playwright/test';

/** True once some element under `root` has this computed background colour. */
export const squareShown = (root: Locator, colour: string) =>
  root.evaluate(
    (element, wanted) =>
      Array.from(element.querySelectorAll('*')).some((el) => getComputedStyle(el).backgroundColor === wanted),
    colour,
  );
