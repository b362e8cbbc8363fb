// react-dom ships no types here (no @types/react-dom); the render test needs this one function.
declare module 'react-dom/server' {
  import type { ReactElement } from 'react';
  export function renderToStaticMarkup(element: ReactElement): string;
}
