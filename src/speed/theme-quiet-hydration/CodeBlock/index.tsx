import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

// The theme's CodeBlock remounts every block after hydration (a `key` that flips when the browser
// takes over), so that a light or dark Prism theme picked in the browser replaces the server's
// colours. This site has one colour mode and one Prism theme: the server's HTML is already right.
// Keeping it saves re-tokenizing and rebuilding every block on load (the largest long task).

/** A plain string when the children are only text, so the copy button can copy them. */
function maybeStringify(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props) {
  const children = maybeStringify(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return <Content {...props}>{children as string}</Content>;
}
