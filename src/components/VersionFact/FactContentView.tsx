import React from 'react';
import type { Inline } from '@site/src/version-facts/content';

/** Adjacent strings joined: React would separate them with `<!-- -->`, which the Markdown copies keep. */
function joined(parts: Inline): Inline {
  return parts.reduce<Inline>((runs, part) => {
    const last = runs.at(-1);
    if (typeof part === 'string' && typeof last === 'string') runs[runs.length - 1] = last + part;
    else runs.push(part);
    return runs;
  }, []);
}

export function InlineView({ parts }: { parts: Inline }) {
  return joined(parts).map((part, index) => (typeof part === 'string' ? part : <code key={index}>{part.code}</code>));
}

export function TableView({ head, rows }: { head: string[]; rows: Inline[][] }) {
  return (
    // The class and labels that Markdown tables get at build time (src/plugins/table-cards), so that a
    // fact's table reads as cards in a phone's column too.
    <table className="reflowing-table">
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex} data-label={head[cellIndex]}>
                <InlineView parts={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
