import fs from 'node:fs';
import path from 'node:path';
import type { Expression } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { highlightExample } from '../code-highlight/highlight-example';
import type { HighlightedBlock } from '../code-highlight/highlight';
import { declares, expressionAttribute, importStatement } from '../page-imports/mdx-nodes';

const NAME = 'LiveExample';
const LIVE_EXAMPLE_MODULE = '@site/src/components/LiveExample';
/** Where `<LiveExample name="x" />` finds its example: `src/examples/x.tsx`, a real module. */
const EXAMPLES_MODULE = '@site/src/examples';
const EXAMPLES_DIR = path.resolve(__dirname, '../../examples');
// Written by the plugin from `name`: a page that writes them too names its example twice.
const DERIVED = ['load', 'source', 'tokens', 'types'];

type LiveExampleElement = MdxJsxFlowElement | MdxJsxTextElement;

/** `() => import('@site/src/examples/<name>')`: the example loads in the browser, near the viewport. */
function loadAttribute(name: string): MdxJsxAttribute {
  const module = `${EXAMPLES_MODULE}/${name}`;
  return expressionAttribute('load', `() => import('${module}')`, {
    type: 'ArrowFunctionExpression',
    params: [],
    body: { type: 'ImportExpression', source: { type: 'Literal', value: module, raw: `'${module}'` } },
    expression: true,
    async: false,
    generator: false,
  } as Expression);
}

/** The example's colours and the file of its popups, for the code view (src/plugins/code-highlight). */
function highlightedAttributes({ tokens, types }: HighlightedBlock): MdxJsxAttribute[] {
  return [
    { type: 'mdxJsxAttribute', name: 'tokens', value: tokens },
    ...(types ? [{ type: 'mdxJsxAttribute' as const, name: 'types', value: types }] : []),
  ];
}

const sourceLocal = (name: string) => `__liveExampleSource_${name.replace(/-/g, '_')}`;

function sourceAttribute(name: string): MdxJsxAttribute {
  return expressionAttribute('source', sourceLocal(name), { type: 'Identifier', name: sourceLocal(name) });
}

/** The example's name, checked: a literal that names a file under src/examples. */
function exampleName(element: LiveExampleElement, file: VFile, examplesDir: string): string {
  const where = `${path.relative(process.cwd(), file.path ?? '<page>')}:${element.position?.start.line ?? '?'}`;
  const attributes = element.attributes.filter((attribute) => attribute.type === 'mdxJsxAttribute');
  const written = attributes.filter((attribute) => DERIVED.includes(attribute.name)).map(({ name }) => name);
  if (written.length > 0)
    throw new Error(`${where}: <LiveExample> takes only name and title; remove ${written.join(' and ')}.`);
  const name = attributes.find((attribute) => attribute.name === 'name')?.value;
  if (typeof name !== 'string' || !/^[a-z0-9-]+$/.test(name))
    throw new Error(`${where}: <LiveExample> needs name="<file under src/examples, without .tsx>".`);
  if (!fs.existsSync(path.join(examplesDir, `${name}.tsx`)))
    throw new Error(`${where}: <LiveExample name="${name}">: there is no src/examples/${name}.tsx.`);
  return name;
}

/**
 * `<LiveExample name="loop" title="…" />` is all a page writes. This imports the component into
 * the pages that use it (so its code ships with them, not with every doc page as a global MDX
 * component would), and from `name` gives each example the two things it runs on: the module,
 * loaded in the browser only, and the same file as text for the code view, so the code shown is
 * the code that runs.
 */
export default function remarkImportLiveExample({
  examplesDir = EXAMPLES_DIR,
  highlight = highlightExample,
}: {
  examplesDir?: string;
  /** An example file, highlighted with its types. */
  highlight?: (file: string) => Promise<HighlightedBlock>;
} = {}) {
  return async (tree: Root, file: VFile) => {
    const names = new Set<string>();
    const elements: [LiveExampleElement, string][] = [];
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== NAME) return;
      elements.push([node, exampleName(node, file, examplesDir)]);
    });
    for (const [node, name] of elements) {
      const highlighted = await highlight(path.join(examplesDir, `${name}.tsx`));
      node.attributes.push(loadAttribute(name), sourceAttribute(name), ...highlightedAttributes(highlighted));
      names.add(name);
    }
    if (names.size === 0) return;
    const imports = [...names].map((name) =>
      importStatement(sourceLocal(name), `!!raw-loader!${EXAMPLES_MODULE}/${name}.tsx`),
    );
    if (!declares(tree.children, NAME)) imports.unshift(importStatement(NAME, LIVE_EXAMPLE_MODULE));
    tree.children.unshift(...imports);
  };
}
