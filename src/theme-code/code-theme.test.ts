import { describe, expect, it } from 'vitest';
import { codeBackground } from './palette';
import { motiDark } from './prism-theme';
import { motiShikiTheme } from './shiki-theme';

// WCAG 2 relative luminance and contrast ratio.
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (rgb: number[]) => 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};
// A highlighted line lays rgb(255 255 255 / 10%) over the background (src/css/custom.css).
const highlighted = channels(codeBackground).map((c) => c * 0.9 + 0.1);

// Every colour a token of a built page can take (Shiki), and of the editor (Prism).
const shikiColours = motiShikiTheme.settings!.flatMap(({ scope, settings }) =>
  settings.foreground ? [[`shiki ${[scope ?? 'plain'].flat().join(' ')}`, settings.foreground]] : [],
);
const prismColours = [
  ['prism plain', motiDark.plain.color!],
  ...motiDark.styles
    .filter(({ style }) => style.color)
    .map(({ types, style }) => [`prism ${types.join(' ')}`, style.color!]),
];
const colours = [...shikiColours, ...prismColours];

describe('code token colours (WCAG AA, 4.5:1)', () => {
  it.each(colours)('%s on the code background', (_types, colour) => {
    expect(contrast(channels(colour), channels(codeBackground))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(colours)('%s on a highlighted line', (_types, colour) => {
    expect(contrast(channels(colour), highlighted)).toBeGreaterThanOrEqual(4.5);
  });
});
