import { createContext, useContext } from 'react';

/**
 * The HTML of a code block's lines, highlighted at build time (src/plugins/code-highlight), from
 * `CodeBlock` down to its `Content`, which the theme's layout renders without props.
 */
export const HighlightedLines = createContext<string | undefined>(undefined);

export const useHighlightedLines = () => useContext(HighlightedLines);
