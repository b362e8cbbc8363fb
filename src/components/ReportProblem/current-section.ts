import type { Section } from './issue-url';

/** Headings that open a section a reader can link to (the theme gives each an id). */
const SECTION_HEADINGS = 'h2[id], h3[id]';

/** The heading's text without the theme's zero-width anchor. */
const headingText = (heading: Element) => (heading.textContent ?? '').replace(/\u200b/g, '').trim();

/**
 * The section the reader is reading in `content`: the last heading that has reached the top of the
 * window, where the browser puts a heading it scrolls to (its scroll margin, below the navbar when the
 * navbar shows), or null above the first heading.
 */
export function currentSection(content: Element, pageAddress: string): Section | null {
  const navbarBottom = Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0);
  let current: Element | null = null;
  for (const heading of Array.from(content.querySelectorAll(SECTION_HEADINGS))) {
    const line = navbarBottom + (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0);
    if (heading.getBoundingClientRect().top > line + 2) break;
    current = heading;
  }
  return current && { heading: headingText(current), address: `${pageAddress}#${current.id}` };
}
