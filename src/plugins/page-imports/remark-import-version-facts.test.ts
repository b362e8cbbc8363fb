import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { messageIds } from './message-ids';
import remarkImportVersionFacts from './remark-import-version-facts';

const fixtures = path.join(__dirname, 'fixtures');
const messagesDir = path.join(fixtures, 'messages');
const processor = () =>
  unified().use(remarkParse).use(remarkMdx).use(remarkImportVersionFacts, { messagesDir }).use(remarkStringify);

/** The page as MDX after the plugin: what the MDX compiler then compiles. */
async function transformed(mdx: string, file = 'docs/page.mdx'): Promise<string> {
  return String(await processor().process({ path: file, value: mdx }));
}

const esmOf = async (mdx: string) => {
  const tree = (await processor().run(processor().parse(mdx), { path: 'docs/page.mdx' })) as Root;
  return tree.children.filter((node) => node.type === 'mdxjsEsm');
};

describe('remarkImportVersionFacts', () => {
  it('imports the components a page uses, and each message it quotes, once', async () => {
    const page = readFileSync(path.join(fixtures, 'pages/facts-and-quotes.mdx'), 'utf8');
    const expected = readFileSync(path.join(fixtures, 'pages/facts-and-quotes.expected.mdx'), 'utf8');
    expect(await transformed(page)).toBe(expected);
  });

  it('gives the compiler a program for each import and each message it adds', async () => {
    const [component, message] = await esmOf('<QuotedMessage id="beta-one" />\n');
    expect(component.data?.estree?.body).toMatchObject([
      { type: 'ImportDeclaration', source: { value: '@site/src/components/QuotedMessage' } },
    ]);
    expect(message.data?.estree?.body).toMatchObject([
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { name: '__quotedMessage_beta_one' } }],
        source: { value: '@moti-docs/quoted-messages/beta-one.json' },
      },
    ]);
  });

  it('leaves a page without them alone, and keeps an import the page wrote itself', async () => {
    const page = '# Text only\n\nSome `VersionFact` in code.\n';
    expect(await transformed(page)).toBe(page);
    const found = await esmOf('import VersionFact from \'./Other\';\n\n<VersionFact name="babelPlugin" />\n');
    expect(found.map((node) => node.value)).toEqual(["import VersionFact from './Other';"]);
  });

  it('stops the build on an unknown message, or one the page writes out, naming the page and line', async () => {
    await expect(transformed('text\n\n<QuotedMessage id="alpha-three" />\n', 'docs/typo.mdx')).rejects.toThrow(
      'docs/typo.mdx:3: <QuotedMessage id="alpha-three">: no such message in src/version-facts/messages.',
    );
    await expect(transformed('<QuotedMessage id={pick()} />\n')).rejects.toThrow('needs id=');
    await expect(transformed('<QuotedMessage id="alpha-one" message={{ text: "x" }} />\n')).rejects.toThrow(
      'remove message',
    );
  });

  it("finds every message of the site's own folder", async () => {
    const { quotedMessages } = await import('../../version-facts/messages');
    const found = await messageIds();
    expect([...found].sort()).toEqual(Object.keys(quotedMessages).sort());
  });
});
