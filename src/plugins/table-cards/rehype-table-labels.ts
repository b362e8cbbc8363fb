import type { Element, ElementContent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';
import { CAMEL_HUMP } from '../../break-at-humps';

const elements = (node: Element, tagName: string) =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

const WORD_BREAK: Element = { type: 'element', tagName: 'wbr', properties: {}, children: [] };

/** The children with a <wbr> at each hump of the text inside code and links: the names a cell holds. */
function breakNames(children: ElementContent[], inName: boolean): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type === 'element')
      return [{ ...child, children: breakNames(child.children, inName || ['code', 'a'].includes(child.tagName)) }];
    if (child.type !== 'text' || !inName) return [child];
    return child.value
      .split(CAMEL_HUMP)
      .flatMap((part, index): ElementContent[] => [
        ...(index > 0 ? [structuredClone(WORD_BREAK)] : []),
        { type: 'text', value: part },
      ]);
  });
}

/**
 * Gives every body cell of a Markdown table its column's heading as `data-label`, and the table the
 * class `reflowing-table`, so that CSS can lay a row out as a card in a narrow column
 * (src/css/fit-the-screen.css) with no script in the browser. A name in a cell (in code or a link)
 * may break at its camel-case humps, as titles do: a table of long API names then fits a desktop
 * column with every word broken at a point of its own, never letter by letter.
 */
export default function rehypeTableLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (table) => {
      if (table.tagName !== 'table') return;
      const [head] = elements(table, 'thead');
      const [headRow] = head ? elements(head, 'tr') : [];
      if (!headRow) return;
      const labels = elements(headRow, 'th').map((cell) => toText(cell).trim());
      for (const body of elements(table, 'tbody'))
        for (const row of elements(body, 'tr'))
          elements(row, 'td').forEach((cell, index) => {
            if (labels[index]) cell.properties.dataLabel = labels[index];
          });
      for (const row of [...elements(table, 'thead'), ...elements(table, 'tbody')].flatMap((part) =>
        elements(part, 'tr'),
      ))
        for (const cell of row.children) if (cell.type === 'element') cell.children = breakNames(cell.children, false);
      const classes = (table.properties.className as string[] | undefined) ?? [];
      table.properties.className = [...classes, 'reflowing-table'];
    });
  };
}
