import type { Element } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { toText } from 'hast-util-to-text';
import rehypeRemark, { type Options } from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { cleanArticle } from './clean-article';
import type { ParsedPage } from '../../build-helpers/docs-catalog/built-pages';
import { childElements, classList } from './hast-tools';

type Handle = NonNullable<Options['handlers']>[string];

/** Code blocks keep their language and title (`data-meta`, set by cleanArticle). */
const pre: Handle = (state, node: Element) => {
  const code = childElements(node).find((child) => child.tagName === 'code');
  const language = code && classList(code).find((name) => name.startsWith('language-'));
  const meta = node.properties.dataMeta;
  const result: Code = {
    type: 'code',
    lang: language ? language.slice('language-'.length) : null,
    meta: typeof meta === 'string' ? meta : null,
    value: toText(node, { whitespace: 'pre' }).replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
};

/**
 * rehype-remark marks an item loose as soon as it holds a nested list of two items; only an item
 * with more than one block besides nested lists is loose, so `- a\n  - b` stays tight.
 */
const tightLists = () => (tree: MdastRoot) => {
  visit(tree, 'list', (list) => {
    for (const item of list.children) {
      item.spread = item.children.filter((child) => child.type !== 'list').length > 1;
    }
    list.spread = list.children.some((item) => item.spread);
  });
};

const processor = unified()
  .use(rehypeRemark, { handlers: { pre } })
  .use(tightLists)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one' });

/** The Markdown of a built doc page: its article, with links and images made absolute to `pageUrl`. */
export async function articleToMarkdown({ article }: ParsedPage, pageUrl: string): Promise<string> {
  cleanArticle(article, pageUrl);
  const tree = await processor.run({ type: 'root', children: [article] });
  return processor.stringify(tree);
}
