// Where the browser gets Prism: loaded on demand. A page that came from the server already shows its
// code highlighted, and hydration reads those tokens back from the page (see tokens-from-page.ts), so
// Prism (about 8 KB gzip) only loads when a code block first renders in the browser alone (after a
// client-side navigation). The server build uses prism-source.server.ts instead (a module swap,
// src/speed/module-swaps.ts), where Prism is always there.
import { onceUntilFailure } from '../../components/LoadFailure/onceUntilFailure';
import type SlimPrism from './prism';

export type PrismInstance = typeof SlimPrism;

let prism: PrismInstance | null = null;

/** Prism when it has loaded, else null. */
export function getPrism(): PrismInstance | null {
  return prism;
}

/** Loads Prism once; a failed load is forgotten so that the next code block tries again. */
export const loadPrism = onceUntilFailure(() => import('./prism').then((module) => (prism = module.default)));
