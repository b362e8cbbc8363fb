import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import rehypeTableLabels from './rehype-table-labels';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTableLabels);
const html = async (markdown: string) => toHtml((await processor.run(processor.parse(markdown))) as Root);

describe('rehypeTableLabels', () => {
  it("labels each body cell with its column's heading, code and all, and marks the table", async () => {
    const out = await html('| `type` | good for |\n| --- | --- |\n| `spring` | motion |\n| `timing` | fades |\n');
    expect(out).toContain('<table class="reflowing-table">');
    expect(out).toContain('<td data-label="type"><code>spring</code></td>');
    expect(out).toContain('<td data-label="good for">fades</td>');
    expect(out).not.toContain('<th data-label');
  });

  it('leaves a cell past the headings unlabelled', async () => {
    const out = await html('| a |\n| --- |\n| 1 | 2 |\n');
    expect(out).toContain('<td data-label="a">1</td>');
  });
});
