import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';

const elements = (node: Element, tagName: string) =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);

/**
 * Gives every body cell of a Markdown table its column's heading as `data-label`, and the table the
 * class `reflowing-table`, so that CSS can lay a row out as a card in a narrow column
 * (src/css/fit-the-screen.css) with no script in the browser.
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
      const classes = (table.properties.className as string[] | undefined) ?? [];
      table.properties.className = [...classes, 'reflowing-table'];
    });
  };
}
