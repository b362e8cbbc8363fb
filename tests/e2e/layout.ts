import type { Page } from '@playwright/test';
import { describeElementIn } from './describe-element';
import { expect } from './fixtures';

/** The widths the crawl lays every route out at: a phone, a small desktop, a common desktop. */
export const layoutWidths = [390, 1000, 1280];

// Docusaurus renders the desktop table of contents only once React has seen a desktop-wide window
// (useWindowSize), and it narrows the article; measuring before it arrives would miss the defects.
const desktopMin = 997;

/** Resizes the loaded page to `width` and waits until the theme has re-rendered for it. */
export async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: page.viewportSize()!.height });
  const hasToc = (await page.locator('.theme-doc-toc-mobile').count()) > 0;
  if (hasToc) await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(width >= desktopMin ? 1 : 0);
  // Two frames: what the resize scheduled (the theme's re-render, client modules) has run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What a reader sees wrong in the page's layout at the current width, one line per defect, each
 * naming the element:
 * - a heading word broken inside itself (a break at a camel-case hump, a hyphen, a slash or a
 *   `<wbr>` is fine);
 * - the page scrolls sideways (a wide table or code block scrolls inside its own box);
 * - something covers the title or the first paragraph.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const describe = await describeElementIn(page);
  const problems = await page.evaluate((describe) => {
    const problems: string[] = [];

    // Each character of a heading with the line it sits on; a <wbr> marks the next one as a break
    // opportunity.
    for (const heading of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      const chars: { char: string; line: number; afterWbr: boolean }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      let afterWbr = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.tagName === 'WBR') afterWbr = true;
          continue;
        }
        const text = node.textContent ?? '';
        for (let offset = 0; offset < text.length; offset += 1) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          // A space collapsed at a line's end has no box; it still separates the words around it.
          const rect = range.getClientRects()[0];
          chars.push({ char: text[offset], line: rect ? rect.top + rect.height / 2 : NaN, afterWbr });
          afterWbr = false;
        }
      }
      for (let index = 1; index < chars.length; index += 1) {
        const [before, after] = [chars[index - 1], chars[index]];
        const newLine = after.line - before.line > 4;
        const inWord = /^[^\s\u200b]{2}$/.test(before.char + after.char);
        const allowed =
          after.afterWbr ||
          /[-/]/.test(before.char) ||
          after.char === '/' ||
          (/[a-z0-9]/.test(before.char) && /[A-Z]/.test(after.char));
        if (newLine && inWord && !allowed) {
          const word = (text: string) => text.split(/\s/)[0];
          const head = chars
            .slice(0, index)
            .map((c) => c.char)
            .join('')
            .split(/\s/)
            .pop();
          const tail = word(
            chars
              .slice(index)
              .map((c) => c.char)
              .join(''),
          );
          problems.push(`heading word broken inside itself: ${describe(heading)} breaks "${head}" / "${tail}"`);
        }
      }
    }

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // The outermost elements that reach past the window, outside any box that scrolls or clips them.
      // A fixed element (the skip link waits past the right edge) scrolls nothing.
      const clipped = (element: Element) =>
        element !== document.body &&
        element !== root &&
        (getComputedStyle(element).overflowX !== 'visible' || getComputedStyle(element).position === 'fixed');
      const past = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 0.5;
      const culprits = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        if (!past(element) || (element.parentElement && past(element.parentElement))) return false;
        for (let up: Element | null = element; up; up = up.parentElement)
          if (up !== element && clipped(up)) return false;
        return getComputedStyle(element).position !== 'fixed';
      });
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px, past the edge: ${
          culprits.slice(0, 3).map(describe).join(', ') || 'nothing found'
        }`,
      );
    }

    // Probed at the middle and near both ends of each of their lines, once scrolled into view.
    const title = document.querySelector('main h1, article h1');
    const paragraph = document.querySelector('main article p, main p');
    for (const target of [title, paragraph]) {
      if (!target) continue;
      target.scrollIntoView({ block: 'center' });
      // The boxes of its text, line by line: the element's own box also spans what floats beside it.
      const text = document.createRange();
      text.selectNodeContents(target);
      for (const line of Array.from(text.getClientRects()).filter((rect) => rect.width > 0)) {
        for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
          const y = line.top + line.height / 2;
          const hit = document.elementFromPoint(x, y);
          const problem = hit && !target.contains(hit) ? `${describe(hit)} covers ${describe(target)}` : '';
          if (problem && !problems.includes(problem)) problems.push(problem);
        }
      }
    }
    window.scrollTo(0, 0);
    return problems;
  }, describe);
  await describe.dispose();
  return problems;
}
