// Modules the search bar uses that ship no types here (no @types/react-dom in this project).
declare module '@docsearch/react/style';
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
