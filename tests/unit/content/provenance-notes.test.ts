// A page says how its claims were checked once, in one form a reader learns to skip or to open: a
// collapsed note at the very end, "How this page was checked", whose items each say what a claim
// rests on ("read in `moti` 0.30.0 source (…)", "reproduced with Chromium on …", "read, not run (why)",
// "run by tests").
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocPages } from '../lib/doc-checks';

const pages = readDocPages(path.resolve(__dirname, '../../../docs'));

const OPEN = '<details className="provenance">\n<summary>How this page was checked</summary>\n';
const CLOSE = '</details>';
/** The kinds of evidence an item may name. */
const KINDS = /\bread in |\breproduced with |\bread, not run\b|\brun by tests?\b/i;

/** The page's text with its code blocks emptied, so that a sample may show a `<details>` of its own. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

const noted = pages.filter((page) => page.text.includes(OPEN));

describe('the closing note on how a page was checked', () => {
  it('is on the pages that say what their claims rest on', () => {
    expect(noted.length).toBeGreaterThan(10);
  });

  // Other collapsed blocks may hold an answer's longer why; only the note says how the page was checked.
  it('is on a page once, in the one form', () => {
    const wrong = pages.flatMap((page) => {
      const marked = prose(page.text).split('className="provenance"').length - 1;
      const notes = page.text.split(OPEN).length - 1;
      return marked === notes && notes <= 1 ? [] : [`docs/${page.file}: ${marked} notes, ${notes} in the form`];
    });
    expect(wrong).toEqual([]);
  });

  it('ends the page', () => {
    const notLast = noted.filter((page) => !page.text.trimEnd().endsWith(CLOSE)).map((page) => `docs/${page.file}`);
    expect(notLast).toEqual([]);
  });

  it('is a list whose every item names the kind of evidence', () => {
    const wrong = noted.flatMap((page) => {
      const body = page.text.slice(page.text.indexOf(OPEN) + OPEN.length, page.text.lastIndexOf(CLOSE)).trim();
      const items = body.split(/\n(?=- )/);
      return items
        .filter((item) => !item.startsWith('- ') || !KINDS.test(item))
        .map((item) => `docs/${page.file}: ${item.slice(0, 80)}`);
    });
    expect(wrong).toEqual([]);
  });
});
