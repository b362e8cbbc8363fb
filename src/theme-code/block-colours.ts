import { createContext, useContext } from 'react';

/**
 * What the build gave a code block (src/plugins/code-highlight): its runs of colour, the file of its
 * popups, the errors it shows; from `CodeBlock` down to its `Content`, which the theme renders without props.
 */
export type BlockColours = { tokens: string; types?: string; errors?: string };

export const BlockColoursContext = createContext<BlockColours | undefined>(undefined);

export const useBlockColours = () => useContext(BlockColoursContext);
