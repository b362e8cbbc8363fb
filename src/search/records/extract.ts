import type { Element, ElementContent, Root } from 'hast';
import { matches, select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { ParsedPage } from '../../build-helpers/docs-catalog/built-pages';
import { TAB_QUERY_ATTRIBUTE } from '../constants';
import { LEVEL_WEIGHT, type Hierarchy, type PageInfo, type RecordType, type SearchRecord } from './types';

// Theme chrome and code inside the article that is not prose: the crawler of DocSearch leaves it out too.
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'iframe']);
// A page's note on how it was checked (`<details className="provenance">`) names each answer it backs:
// indexed, it would compete with those answers for the same words.
const SKIPPED_CLASSES = ['hash-link', 'theme-code-block', 'tabs', 'provenance'];

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isSkipped(node: Element): boolean {
  if (SKIPPED_TAGS.has(node.tagName)) return true;
  // Marked parts, and live examples (a running demo and its loading text, whose code is shown anyway).
  if (node.properties.dataSearchIgnore !== undefined || node.properties.dataLiveExample !== undefined) return true;
  const list = classes(node);
  return SKIPPED_CLASSES.some((name) => list.includes(name));
}

/** The node without the parts search leaves out (and, for a list item, without its nested blocks). */
function prune(node: Element, dropped: (child: Element) => boolean): Element {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') children.push(child);
    else if (!isSkipped(child) && !dropped(child)) children.push(prune(child, () => false));
  }
  return { ...node, children };
}

const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (node: Element, dropped: (child: Element) => boolean = () => false) =>
  clean(toText(prune(node, dropped), { whitespace: 'normal' }));

// Sections that point to other pages ("Related pages: Animations — from, animate…") describe those
// pages, which have their own records; indexed, they outrank the pages they point to.
const CROSS_REFERENCES = /^(related|related pages|see also|next steps)$/i;

const BLOCKS = new Set(['p', 'ul', 'ol', 'div', 'table', 'pre', 'blockquote', 'details']);

// A name as code writes it: `translateX`, `Skeleton.Group`, `moti/skeleton`, `useAnimationState()`.
const IDENTIFIER = /^[A-Za-z_$@][\w$@./-]*(\(\))?$/;

/** The identifiers in the inline code of an element (a table cell, say), in order. */
function codeIdentifiers(node: Element): string[] {
  return selectAll('code', node)
    .map((code) => clean(toText(code)))
    .filter((text) => IDENTIFIER.test(text))
    .map((text) => text.replace(/\(\)$/, ''));
}

/** The element itself when it opens with inline code ("`delay`: waits…"), else nothing. */
function leadingCode(node: Element): Element | undefined {
  const first = node.children.find(
    (child) => child.type === 'element' || (child.type === 'text' && child.value.trim()),
  );
  if (first?.type !== 'element') return undefined;
  if (first.tagName === 'code') return { ...node, children: [first] };
  // A list item's text sits in a paragraph when the list is loose.
  return first.tagName === 'p' ? leadingCode(first) : undefined;
}

function metaContent(tree: Root, name: string): string | undefined {
  const node = select(`meta[name="${name}"]`, tree);
  const value = node?.properties.content;
  return typeof value === 'string' ? value : undefined;
}

// The attribute as hast names it: `data-tab-query` is the property `dataTabQuery`.
const TAB_QUERY_PROPERTY = TAB_QUERY_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The query of the address that opens each tab (`path=bare`), by the tab's id; tabs no address opens are left out. */
function tabQueries(tree: Root): Map<string, string> {
  const queries = new Map<string, string>();
  for (const tab of selectAll(`[role="tab"][${TAB_QUERY_ATTRIBUTE}]`, tree)) {
    const { id, [TAB_QUERY_PROPERTY]: query } = tab.properties;
    if (typeof id === 'string' && typeof query === 'string') queries.set(id, query);
  }
  return queries;
}

