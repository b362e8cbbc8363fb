import type { Element, ElementContent } from 'hast';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { CONTINUE, visit } from 'unist-util-visit';
import { childElements, classList, element, replaceAll, text } from './hast-tools';

/**
 * Theme chrome that a reader sees but a Markdown copy must not carry. Most of it sits outside
 * `.theme-doc-markdown` already; the list also covers the `article` fallback. Components can opt
 * a part out with `data-markdown="skip"` (a live preview's placeholder, for example).
 */
const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  '.hash-link',
  // A title's line-break hints (src/theme/Heading) would come out as zero-width spaces.
  'wbr',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.theme-doc-footer',
  '.pagination-nav',
  '[aria-hidden="true"]',
  '[data-markdown="skip"]',
].join(', ');

/** Languages Docusaurus gives to fences that had none. */
const NO_LANGUAGE = new Set(['text', 'plaintext', 'plain']);

const bold = (label: string) => element('p', {}, [element('strong', {}, [text(label)])]);

/** Only text nodes, so that a code line's trailing `<br>` adds nothing. */
function plainText(node: Element): string {
  let value = '';
  visit(node, 'text', (leaf) => {
    value += leaf.value;
  });
  return value;
}

/** The descendants matching `test`, without looking inside a match (keeps nested tabs apart). */
function outermost(node: Element, test: (child: Element) => boolean): Element[] {
  return childElements(node).flatMap((child) => (test(child) ? [child] : outermost(child, test)));
}

const hasRole = (role: string) => (node: Element) => node.properties.role === role;

function languageOf(...nodes: Element[]): string | undefined {
  for (const node of nodes) {
    const language = classList(node)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length);
    if (language) return NO_LANGUAGE.has(language) ? undefined : language;
  }
  return undefined;
}

/** A theme code block (highlighted lines, optional title) → `<pre data-meta><code class=language-x>`. */
function codeBlock(node: Element): ElementContent[] {
  const pre = node.tagName === 'pre' ? node : select('pre', node);
  if (!pre) return [];
  const lines = outermost(pre, (child) => classList(child).includes('token-line'));
  const code = lines.length ? lines.map(plainText).join('\n') : toText(pre, { whitespace: 'pre' });
  const title = childElements(node)
    .filter((child) => child !== pre && !select('pre', child))
    .map((child) => toText(child).trim())
    .find(Boolean);
  const language = languageOf(node, pre);
  return [
    element('pre', title ? { dataMeta: `title="${title}"` } : {}, [
      element('code', { className: language ? [`language-${language}`] : [] }, [text(code)]),
    ]),
  ];
}

/** Tabs → every panel in order, each after a bold line with its label. */
function tabs(node: Element): ElementContent[] {
  const [list] = outermost(node, hasRole('tablist'));
  const tabItems = list ? outermost(list, hasRole('tab')) : [];
  const panels = outermost(node, hasRole('tabpanel'));
  // Lazy tabs render only the selected panel.
  const labels =
    panels.length === tabItems.length
      ? tabItems.map((tab) => toText(tab).trim())
      : tabItems.filter((tab) => tab.properties.ariaSelected === 'true').map((tab) => toText(tab).trim());
  return panels.flatMap((panel, index) => [...(labels[index] ? [bold(labels[index])] : []), ...panel.children]);
}

/** An admonition → a blockquote that starts with its title (`Note`, `Tip`, or a custom one). */
function admonition(node: Element): ElementContent[] {
  const [heading, content] = childElements(node);
  const title = heading ? toText(heading).trim() : '';
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  return [element('blockquote', {}, [...(label ? [bold(label)] : []), ...(content?.children ?? [])])];
}

/** `<details>` → its summary as a bold line, then its content, always shown. */
function details(node: Element): ElementContent[] {
  const summary = childElements(node).find((child) => child.tagName === 'summary');
  const rest = node.children.filter((child) => child !== summary);
  return [...(summary ? [bold(toText(summary).trim())] : []), ...rest];
}

function absolute(value: unknown, pageUrl: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}

/** The doc article of a built page (title included), reduced in place to content that reads as Markdown. */
export function cleanArticle(article: Element, pageUrl: string): Element {
  replaceAll(article, CHROME, () => []);
  // React's server render separates adjacent text with `<!-- -->` (a <VersionFact> in a sentence):
  // markup for the browser, never content, so a copy would show it as noise.
  visit(article, 'comment', (_, index, parent) => {
    if (!parent || index === undefined) return CONTINUE;
    parent.children.splice(index, 1);
    return index;
  });
  replaceAll(article, '.theme-code-block', codeBlock);
  replaceAll(article, '.tabs-container', tabs);
  replaceAll(article, '.theme-admonition', admonition);
  replaceAll(article, 'details', details);
  visit(article, 'element', (node) => {
    if (node.tagName === 'a') node.properties.href = absolute(node.properties.href, pageUrl) as string;
    if (node.tagName === 'img') node.properties.src = absolute(node.properties.src, pageUrl) as string;
  });
  return article;
}
