import { describe, expect, it } from 'vitest';
import { wantsMarkdown } from '../../server/host-rules.mjs';

// Which Accept headers get a page's Markdown copy; the HTTP tests check that both servers follow it.
describe('wantsMarkdown', () => {
  it.each([
    'text/markdown',
    'TEXT/MARKDOWN',
    'text/markdown, text/html;q=0.9',
    'text/html, text/markdown;q=0.5',
    'text/markdown;charset=utf-8',
    'text/markdown; q=0.01',
  ])('sends the Markdown for "%s"', (accept) => expect(wantsMarkdown(accept)).toBe(true));

  it.each([
    // Chromium's and Firefox's Accept for a page.
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    '*/*',
    'text/*',
    '',
    undefined,
    'text/markdown;q=0',
    'text/markdown; q=0.000, text/html',
    'text/markdown;charset=utf-8;q=0',
  ])('sends the HTML for "%s"', (accept) => expect(wantsMarkdown(accept)).toBe(false));
});
