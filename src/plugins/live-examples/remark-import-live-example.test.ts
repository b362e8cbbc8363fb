import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkImportLiveExample, { LIVE_EXAMPLE_MODULE } from './remark-import-live-example';

// The tree as the MDX compiler receives it after the plugin (the site's build compiles every page).
async function transformed(mdx: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkImportLiveExample);
  return (await processor.run(processor.parse(mdx))) as Root;
}

const imports = (tree: Root) => tree.children.filter((node) => node.type === 'mdxjsEsm');

describe('remarkImportLiveExample', () => {
  it('imports LiveExample into a page that uses it, with the program the compiler reads', async () => {
    const [added, ...others] = imports(await transformed('# Try it\n\n<LiveExample name="loop" title="A loop" />\n'));
    expect(others).toEqual([]);
    expect(added.value).toBe(`import LiveExample from '${LIVE_EXAMPLE_MODULE}';`);
    expect(added.data?.estree?.body).toMatchObject([
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { name: 'LiveExample' } }],
        source: { value: LIVE_EXAMPLE_MODULE },
      },
    ]);
  });

  it('finds LiveExample inside other elements', async () => {
    expect(imports(await transformed('- an item\n\n  <div><LiveExample name="loop" /></div>\n'))).toHaveLength(1);
  });

  it('leaves a page without LiveExample alone', async () => {
    expect(imports(await transformed('# Text only\n\nSome `LiveExample` in code.\n'))).toEqual([]);
  });

  it('keeps an import the page wrote itself', async () => {
    const found = imports(await transformed("import LiveExample from './Other';\n\n<LiveExample />\n"));
    expect(found.map((node) => node.value)).toEqual(["import LiveExample from './Other';"]);
  });
});
