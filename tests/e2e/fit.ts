import type { Page } from '@playwright/test';
import { describeElementIn } from './describe-element';

/** A phone as the crawl holds it: the size of a common one, touch, and its viewport meta honoured. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The title must start this far down a phone's screen at most, with the announcement bar shown. */
export const TITLE_MAX_TOP = 200;

export type FitRule = 'cut at an edge' | 'title too low' | 'table wider than its column' | 'copy button';

export type FitProblem = { rule: FitRule; problem: string };

/**
 * What does not fit the screen at the current width, with the page scrolled to its top:
 * - `phone`: an element of the header or the article reaches past the window's edge, unless a box
 *   that scrolls sideways holds it and shows that it does (a scroll bar that takes room, or a shadow
 *   drawn at its edge); the title starts more than TITLE_MAX_TOP px down; a code block's copy button
 *   is not shown, or covers a line of its code;
 * - always: a table's cells reach past the column the table sits in.
 */
export async function fitProblems(page: Page, { phone }: { phone: boolean }): Promise<FitProblem[]> {
  const describe = await describeElementIn(page);
  const problems = await page.evaluate(
    ({ phone, titleMaxTop, describe }) => {
      const problems: FitProblem[] = [];
      const add = (rule: FitRule, problem: string) => problems.push({ rule, problem });
      const seen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
        );
      };
      const scrollsSideways = (element: Element) =>
        /auto|scroll/.test(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1;
      // A scroll bar that takes room (a phone's overlay bar shows only while it moves), or a shadow
      // painted over the box's edge while its content slides beneath (`background-attachment: local`
      // for the cover that moves with the content, `scroll` for the shadow that stays).
      const showsScrollCue = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
        if (element.offsetHeight - borders - element.clientHeight > 0) return true;
        return /gradient/.test(style.backgroundImage) && /local/.test(style.backgroundAttachment);
      };
      const width = document.documentElement.clientWidth;
      window.scrollTo(0, 0);

      if (phone) {
        const scopes = Array.from(document.querySelectorAll('.theme-announcement-bar, nav.navbar, main article'));
        const past = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.left < -0.5 || box.right > width + 0.5;
        };
        // What a box inside the screen clips (an example's stage, a shimmer inside its bone) shows only
        // inside that box.
        const clippedInside = (element: Element, scope: Element) => {
          for (let box = element.parentElement; box && box !== scope.parentElement; box = box.parentElement) {
            if (/hidden|clip/.test(getComputedStyle(box).overflowX) && !past(box)) return true;
          }
          return false;
        };
        for (const scope of scopes) {
          for (const element of Array.from(scope.querySelectorAll<HTMLElement>('*'))) {
            if (!past(element) || !seen(element) || clippedInside(element, scope)) continue;
            // The outermost one only: what is inside a box that is itself past the edge is that box's.
            if (element.parentElement && element.parentElement !== scope && past(element.parentElement)) continue;
            if (getComputedStyle(element).position === 'fixed') continue;
            let holder: HTMLElement | null = element.parentElement;
            while (holder && holder !== scope.parentElement && !scrollsSideways(holder)) holder = holder.parentElement;
            if (holder && holder !== scope.parentElement && showsScrollCue(holder)) continue;
            const box = element.getBoundingClientRect();
            add(
              'cut at an edge',
              `${describe(element)} spans x ${Math.round(box.left)} to ${Math.round(box.right)} in ${width} px${
                holder && holder !== scope.parentElement ? `, in ${describe(holder)} that scrolls with no cue` : ''
              }`,
            );
          }
        }

        const title = document.querySelector('main h1');
        const top = title ? title.getBoundingClientRect().top + window.scrollY : NaN;
        if (!(top <= titleMaxTop)) add('title too low', `the title starts at y ${Math.round(top)}`);

        // A block in a tab not chosen (npm2yarn's yarn, pnpm and bun) is not on the screen.
        for (const block of Array.from(document.querySelectorAll('main .theme-code-block')).filter(seen)) {
          const button = block.querySelector<HTMLElement>('button[aria-label="Copy code to clipboard"]');
          const name = `the copy button of ${describe(block)}`;
          if (!button) {
            add('copy button', `${name} is missing`);
            continue;
          }
          let opacity = 1;
          for (let up: Element | null = button; up; up = up.parentElement)
            opacity *= Number(getComputedStyle(up).opacity);
          if (!seen(button) || opacity < 0.6) {
            add('copy button', `${name} is not shown (opacity ${opacity.toFixed(2)})`);
            continue;
          }
          const pre = block.querySelector('pre');
          const clip = pre?.getBoundingClientRect();
          const button_ = button.getBoundingClientRect();
          const covered = Array.from(block.querySelectorAll('.token-line')).findIndex((line) => {
            const text = document.createRange();
            text.selectNodeContents(line);
            return Array.from(text.getClientRects()).some((rect) => {
              // The part of the text the block shows: a line that scrolls is hidden past its box.
              const left = Math.max(rect.left, clip?.left ?? -Infinity);
              const right = Math.min(rect.right, clip?.right ?? Infinity);
              return (
                rect.width > 0 &&
                left < button_.right &&
                right > button_.left &&
                rect.top < button_.bottom &&
                rect.bottom > button_.top
              );
            });
          });
          if (covered >= 0) add('copy button', `${name} covers line ${covered + 1}`);
        }
      }

      for (const table of Array.from(document.querySelectorAll('main table'))) {
        // The column: the nearest box that neither scrolls nor is the table's own.
        let column = table.parentElement!;
        while (column.parentElement && (column.tagName === 'TABLE' || scrollsSideways(column)))
          column = column.parentElement;
        const box = column.getBoundingClientRect();
        const style = getComputedStyle(column);
        const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
        const cells = Array.from(table.querySelectorAll('th, td')).filter(seen);
        const outside = cells.filter((cell) => {
          const rect = cell.getBoundingClientRect();
          return rect.left < left - 0.5 || rect.right > right + 0.5;
        });
        if (outside.length > 0) {
          const reach = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)) - box.left;
          add(
            'table wider than its column',
            `${describe(table)}: ${outside.length} of ${cells.length} cells past its ${Math.round(right - left)} px column (reach ${Math.round(reach)} px), first ${describe(outside[0])}`,
          );
        }
      }
      return problems;
    },
    { phone, titleMaxTop: TITLE_MAX_TOP, describe },
  );
  await describe.dispose();
  return problems;
}
