import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { QUOTED_MESSAGE_MODULES } from '../quoted-messages';
import { MESSAGES_DIR, messageIds } from './message-ids';
import { declares, expressionAttribute, importStatement } from './mdx-nodes';

/** The components a page uses without an import, and where each lives. */
const PAGE_COMPONENTS: Record<string, string> = {
  QuotedMessage: '@site/src/components/QuotedMessage',
  VersionFact: '@site/src/components/VersionFact',
};

type Element = MdxJsxFlowElement | MdxJsxTextElement;

const messageLocal = (id: string) => `__quotedMessage_${id.replace(/\W/g, '_')}`;

/** The quoted message's id, checked: a literal that names a message of src/version-facts/messages. */
function messageId(element: Element, file: VFile, known: Set<string>): string {
  const where = `${path.relative(process.cwd(), file.path ?? '<page>')}:${element.position?.start.line ?? '?'}`;
  const attributes = element.attributes.filter((attribute) => attribute.type === 'mdxJsxAttribute');
  if (attributes.some((attribute) => attribute.name === 'message'))
    throw new Error(`${where}: <QuotedMessage> takes id and inline; remove message.`);
  const id = attributes.find((attribute) => attribute.name === 'id')?.value;
  if (typeof id !== 'string') throw new Error(`${where}: <QuotedMessage> needs id="<a message id>".`);
  if (!known.has(id))
    throw new Error(`${where}: <QuotedMessage id="${id}">: no such message in src/version-facts/messages.`);
  return id;
}

/**
 * `<VersionFact name="…" />` and `<QuotedMessage id="…" />` need no import on a page: this adds the
 * components' imports to the pages that use them, so that other pages never load them (a global MDX
 * component would ship with every doc page). A quoted message gets its entry from its own module
 * (src/plugins/quoted-messages/): the page loads the messages it quotes, and no other.
 */
export default function remarkImportVersionFacts({ messagesDir = MESSAGES_DIR }: { messagesDir?: string } = {}) {
  return async (tree: Root, file: VFile) => {
    const used = new Set<string>();
    const quotes: Element[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !Object.hasOwn(PAGE_COMPONENTS, node.name)) return;
      used.add(node.name);
      if (node.name === 'QuotedMessage') quotes.push(node);
    });
    if (used.size === 0) return;

    const imports: MdxjsEsm[] = [...used]
      .filter((name) => !declares(tree.children, name))
      .map((name) => importStatement(name, PAGE_COMPONENTS[name]));
    const messageImports = new Map<string, MdxjsEsm>();
    if (quotes.length > 0) {
      const known = await messageIds(messagesDir);
      for (const element of quotes) {
        const id = messageId(element, file, known);
        const local = messageLocal(id);
        element.attributes.push(expressionAttribute('message', local, { type: 'Identifier', name: local }));
        messageImports.set(local, importStatement(local, `${QUOTED_MESSAGE_MODULES}/${id}.json`));
      }
    }
    tree.children.unshift(...imports, ...messageImports.values());
  };
}
