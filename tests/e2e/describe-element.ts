import type { JSHandle, Page } from '@playwright/test';

/** How the crawl's checks name an element in a problem: its tag, id, first two classes and first words. */
export type DescribeElement = (element: Element) => string;

/**
 * The function, made in the page, for the checks to pass into page.evaluate: what page.evaluate runs
 * is sent as its source, so it cannot call a function of this module, only one it is handed.
 */
export function describeElementIn(page: Page): Promise<JSHandle<DescribeElement>> {
  return page.evaluateHandle(() => (element: Element) => {
    const classes = Array.from(element.classList)
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> "${text}"`;
  });
}
