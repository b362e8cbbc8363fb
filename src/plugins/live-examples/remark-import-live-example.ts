import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit, EXIT } from 'unist-util-visit';

const NAME = 'LiveExample';
export const LIVE_EXAMPLE_MODULE = '@site/src/components/LiveExample';

/** The `import LiveExample from '…'` statement, as the MDX compiler wants it (with its estree). */
function importStatement(): MdxjsEsm {
  const value = `import ${NAME} from '${LIVE_EXAMPLE_MODULE}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: NAME } }],
            source: { type: 'Literal', value: LIVE_EXAMPLE_MODULE, raw: `'${LIVE_EXAMPLE_MODULE}'` },
            attributes: [],
          },
        ],
      },
    },
  };
}

function usesLiveExample(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === NAME) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

function declaresLiveExample(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'mdxjsEsm' && new RegExp(`\\b${NAME}\\b`).test(node.value));
}

/**
 * Pages write `<LiveExample>` without importing it; this adds the import to the pages that use it,
 * so its code ships with those pages and not, as a global MDX component would, with every doc page.
 */
export default function remarkImportLiveExample() {
  return (tree: Root) => {
    if (usesLiveExample(tree) && !declaresLiveExample(tree)) tree.children.unshift(importStatement());
  };
}
