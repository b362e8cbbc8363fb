import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkImportLiveExample from './remark-import-live-example';

const fixtures = path.join(__dirname, 'fixtures/pages');
// The real highlighter is tested in src/plugins/code-highlight; here it only has to be called with the file.
const highlight = async (file: string) => ({
  code: '',
  tokens: `k${path.basename(file).length}`,
  types: path.basename(file, '.tsx'),
});
const processor = () =>
  unified().use(remarkParse).use(remarkMdx).use(remarkImportLiveExample, { highlight }).use(remarkStringify);

/** The page as MDX after the plugin: what the MDX compiler then compiles (the site's build compiles every page). */
async function transformed(mdx: string, file = 'docs/page.mdx'): Promise<string> {
  return String(await processor().process({ path: file, value: mdx }));
}

const esmOf = async (mdx: string) => {
  const tree = (await processor().run(processor().parse(mdx), { path: 'docs/page.mdx' })) as Root;
  return tree.children.filter((node) => node.type === 'mdxjsEsm');
};

describe('remarkImportLiveExample', () => {
  it('derives the component, the module and its text from name alone', async () => {
    const page = readFileSync(path.join(fixtures, 'two-examples.mdx'), 'utf8');
    const expected = readFileSync(path.join(fixtures, 'two-examples.expected.mdx'), 'utf8');
    expect(await transformed(page)).toBe(expected);
  });

  it('gives the compiler a program for every import and expression it adds', async () => {
    const [component, source] = await esmOf('<LiveExample name="loop" title="A loop" />\n');
    expect(component.data?.estree?.body).toMatchObject([
      { type: 'ImportDeclaration', source: { value: '@site/src/components/LiveExample' } },
    ]);
    expect(source.data?.estree?.body).toMatchObject([
      {
        type: 'ImportDeclaration',
        specifiers: [{ local: { name: '__liveExampleSource_loop' } }],
        source: { value: '!!raw-loader!@site/src/examples/loop.tsx' },
      },
    ]);
  });

  it('leaves a page without LiveExample alone', async () => {
    const page = '# Text only\n\nSome `LiveExample` in code.\n';
    expect(await transformed(page)).toBe(page);
  });

  it('keeps an import of the component the page wrote itself', async () => {
    const found = await esmOf('import LiveExample from \'./Other\';\n\n<LiveExample name="loop" title="A loop" />\n');
    expect(found.map((node) => node.value)).toEqual([
      "import __liveExampleSource_loop from '!!raw-loader!@site/src/examples/loop.tsx';",
      "import LiveExample from './Other';",
    ]);
  });

  it('stops the build on a page that still writes load or source, naming the page and line', async () => {
    const page =
      'text\n\n<LiveExample\n  name="loop"\n  title="A loop"\n  load={() => import(\'@site/src/examples/loop\')}\n/>\n';
    await expect(transformed(page, 'docs/old.mdx')).rejects.toThrow(
      'docs/old.mdx:3: <LiveExample> takes only name and title; remove load.',
    );
  });

  it('stops the build on a name that is not a file under src/examples', async () => {
    await expect(transformed('<LiveExample name="no-such-example" title="x" />\n')).rejects.toThrow(
      'there is no src/examples/no-such-example.tsx',
    );
    await expect(transformed('<LiveExample name={pick()} title="x" />\n')).rejects.toThrow('needs name=');
  });
});
