import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeHighlightCode from './rehype-highlight-code';
import type { Popup } from './highlight';
import { linesHtml } from '../../theme/CodeBlock/Content/lines-html';

const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(__dirname, 'fixtures/docs');
const pagePath = path.join(docsDir, 'page.mdx');

// What Docusaurus's MDX loader does with a fence's meta: the theme reads it as `metastring`.
const metaAsProperty = () => (tree: Root) =>
  visit(tree, 'code', (node: Code) => {
    node.data = { ...node.data, hProperties: { metastring: node.meta ?? undefined } };
  });

async function render(typesDir: string) {
  const file = new VFile({ path: pagePath, value: readFileSync(pagePath, 'utf8') });
  const processor = unified()
    .use(remarkParse)
    .use(metaAsProperty)
    .use(remarkRehype)
    .use(rehypeHighlightCode, { root, docsDir, typesDir });
  const tree = (await processor.run(processor.parse(file), file)) as HastRoot;
  // What each block hands the theme's code block.
  const blocks: Record<string, unknown>[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'code') return;
    const { tokens, types, errors, metastring } = node.properties;
    const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
    blocks.push({ text, tokens, types, errors, metastring });
  });
  return blocks;
}

/** A block as the browser renders it (src/theme/CodeBlock/Content/lines-html.ts): its text, and its typed names. */
function rendered(text: string, tokens: string) {
  const html = linesHtml({ code: text.replace(/\n$/, ''), tokens });
  const decode = (value: string) =>
    value
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    text: decode(html.replace(/<br\/>/g, '\n').replace(/<[^>]+>/g, '')),
    names: [...html.matchAll(/<span class="[^"]*\btw\b[^"]*"[^>]*>([^<]*)<\/span>/g)].map(([, name]) => name),
  };
}

describe('rehypeHighlightCode', () => {
  it('colours every fence and types the checked ones, from the installed moti', async () => {
    const typesDir = mkdtempSync(path.join(tmpdir(), 'code-types-'));
    const blocks = await render(typesDir);
    // Ending in a newline, as Prettier writes the file.
    await expect(`${JSON.stringify(blocks, null, 2)}\n`).toMatchFileSnapshot('fixtures/page.expected.json');
    const [typed, withError, fragment, bash, onReanimated3] = blocks as {
      text: string;
      tokens: string;
      types?: string;
      metastring?: string;
    }[];

    // The browser's lines hold the code exactly; `transition` is a typed name, its popup Moti's transition prop.
    const { text, names } = rendered(typed.text, typed.tokens);
    expect(text).toBe(typed.text);
    expect(names).toContain('transition');
    const popups = JSON.parse(readFileSync(path.join(typesDir, `${typed.types}.json`), 'utf8')) as Popup[];
    expect(popups).toHaveLength(names.length);
    expect(popups[names.indexOf('transition')][0]).toMatch(/^MotiProps<.*>\.transition\?: MotiTransitionProp</s);

    // The block with an intended error shows the compiler's message, and not its `// @errors` note.
    expect(withError.text).not.toContain('@errors');
    expect(JSON.parse(String((blocks[1] as { errors: string }).errors))).toEqual([
      [2, expect.stringMatching(/^Type '\{ type: "bounce"; \}' is not assignable/)],
    ]);
    // A fragment is coloured, without types; so is a shell command.
    expect(fragment.types).toBeUndefined();
    expect(fragment.tokens).toMatch(/^[a-z0-9,~]+$/);
    expect(rendered(fragment.text, fragment.tokens).text).toBe(fragment.text);
    expect(bash.tokens).toBe('fs2');

    // A block marked for Reanimated 3 is typed by 3.x, and its title bar says the line.
    expect(onReanimated3.metastring).toBe('reanimated-3 title="Reanimated 3"');
    expect(typed.metastring).toBeUndefined();
    const springPopups = JSON.parse(
      readFileSync(path.join(typesDir, `${onReanimated3.types}.json`), 'utf8'),
    ) as Popup[];
    const springNames = rendered(onReanimated3.text, onReanimated3.tokens).names;
    // 3.19.5's type, where stiffness goes with either group; 4.8.0's keeps it out of the duration group.
    expect(springPopups[springNames.lastIndexOf('WithSpringConfig')][0]).toMatch(
      /^type WithSpringConfig = \{\s+stiffness\?: number;/,
    );
  });
});
