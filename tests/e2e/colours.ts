/**
 * True for an opaque-enough dark colour as getComputedStyle writes it (`rgb(…)`, `rgba(…)`). A
 * transparent background is not dark: the canvas behind it may be white.
 */
export const isDark = (colour: string) => {
  const [r, g, b, alpha = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return alpha > 0 && Math.max(r, g, b) < 48;
};
