import React, { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { BlockColoursContext } from '@site/src/theme-code/block-colours';

/** A plain string when the children are only text, so the copy button can copy them. */
function maybeStringify(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// The theme's CodeBlock remounts every block after hydration, so that Prism colours picked in the
// browser replace the server's; here the build has coloured the lines, and the server's HTML stays.
export default function CodeBlock({ children: rawChildren, tokens, types, errors, ...props }: Props) {
  const children = maybeStringify(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <BlockColoursContext.Provider value={tokens === undefined ? undefined : { tokens, types, errors }}>
      <StringContent {...props}>{children}</StringContent>
    </BlockColoursContext.Provider>
  );
}
