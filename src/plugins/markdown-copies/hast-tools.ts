import type { Element, ElementContent, Nodes, Properties } from 'hast';
import { matches } from 'hast-util-select';
import { CONTINUE, visit } from 'unist-util-visit';

export function element(tagName: string, properties: Properties, children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

export const text = (value: string): ElementContent => ({ type: 'text', value });

/** Replaces every element matching `selector` by what `replace` returns (nothing removes it). */
export function replaceAll(tree: Nodes, selector: string, replace: (node: Element) => ElementContent[]): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined || !matches(selector, node)) return CONTINUE;
    parent.children.splice(index, 1, ...replace(node));
    // Visit the replacement too, so that nested structures (a code block in a tab) are handled.
    return index;
  });
}

/** The element children of a node. */
export const childElements = (node: Element): Element[] =>
  node.children.filter((child): child is Element => child.type === 'element');

export const classList = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
