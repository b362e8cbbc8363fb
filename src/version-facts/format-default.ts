import type { DefaultValue } from './facts';

/** A default as a page writes it in code: `120`, `false`, `6e-9`, `Easing.inOut(Easing.quad)`. */
export function formatDefault(value: DefaultValue): string {
  if (value === null) return 'none';
  if (typeof value === 'object') return value.expression;
  return String(value);
}
