// The server build's Prism source (see prism-source.ts): always loaded, so pages render highlighted.
import Prism from './prism';

export type PrismInstance = typeof Prism;

export function getPrism(): PrismInstance {
  return Prism;
}

export function loadPrism(): Promise<PrismInstance> {
  return Promise.resolve(Prism);
}
