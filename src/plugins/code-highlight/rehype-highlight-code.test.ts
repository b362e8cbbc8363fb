import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeHighlightCode from './rehype-highlight-code';

const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(__dirname, 'fixtures/docs');
const pagePath = path.join(docsDir, 'page.mdx');

// What Docusaurus's MDX loader does with a fence's meta: the theme reads it as `metastring`.
const metaAsProperty = () => (tree: Root) =>
  visit(tree, 'code', (node: Code) => {
    node.data = { ...node.data, hProperties: { metastring: node.meta ?? undefined } };
  });

async function render() {
  const file = new VFile({ path: pagePath, value: readFileSync(pagePath, 'utf8') });
  const processor = unified()
    .use(remarkParse)
    .use(metaAsProperty)
    .use(remarkRehype)
    .use(rehypeHighlightCode, { root, docsDir });
  const tree = (await processor.run(processor.parse(file), file)) as HastRoot;
  // The highlighted lines, as the page's HTML will carry them.
  const blocks: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'code') blocks.push(String(node.properties.highlighted));
  });
  return blocks.join('\n<!-- next block -->\n');
}

/** The text of every type popup of the page's highlighted blocks. */
function popupTexts(html: string): string[] {
  const popups = [...html.matchAll(/<code class="twoslash-popup-code">(.*?)<\/code>/gs)];
  return popups.map(([, inner]) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<')
      .replace(/&#x26;/g, '&'),
  );
}

describe('rehypeHighlightCode', () => {
  it('highlights every fence and types the checked ones, from the installed moti', { timeout: 120_000 }, async () => {
    const html = await render();
    await expect(html).toMatchFileSnapshot('fixtures/page.expected.html');
    // The types come from moti's declarations: `transition` is Moti's transition prop.
    const popups = popupTexts(html);
    expect(popups).toContainEqual(expect.stringMatching(/^MotiProps<.*>\.transition\?: MotiTransitionProp</));
    // The block with an intended error shows the compiler's message, and not its `// @errors` note.
    expect(html).toMatch(/twoslash-error-line[^>]*>Type '\{ type: "bounce"; \}' is not assignable/);
    expect(html).not.toContain('@errors');
  });
});
