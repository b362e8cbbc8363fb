import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Link } from 'mdast';
import { warnOnBrokenMarkdownLink } from '.';

const node = (url: string): Link => ({
  type: 'link',
  url,
  children: [{ type: 'text', value: 'the missing page' }],
  position: { start: { line: 5, column: 6 }, end: { line: 5, column: 40 } },
});

describe('warnOnBrokenMarkdownLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns with the link, the file and the position, and keeps the link out of the route check', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = './no-such-file.md';
    const result = warnOnBrokenMarkdownLink({ sourceFilePath: `${process.cwd()}/docs/intro.md`, url, node: node(url) });
    expect(result).toBe('pathname://./no-such-file.md');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toMatch(/Broken Markdown link: \.\/no-such-file\.md in docs\/intro\.md:5:6/);
  });

  it('does not mark a link twice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = 'pathname://./gone.md';
    expect(warnOnBrokenMarkdownLink({ sourceFilePath: 'docs/a.md', url, node: node(url) })).toBe(url);
  });
});