/** The ids of the tabs a panel's `aria-labelledby` names. */
function labelledBy(panel: Element): string[] {
  const value = panel.properties.ariaLabelledBy;
  return (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
}

function emptyHierarchy(page: PageInfo): Hierarchy {
  return { lvl0: page.category, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/**
 * The records of one built doc page: one for the page, one per heading, one per paragraph, list item
 * and table row, each with the hierarchy of headings above it and the anchor of its section.
 */
export function extractRecords({ tree, article }: ParsedPage, page: PageInfo): SearchRecord[] {
  const language = metaContent(tree, 'docsearch:language') ?? 'en';
  const docusaurusTag = metaContent(tree, 'docsearch:docusaurus_tag') ?? 'default';
  const path = new URL(page.url).pathname;

  const records: SearchRecord[] = [];
  let hierarchy = emptyHierarchy(page);
  let anchor: string | null = null;
  // Inside the panel of a tab that an address opens, that address's query: the link opens the tab,
  // where the bare anchor would land on the default tab with the text hidden.
  const queries = tabQueries(tree);
  let query = '';

  const push = (type: RecordType, content: string | null, identifiers: string[] = []) => {
    const position = records.length;
    records.push({
      objectID: `${path}:${position}`,
      type,
      hierarchy: { ...hierarchy },
      content,
      ...(identifiers.length > 0 && { identifiers }),
      url: `${page.url}${query && `?${query}`}${anchor ? `#${anchor}` : ''}`,
      url_without_anchor: page.url,
      anchor,
      ...(page.role && { page_role: page.role }),
      language,
      docusaurus_tag: docusaurusTag,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    });
  };

  // The depth of a cross-reference heading while inside its section, else 0.
  let skipping = 0;

  const heading = (node: Element, depth: number) => {
    const text = textOf(node);
    if (!text) return;
    if (skipping && depth > skipping) return;
    skipping = CROSS_REFERENCES.test(text) ? depth : 0;
    if (skipping) return;
    const next: Record<string, string | null> = { ...hierarchy };
    for (let level = depth; level <= 6; level += 1) next[`lvl${level}`] = null;
    next[`lvl${depth}`] = text;
    hierarchy = next as Hierarchy;
    anchor = typeof node.properties.id === 'string' ? node.properties.id : null;
    push(`lvl${depth}` as RecordType, null);
  };

  const content = (text: string, named: Element | undefined = undefined) => {
    if (text && !skipping) push('content', text, named ? codeIdentifiers(named) : []);
  };

  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element' || isSkipped(child)) continue;
      const match = /^h([1-6])$/.exec(child.tagName);
      if (match) {
        // The page title is the lvl1 record already; headings start at lvl2.
        if (match[1] !== '1') heading(child, Number(match[1]));
      } else if (matches('[role="tabpanel"]', child)) {
        const outside = query;
        const own = labelledBy(child)
          .map((id) => queries.get(id))
          .find(Boolean);
        // A panel of tabs inside another's panel adds its own parameter to the outer one.
        if (own) query = outside ? `${outside}&${own}` : own;
        walk(child);
        query = outside;
      } else if (child.properties.dataQuotedMessage !== undefined) {
        // A message a package prints (<QuotedMessage>), shown as a code block: readers paste it into
        // search, so its text is body text of the section that quotes it. The caption is left out.
        content(clean(toText(select('code', child) ?? child)));
      } else if (child.tagName === 'p') {
        content(textOf(child), leadingCode(child));
      } else if (child.tagName === 'li') {
        content(
          textOf(child, (inner) => BLOCKS.has(inner.tagName)),
          leadingCode(child),
        );
        walk(child);
      } else if (child.tagName === 'tr') {
        const cells = child.children.filter(
          (cell): cell is Element => cell.type === 'element' && cell.tagName === 'td',
        );
        content(
          cells
            .map((cell) => textOf(cell))
            .filter(Boolean)
            .join(' — '),
          cells[0],
        );
      } else {
        walk(child);
      }
    }
  };

  push('lvl1', null);
  if (article) walk(article);
  return records;
}
